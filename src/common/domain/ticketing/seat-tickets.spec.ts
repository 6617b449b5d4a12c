import fc from 'fast-check';
import { seatsOf } from './seat-map';
import { smallTheatre, theatreTickets } from './seat-map.fixtures';
import { seatedTicketItems, seatingInfoOf, seatsPerCategory } from './seat-tickets';
import { canAddTicket, canLeaveTicketStep, seatCap, type SelectionEvent } from './ticket-selection';
import type { TicketingEvent } from './ticketing-wire';

const theatre = smallTheatre();
const seat = (id: string) => seatsOf(theatre).find((s) => s.statusId === id)!;

const event: SelectionEvent & Pick<TicketingEvent, 'categories'> = {
  max: 6,
  v: 100,
  seating: true,
  meta: {},
  ...theatreTickets(),
};

describe('seats per category (spec 3 §5.2)', () => {
  it('should count the chosen seats in the ticket category that sells them', () => {
    const seats = [seat('stalls-A-1'), seat('stalls-B-2'), seat('stalls-E-3')];
    expect(seatsPerCategory(event, seats)).toEqual({ premium: 2, standard: 1 });
    const counts = seatsPerCategory(event, seats);
    // two premium seats take two premium tickets and no more; the standard seat one standard ticket
    expect(canAddTicket(event, { 'premium-adult': 1 }, 'premium-child', counts)).toBe(true);
    expect(canAddTicket(event, { 'premium-adult': 1, 'premium-child': 1 }, 'premium-adult', counts)).toBe(false);
    expect(canAddTicket(event, { 'premium-adult': 2 }, 'standard-child', counts)).toBe(true);
    expect(canAddTicket(event, { 'standard-child': 1 }, 'standard-adult', counts)).toBe(false);
  });

  it('should cap the seats at the smaller of the stock left and the most one order takes', () => {
    expect(seatCap(event)).toBe(6);
    expect(seatCap({ ...event, v: 2 })).toBe(2);
  });
});

describe('the checkout items of a seated order (contracts.md §3)', () => {
  it('should give each seat one ticket of its category, one item of amount 1 per seat, with its seatingInfo', () => {
    const seats = [seat('stalls-E-3'), seat('stalls-A-1'), seat('stalls-A-2')];
    const items = seatedTicketItems(event, seats, { 'premium-adult': 1, 'premium-child': 1, 'standard-child': 1 });
    expect(items).toEqual([
      { ticketTypeId: 'standard-child', amount: 1, seatingInfo: seatingInfoOf(seats[0]!) },
      { ticketTypeId: 'premium-adult', amount: 1, seatingInfo: seatingInfoOf(seats[1]!) },
      { ticketTypeId: 'premium-child', amount: 1, seatingInfo: seatingInfoOf(seats[2]!) },
    ]);
    expect(items[0]!.seatingInfo).toEqual({
      _type: 6,
      statusId: 'stalls-E-3',
      _id: 'obj-stalls-E-3',
      categoryId: 'cat-standard',
      sectionName: 'Stalls',
      rowName: 'E',
      seatName: '3',
      seatType: 'normal',
    });
  });

  it('should seat every ticket once whenever Next is allowed, however plus was pressed', () => {
    const all = seatsOf(theatre).filter((s) => s.categoryId !== 'cat-circle');
    const choice = fc.record({
      seats: fc.uniqueArray(fc.integer({ min: 0, max: all.length - 1 }), { minLength: 1, maxLength: 6 }),
      presses: fc.array(fc.constantFrom('premium-adult', 'premium-child', 'standard-adult', 'standard-child'), {
        maxLength: 20,
      }),
    });
    fc.assert(
      fc.property(choice, ({ seats: picks, presses }) => {
        const seats = picks.map((index) => all[index]!);
        const perCategory = seatsPerCategory(event, seats);
        const counts: Record<string, number> = {};
        for (const id of presses) if (canAddTicket(event, counts, id, perCategory)) counts[id] = (counts[id] ?? 0) + 1;
        if (!canLeaveTicketStep(event, counts, seats.length)) return;
        const items = seatedTicketItems(event, seats, counts);
        expect(items.map((item) => item.seatingInfo?.statusId).sort()).toEqual(seats.map((s) => s.statusId).sort());
        for (const item of items) {
          const ticket = event.tickets.find((t) => t.id === item.ticketTypeId)!;
          expect(perCategory[ticket.categoryRef!]).toBeGreaterThan(0);
          expect(seat(item.seatingInfo!.statusId).categoryId).toBe(
            event.categories.find((c) => c.ref === ticket.categoryRef)!.seatingReference,
          );
        }
      }),
    );
  });

  it('should not allow Next with only children in the seats (spec 3 §4.2 the child count differs)', () => {
    const seats = [seat('stalls-A-1'), seat('stalls-A-2')];
    expect(canLeaveTicketStep(event, { 'premium-child': 2 }, seats.length)).toBe(false);
    expect(canLeaveTicketStep(event, { 'premium-child': 1, 'premium-adult': 1 }, seats.length)).toBe(true);
    expect(canLeaveTicketStep(event, { 'premium-adult': 1 }, seats.length)).toBe(false);
  });
});
