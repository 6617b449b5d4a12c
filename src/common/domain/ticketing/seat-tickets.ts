/**
 * The tickets of a seated order (spec 3 §3.2, §4.2, §5.2; contracts.md §3): the seats chosen per ticket category
 * (what plus may reach, ticket-selection.ts), the seat as a ticket item carries it, and the order's items: each
 * seat one ticket of its own category, one item of amount 1 per seat.
 */
import { ticketCategoryOf } from './seat-map';
import type { SeatsPerCategory, TicketCounts } from './ticket-selection';
import type { SeatingInfo, SeatMapSeat, TicketingEvent, TicketRequestItem } from './ticketing-wire';

type SeatingEvent = Pick<TicketingEvent, 'tickets' | 'categories'>;

/** The ticket category ref a seat's tickets are bought in ('' when no ticket category sells its seats). */
export function seatCategoryRef(
  event: Pick<TicketingEvent, 'categories'>,
  seat: Pick<SeatMapSeat, 'categoryId'>,
): string {
  return ticketCategoryOf(event.categories, seat.categoryId)?.ref ?? '';
}

/** spec 3 §5.2: how many seats are chosen in each ticket category (keyed by its ref). */
export function seatsPerCategory(
  event: Pick<TicketingEvent, 'categories'>,
  seats: ReadonlyArray<Pick<SeatMapSeat, 'categoryId'>>,
): SeatsPerCategory {
  const counts: Record<string, number> = {};
  for (const seat of seats) {
    const ref = seatCategoryRef(event, seat);
    counts[ref] = (counts[ref] ?? 0) + 1;
  }
  return counts;
}

/** contracts.md §3: a seat (`_type` 6) as the ticket item's `seatingInfo`. */
export function seatingInfoOf(seat: SeatMapSeat): SeatingInfo {
  return {
    _type: 6,
    statusId: seat.statusId,
    _id: seat._id,
    categoryId: seat.categoryId,
    sectionName: seat.sectionName,
    rowName: seat.rowName,
    seatName: seat.seatName,
    seatType: seat.seatType,
  };
}

/**
 * The checkout's items of a seated order: in each category, its seats (in the order chosen) take the chosen
 * tickets of that category (in the event's order of ticket types), one each. Seats or tickets left over (the
 * counts not matching the seats, which Next does not allow) make no item.
 */
export function seatedTicketItems(
  event: SeatingEvent,
  seats: readonly SeatMapSeat[],
  counts: TicketCounts,
): TicketRequestItem[] {
  const items: TicketRequestItem[] = [];
  const refs = [...new Set(seats.map((seat) => seatCategoryRef(event, seat)))];
  for (const ref of refs) {
    const types = event.tickets
      .filter((ticket) => (ticket.categoryRef ?? '') === ref)
      .flatMap((ticket) => Array.from({ length: Math.max(0, Math.trunc(counts[ticket.id] ?? 0)) }, () => ticket.id));
    const inCategory = seats.filter((seat) => seatCategoryRef(event, seat) === ref);
    inCategory.slice(0, types.length).forEach((seat, index) => {
      items.push({ ticketTypeId: types[index]!, amount: 1, seatingInfo: seatingInfoOf(seat) });
    });
  }
  return items;
}
