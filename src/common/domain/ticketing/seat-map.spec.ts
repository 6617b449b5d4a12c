import {
  hasWheelchairSpaces,
  priceFromCents,
  seatAccessibleName,
  seatCategoryKeys,
  seatPitch,
  seatPlace,
  seatsOf,
  seatStatus,
  ticketCategoryOf,
} from './seat-map';
import { smallTheatre, theatreTickets } from './seat-map.fixtures';
import type { SeatingEvent } from './seat-map';

const theatre = smallTheatre();
const seat = (id: string) => seatsOf(theatre).find((s) => s.statusId === id)!;

// the Circle sells nothing here, and Standard's cheapest ticket is free
const sold = theatreTickets();
const event: SeatingEvent = {
  categories: sold.categories.filter((category) => category.ref !== 'circle'),
  tickets: sold.tickets.map((ticket) => (ticket.id === 'standard-child' ? { ...ticket, priceCents: 0 } : ticket)),
};

describe('a seat as the visitor reads it (issue 25)', () => {
  it('should name a seat by section, row, seat, category, price from and status', () => {
    const c12 = seat('stalls-C-12');
    const premium = { name: 'Premium', priceFromCents: priceFromCents(event, c12.categoryId) };
    expect(seatAccessibleName(c12, premium, 'available')).toBe(
      'Stalls, Row C, Seat 12, Premium, from $45.00, available',
    );
    expect(seatAccessibleName(c12, premium, 'selected')).toBe('Stalls, Row C, Seat 12, Premium, from $45.00, selected');
    expect(seatAccessibleName(seat('stalls-A-5'), premium, 'unavailable')).toBe(
      'Stalls, Row A, Seat 5, Premium, from $45.00, unavailable',
    );
  });

  it('should name a wheelchair space as such, and a category whose tickets cost nothing as Free', () => {
    const space = seat('stalls-F-1');
    expect(space.seatType).toBe('handicapped');
    const standard = { name: 'Standard', priceFromCents: priceFromCents(event, space.categoryId) };
    expect(seatAccessibleName(space, standard, 'available')).toBe(
      'Stalls, Row F, Wheelchair space 1, Standard, Free, available',
    );
    expect(seatPlace({ sectionName: 'Circle', rowName: 'Row B', seatName: '3', seatType: 'normal' })).toBe(
      'Circle, Row B, Seat 3',
    );
  });

  it('should show the visitor their own seats as selected, and a seat nobody can sell as unavailable', () => {
    expect(seatStatus({ state: 'free' }, false)).toBe('available');
    expect(seatStatus({ state: 'held' }, true)).toBe('selected');
    expect(seatStatus({ state: 'held' }, false)).toBe('unavailable');
    expect(seatStatus({ state: 'sold' }, false)).toBe('unavailable');
    expect(seatStatus({ state: 'free' }, false, false)).toBe('unavailable');
  });

  it('should find the ticket category of a seat map category, and none for a category no ticket sells', () => {
    expect(ticketCategoryOf(event.categories, 'cat-standard')?.ref).toBe('standard');
    expect(ticketCategoryOf(event.categories, 'cat-circle')).toBeUndefined();
    expect(priceFromCents(event, 'cat-circle')).toBeUndefined();
  });
});

describe('the legend (issue 25)', () => {
  it("should list the map's categories that have seats with their price from, and know of wheelchair spaces", () => {
    expect(seatCategoryKeys(event, theatre)).toEqual([
      { id: 'cat-premium', name: 'Premium', color: '#7b2d8e', priceFromCents: 4500 },
      { id: 'cat-standard', name: 'Standard', color: '#1d6fa5', priceFromCents: 0 },
      { id: 'cat-circle', name: 'Circle', color: '#2e7d4f' },
    ]);
    const unused = { ...theatre, categories: [...theatre.categories, { _id: 'cat-box', name: 'Box', color: '#000' }] };
    expect(seatCategoryKeys(event, unused).map((key) => key.id)).not.toContain('cat-box');
    expect(hasWheelchairSpaces(theatre)).toBe(true);
    expect(hasWheelchairSpaces({ sections: theatre.sections.slice(1) })).toBe(false);
  });

  it('should size seats by the usual distance between neighbours in a row', () => {
    expect(seatPitch(theatre)).toBe(10);
    expect(seatPitch({ sections: [] })).toBe(1);
  });
});
