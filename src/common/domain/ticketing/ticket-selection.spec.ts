import fc from 'fast-check';
import {
  canAddTicket,
  canLeaveTicketStep,
  canRemoveTicket,
  chosenCount,
  childTicketVolume,
  isAdultTicket,
  isChildTicket,
  seatCap,
  showChildrenNeedAdult,
  ticketRowLabels,
  tooManyTickets,
  type SelectionEvent,
  type TicketCounts,
} from './ticket-selection';
import { addTicket, mergeTickets, removeTicket, type SummaryTicket } from './ticket-summary';
import type { TicketType } from './ticketing-wire';

const adult: TicketType = { id: 'adult', name: 'Adult', priceCents: 2500, v: 40, requiresExtraFields: true };
const child: TicketType = { id: 'child', name: 'Child', priceCents: 1500, v: 3, requiresExtraFields: false };
const family: SelectionEvent = { max: 8, v: 43, tickets: [adult, child], meta: {}, seating: false };

describe('ticket kinds', () => {
  it('should read adult and child tickets by their names', () => {
    expect(isChildTicket(child)).toBe(true);
    expect(isChildTicket({ name: 'Kids (under 18)' })).toBe(true);
    expect(isAdultTicket(adult)).toBe(true);
    expect(isAdultTicket(child)).toBe(false);
    expect(isAdultTicket({ name: 'Concession' })).toBe(false);
  });
});

describe('plus and minus (spec 3 §5.2)', () => {
  it('should stop plus at the event max per order', () => {
    expect(canAddTicket(family, { adult: 7 }, 'adult')).toBe(true);
    expect(canAddTicket(family, { adult: 6, child: 2 }, 'adult')).toBe(false);
  });

  it('should stop plus at what the event and the type have left', () => {
    expect(canAddTicket({ ...family, v: 2 }, { adult: 2 }, 'child')).toBe(false);
    expect(canAddTicket(family, { child: 3 }, 'child')).toBe(false);
  });

  it("should stop plus at a type's max per order and at max_adult_tickets", () => {
    const limited = { ...family, tickets: [{ ...adult, maxAmountPerOrder: 2 }, child] };
    expect(canAddTicket(limited, { adult: 2 }, 'adult')).toBe(false);
    const fewAdults = { ...family, meta: { max_adult_tickets: 2 } };
    expect(canAddTicket(fewAdults, { adult: 2 }, 'adult')).toBe(false);
    expect(canAddTicket(fewAdults, { adult: 2 }, 'child')).toBe(true);
  });

  it("should stop plus for children's tickets at the children's volume when they are mandatory", () => {
    const mandatory = { ...family, meta: { is_child_tickets_mandatory: true } };
    expect(childTicketVolume(mandatory)).toBe(3);
    expect(canAddTicket(mandatory, { child: 2 }, 'child')).toBe(true);
    expect(canAddTicket(mandatory, { child: 3 }, 'child')).toBe(false);
  });

  it("should keep a category's tickets within its chosen seats, and cap seats at stock and max", () => {
    const seated = {
      ...family,
      seating: true,
      tickets: [
        { ...adult, categoryRef: 'stalls' },
        { ...child, categoryRef: 'stalls' },
      ],
    };
    expect(canAddTicket(seated, { adult: 1 }, 'child', { stalls: 2 })).toBe(true);
    expect(canAddTicket(seated, { adult: 1, child: 1 }, 'adult', { stalls: 2 })).toBe(false);
    expect(seatCap({ max: 8, v: 5 })).toBe(5);
    expect(seatCap({ max: 8, v: 50 })).toBe(8);
  });

  it('should disable minus at zero only', () => {
    expect(canRemoveTicket({}, 'adult')).toBe(false);
    expect(canRemoveTicket({ adult: 1 }, 'adult')).toBe(true);
  });

  it('should never let plus take an order past any limit, however it is pressed', () => {
    const event = fc.record({
      max: fc.integer({ min: 1, max: 10 }),
      v: fc.integer({ min: 0, max: 20 }),
      adultV: fc.integer({ min: 0, max: 10 }),
      childV: fc.integer({ min: 0, max: 10 }),
      maxAdults: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
      mandatory: fc.boolean(),
    });
    fc.assert(
      fc.property(event, fc.array(fc.constantFrom('adult', 'child'), { maxLength: 30 }), (e, presses) => {
        const shaped: SelectionEvent = {
          max: e.max,
          v: e.v,
          seating: false,
          tickets: [
            { ...adult, v: e.adultV },
            { ...child, v: e.childV },
          ],
          meta: { max_adult_tickets: e.maxAdults, is_child_tickets_mandatory: e.mandatory },
        };
        const counts: Record<string, number> = {};
        for (const id of presses) if (canAddTicket(shaped, counts, id)) counts[id] = (counts[id] ?? 0) + 1;
        expect(chosenCount(shaped, counts)).toBeLessThanOrEqual(Math.min(e.max, e.v));
        expect(counts.adult ?? 0).toBeLessThanOrEqual(Math.min(e.adultV, e.maxAdults ?? Infinity));
        expect(counts.child ?? 0).toBeLessThanOrEqual(e.childV);
      }),
    );
  });
});

describe('Next on the ticket step (spec 3 §4.2)', () => {
  it('should need a ticket without seating, and a child ticket when children are mandatory', () => {
    expect(canLeaveTicketStep(family, {})).toBe(false);
    expect(canLeaveTicketStep(family, { adult: 1 })).toBe(true);
    const mandatory = { ...family, meta: { is_child_tickets_mandatory: true } };
    expect(canLeaveTicketStep(mandatory, { adult: 2 })).toBe(false);
    expect(canLeaveTicketStep(mandatory, { adult: 2, child: 1 })).toBe(true);
  });

  it('should need as many tickets as seats, not all of them children, with seating', () => {
    const seated = { ...family, seating: true };
    expect(canLeaveTicketStep(seated, { adult: 1 }, 2)).toBe(false);
    expect(canLeaveTicketStep(seated, { adult: 1, child: 1 }, 2)).toBe(true);
    expect(canLeaveTicketStep(seated, { child: 2 }, 2)).toBe(false);
    expect(canLeaveTicketStep(seated, {}, 0)).toBe(false);
  });
});

describe('labels and notices', () => {
  it('should ask for an adult when only children are chosen', () => {
    expect(showChildrenNeedAdult(family, { child: 1 })).toBe(true);
    expect(showChildrenNeedAdult(family, { child: 1, adult: 1 })).toBe(false);
    expect(showChildrenNeedAdult(family, {})).toBe(false);
    expect(showChildrenNeedAdult({ tickets: [child] }, { child: 1 })).toBe(false);
  });

  it("should label a child ticket 'Under 18', a free one 'Free', and few or none left", () => {
    expect(ticketRowLabels(child, family)).toEqual({
      name: 'Child',
      note: 'Under 18',
      price: '$15.00',
      availability: '3 tickets left',
    });
    expect(ticketRowLabels({ ...adult, priceCents: 0, v: 1 }, family)).toEqual({
      name: 'Adult',
      price: 'Free',
      availability: '1 ticket left',
    });
    expect(ticketRowLabels({ ...adult, v: 0 }, family).availability).toBe('Sold out');
    expect(ticketRowLabels(adult, family).availability).toBeUndefined();
    expect(ticketRowLabels(child, { meta: { hide_quantity_indicator: true } }).availability).toBeUndefined();
  });

  it('should find more tickets chosen than are left', () => {
    const counts: TicketCounts = { adult: 2, child: 2 };
    expect(tooManyTickets(counts, { v: 10, tickets: [{ id: 'adult', v: 5 }, { id: 'child', v: 1 }] })).toBe(true);
    expect(tooManyTickets(counts, { v: 3, tickets: [{ id: 'adult', v: 5 }, { id: 'child', v: 5 }] })).toBe(true);
    expect(tooManyTickets(counts, { v: 4, tickets: [{ id: 'adult', v: 2 }, { id: 'child', v: 2 }] })).toBe(false);
  });
});

describe('ticket merging (spec 3 §4.2)', () => {
  const one = (ticketTypeId: string, statusId?: string): SummaryTicket => ({
    ticketTypeId,
    name: ticketTypeId,
    amount: 1,
    priceCents: 2500,
    ...(statusId ? { seatingInfo: { _type: 6, statusId } } : {}),
  });

  it('should merge tickets of one type without seats and keep seated ones apart', () => {
    const items = [one('adult'), one('child'), one('adult'), one('adult', 's1'), one('adult', 's2')];
    expect(mergeTickets(items).map((i) => [i.ticketTypeId, i.amount, i.seatingInfo?.statusId])).toEqual([
      ['adult', 2, undefined],
      ['child', 1, undefined],
      ['adult', 1, 's1'],
      ['adult', 1, 's2'],
    ]);
  });

  it('should append on add and take out one matching ticket on remove', () => {
    let items = addTicket(addTicket([], one('adult')), one('adult', 's1'));
    expect(items).toHaveLength(2);
    items = removeTicket(items, 'adult');
    expect(items).toEqual([one('adult', 's1')]);
    expect(removeTicket([{ ...one('adult'), amount: 3 }], 'adult')[0]!.amount).toBe(2);
    expect(removeTicket(items, 'adult', { _type: 6, statusId: 's1' })).toEqual([]);
    expect(removeTicket(items, 'child')).toEqual(items);
  });

  it('should keep the number of tickets when merging', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ type: fc.constantFrom('a', 'b', 'c'), amount: fc.integer({ min: 0, max: 4 }) })),
        (rows) => {
          const items = rows.map((r) => ({ ...one(r.type), amount: r.amount }));
          const sum = (list: SummaryTicket[]): number => list.reduce((n, i) => n + i.amount, 0);
          const merged = mergeTickets(items);
          expect(sum(merged)).toBe(sum(items));
          expect(new Set(merged.map((i) => i.ticketTypeId)).size).toBe(merged.length);
        },
      ),
    );
  });
});
