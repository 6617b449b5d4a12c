/**
 * The ticket step's rules (spec 3 §4.2, §5.2): what plus and minus allow, when Next is enabled (with and without
 * seats), the children-need-an-adult notice, each ticket's labels, and the too-many-tickets check. Counts are
 * keyed by ticket type id. Seated events (issue 25) pass the selected seats; the seat rules are here already.
 */
import { formatPrice } from '../money/money';
import { CHILD_TICKET_LABEL, SOLD_OUT, ticketsLeftNotice } from './ticketing-messages';
import type { TicketingEvent, TicketType } from './ticketing-wire';

export type TicketCounts = Readonly<Record<string, number>>;

/** What the ticket step reads of the event. */
export type SelectionEvent = Pick<TicketingEvent, 'max' | 'v' | 'tickets' | 'meta' | 'seating'>;

/** Seats chosen on the seat map, per ticket category ref (issue 25). */
export type SeatsPerCategory = Readonly<Record<string, number>>;

// spec 3 §3.2 'Adult and child names have special rules': a type is one or the other by its name
const CHILD = /\bchild(ren)?\b|\bkids?\b|under\s*18/i;
const ADULT = /\badults?\b/i;

export const isChildTicket = (ticket: Pick<TicketType, 'name'>): boolean => CHILD.test(ticket.name);
export const isAdultTicket = (ticket: Pick<TicketType, 'name'>): boolean =>
  !isChildTicket(ticket) && ADULT.test(ticket.name);

const countOf = (counts: TicketCounts, id: string): number => {
  const value = counts[id];
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
};

/** How many tickets are chosen, of all types or of those that pass `which`. */
export function chosenCount(event: Pick<SelectionEvent, 'tickets'>, counts: TicketCounts, which?: (t: TicketType) => boolean): number {
  return event.tickets.filter((t) => !which || which(t)).reduce((sum, t) => sum + countOf(counts, t.id), 0);
}

/** spec 3 §5.2 'the computed ticket volume': the stock left of every child ticket type together. */
export function childTicketVolume(event: Pick<SelectionEvent, 'tickets'>): number {
  return event.tickets.filter(isChildTicket).reduce((sum, t) => sum + Math.max(0, t.v), 0);
}

/** spec 3 §5.2: the most tickets one order takes: the event's max per order, and never more than it has left. */
export function orderLimit(event: Pick<SelectionEvent, 'max' | 'v'>): number {
  return Math.max(0, Math.min(event.max, event.v));
}

/** spec 3 §5.2 the seat cap: the smaller of remaining stock and the max per order. */
export const seatCap = orderLimit;

/** spec 3 §5.2: whether plus may add one more ticket of this type. */
export function canAddTicket(
  event: SelectionEvent,
  counts: TicketCounts,
  ticketTypeId: string,
  seats?: SeatsPerCategory,
): boolean {
  const ticket = event.tickets.find((t) => t.id === ticketTypeId);
  if (!ticket) return false;
  const mine = countOf(counts, ticket.id);
  if (chosenCount(event, counts) >= orderLimit(event)) return false;
  if (mine >= Math.max(0, ticket.v)) return false;
  if (ticket.maxAmountPerOrder !== undefined && mine >= ticket.maxAmountPerOrder) return false;
  const maxAdults = event.meta.max_adult_tickets;
  if (isAdultTicket(ticket) && maxAdults !== undefined && chosenCount(event, counts, isAdultTicket) >= maxAdults) {
    return false;
  }
  if (
    isChildTicket(ticket) &&
    event.meta.is_child_tickets_mandatory &&
    chosenCount(event, counts, isChildTicket) >= childTicketVolume(event)
  ) {
    return false;
  }
  if (event.seating && seats) {
    // spec 3 §5.2: with seating, a category's tickets never outnumber the seats chosen in it
    const ref = ticket.categoryRef ?? '';
    const inCategory = chosenCount(event, counts, (t) => (t.categoryRef ?? '') === ref);
    if (inCategory >= (seats[ref] ?? 0)) return false;
  }
  return true;
}

/** spec 3 §5.2 'Minus disabled at zero'. */
export function canRemoveTicket(counts: TicketCounts, ticketTypeId: string): boolean {
  return countOf(counts, ticketTypeId) > 0;
}

/**
 * spec 3 §4.2 Next on the ticket step. With seating: the tickets match the seats chosen and they are not all
 * children's. Without: at least one ticket, and a child ticket when children's tickets are mandatory.
 */
export function canLeaveTicketStep(event: SelectionEvent, counts: TicketCounts, selectedSeats = 0): boolean {
  const total = chosenCount(event, counts);
  const children = chosenCount(event, counts, isChildTicket);
  if (event.seating) return selectedSeats > 0 && total === selectedSeats && children !== selectedSeats;
  if (total < 1) return false;
  return !(event.meta.is_child_tickets_mandatory && children === 0);
}

/** spec 3 §4.2: the event sells adult tickets, children are chosen and no adult is. */
export function showChildrenNeedAdult(event: Pick<SelectionEvent, 'tickets'>, counts: TicketCounts): boolean {
  if (!event.tickets.some(isAdultTicket)) return false;
  return chosenCount(event, counts, isChildTicket) > 0 && chosenCount(event, counts, isAdultTicket) === 0;
}

/** How one ticket type reads on the ticket step. */
export interface TicketRowLabels {
  name: string;
  /** 'Under 18' for a child ticket */
  note?: string;
  /** '$25.00', or 'Free' at zero */
  price: string;
  /** 'Sold out', 'N ticket(s) left' under ten, else nothing (and nothing when the event hides quantities) */
  availability?: string;
}

/** spec 3 §5.2, §8: a ticket type's name, its 'Under 18' note, its price and how many are left. */
export function ticketRowLabels(ticket: TicketType, event: Pick<SelectionEvent, 'meta'>): TicketRowLabels {
  const left = Math.max(0, ticket.v);
  const availability = left === 0 ? SOLD_OUT : event.meta.hide_quantity_indicator ? undefined : ticketsLeftNotice(left);
  return {
    name: ticket.name,
    ...(isChildTicket(ticket) ? { note: CHILD_TICKET_LABEL } : {}),
    price: formatPrice(ticket.priceCents),
    ...(availability ? { availability } : {}),
  };
}

/**
 * spec 3 §8 the too-many-tickets toast: the chosen tickets are more than the event or a type has left (stock read
 * again after the choice, e.g. from GET /api/public/events/:id).
 */
export function tooManyTickets(
  counts: TicketCounts,
  availability: { v: number; tickets: ReadonlyArray<{ id: string; v: number }> },
): boolean {
  let total = 0;
  for (const [id, raw] of Object.entries(counts)) {
    const amount = countOf(counts, id);
    if (amount === 0 || raw === 0) continue;
    total += amount;
    const left = availability.tickets.find((t) => t.id === id)?.v ?? 0;
    if (amount > left) return true;
  }
  return total > availability.v;
}
