/**
 * spec 3 §4.2 'Ticket merging': the ticket summary the flow keeps. Tickets of one type without a seat are one
 * line (their amounts summed; a line's price is per ticket, so the line's price sums with them); a seated ticket
 * is a line of its own. Adding a ticket or a seat appends; removing takes out one matching ticket.
 */
import type { SeatingInfo } from './ticketing-wire';

export interface SummaryTicket {
  ticketTypeId: string;
  name: string;
  amount: number;
  /** price of one ticket */
  priceCents: number;
  seatingInfo?: SeatingInfo;
}

const sameSeat = (a?: SeatingInfo, b?: SeatingInfo): boolean =>
  a === undefined || b === undefined ? a === b : a.statusId === b.statusId;

/** Lines of one type without seats merged into the first of them; seated lines kept as they are, in order. */
export function mergeTickets<T extends SummaryTicket>(items: readonly T[]): T[] {
  const merged: T[] = [];
  for (const item of items) {
    if (item.amount <= 0) continue;
    const line = item.seatingInfo ? undefined : merged.find((m) => !m.seatingInfo && m.ticketTypeId === item.ticketTypeId);
    if (line) merged[merged.indexOf(line)] = { ...line, amount: line.amount + item.amount };
    else merged.push({ ...item });
  }
  return merged;
}

/** Adds one ticket (or a seat) at the end. */
export function addTicket<T extends SummaryTicket>(items: readonly T[], ticket: T): T[] {
  return [...items, ticket];
}

/** Takes out one ticket of this type (and this seat, when it has one): the last matching line loses one. */
export function removeTicket<T extends SummaryTicket>(
  items: readonly T[],
  ticketTypeId: string,
  seatingInfo?: SeatingInfo,
): T[] {
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index]!;
    if (item.ticketTypeId !== ticketTypeId || !sameSeat(item.seatingInfo, seatingInfo)) continue;
    const rest = [...items];
    if (item.amount > 1) rest[index] = { ...item, amount: item.amount - 1 };
    else rest.splice(index, 1);
    return rest;
  }
  return [...items];
}
