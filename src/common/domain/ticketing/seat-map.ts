/**
 * How the seat map reads (spec 3 §2.2 seat_selection, §3.2, §8; issue 25): each seat's status for this visitor,
 * the ticket category a seat belongs to and its price from, each seat's accessible name, the legend's categories,
 * and how a chosen seat reads in the order ('Stalls, Row C, Seat 12').
 */
import { formatAmount } from '../money/money';
import { SEAT_AVAILABLE, SEAT_SELECTED, SEAT_UNAVAILABLE, WHEELCHAIR_SPACE } from './ticketing-messages';
import type { SeatingInfo, SeatMapSeat, SeatMapView, TicketCategory, TicketingEvent } from './ticketing-wire';

/** A seat as this visitor sees it: free to choose, chosen (held) by them, or not to be had. */
export type SeatStatus = 'available' | 'selected' | 'unavailable';

export const SEAT_STATUS_WORDS: Readonly<Record<SeatStatus, string>> = {
  available: SEAT_AVAILABLE,
  selected: SEAT_SELECTED,
  unavailable: SEAT_UNAVAILABLE,
};

/** What the seat rules read of the event. */
export type SeatingEvent = Pick<TicketingEvent, 'tickets' | 'categories'>;

/** spec 3 §3.2: the ticket category whose `seatingReference` is the seat map category. */
export function ticketCategoryOf(
  categories: readonly TicketCategory[],
  seatCategoryId: string,
): TicketCategory | undefined {
  return categories.find((category) => category.seatingReference === seatCategoryId);
}

/** The lowest price of a seat map category's tickets; undefined when no ticket type sells its seats. */
export function priceFromCents(event: SeatingEvent, seatCategoryId: string): number | undefined {
  const category = ticketCategoryOf(event.categories, seatCategoryId);
  if (!category) return undefined;
  const prices = event.tickets.filter((t) => t.categoryRef === category.ref).map((t) => t.priceCents);
  return prices.length > 0 ? Math.min(...prices) : undefined;
}

/** 'from $65.00', or 'Free' when its cheapest ticket costs nothing. */
export function priceFromText(cents: number): string {
  return Math.round(cents) === 0 ? 'Free' : `from ${formatAmount(cents)}`;
}

/**
 * A seat's status: the visitor's own seats are selected; a seat is available only when it is free and a ticket
 * type sells its category (a seat no ticket can be bought for could never leave the ticket step).
 */
export function seatStatus(seat: Pick<SeatMapSeat, 'state'>, mine: boolean, sellable = true): SeatStatus {
  if (mine) return 'selected';
  return seat.state === 'free' && sellable ? 'available' : 'unavailable';
}

const rowText = (rowName: string): string => (/^row\b/i.test(rowName.trim()) ? rowName.trim() : `Row ${rowName}`);

/** Where the seat is: 'Stalls, Row C, Seat 12' (a wheelchair space named as such). */
export function seatPlace(
  seat: Pick<SeatMapSeat | SeatingInfo, 'sectionName' | 'rowName' | 'seatName' | 'seatType'>,
): string {
  const what = seat.seatType === 'handicapped' ? WHEELCHAIR_SPACE : 'Seat';
  return [seat.sectionName, seat.rowName ? rowText(seat.rowName) : undefined, `${what} ${seat.seatName ?? ''}`.trim()]
    .filter((part): part is string => Boolean(part))
    .join(', ');
}

/** issue 25: 'Stalls, Row C, Seat 12, Premium, from $65.00, available' (or 'selected', 'unavailable'). */
export function seatAccessibleName(
  seat: Pick<SeatMapSeat, 'sectionName' | 'rowName' | 'seatName' | 'seatType'>,
  category: { name: string; priceFromCents?: number } | undefined,
  status: SeatStatus,
): string {
  const parts = [seatPlace(seat)];
  if (category) parts.push(category.name);
  if (category?.priceFromCents !== undefined) parts.push(priceFromText(category.priceFromCents));
  parts.push(SEAT_STATUS_WORDS[status]);
  return parts.join(', ');
}

/** One category of the legend: its colour, its name and its price from. */
export interface SeatCategoryKey {
  id: string;
  name: string;
  color: string;
  /** undefined when no ticket type sells it */
  priceFromCents?: number;
}

/** The map's categories that have seats, in the map's order, each with its price from. */
export function seatCategoryKeys(
  event: SeatingEvent,
  map: Pick<SeatMapView, 'categories' | 'sections'>,
): SeatCategoryKey[] {
  const used = new Set<string>();
  for (const section of map.sections)
    for (const row of section.rows) for (const seat of row.seats) used.add(seat.categoryId);
  return map.categories
    .filter((category) => used.has(category._id))
    .map((category) => {
      const price = priceFromCents(event, category._id);
      return {
        id: category._id,
        name: category.name,
        color: category.color,
        ...(price === undefined ? {} : { priceFromCents: price }),
      };
    });
}

/** Whether the map has wheelchair spaces (the legend and the accessible-seats notice show only then). */
export function hasWheelchairSpaces(map: Pick<SeatMapView, 'sections'>): boolean {
  return map.sections.some((section) =>
    section.rows.some((row) => row.seats.some((seat) => seat.seatType === 'handicapped')),
  );
}

/**
 * The usual distance between neighbouring seats of a row (the median, in map units; 1 for a map without two seats
 * in a row): how large a seat is drawn, and what counts as 'the same height' across an aisle.
 */
export function seatPitch(map: Pick<SeatMapView, 'sections'>): number {
  const gaps: number[] = [];
  for (const section of map.sections)
    for (const row of section.rows) {
      const xs = row.seats.map((seat) => seat.x).sort((a, b) => a - b);
      for (let i = 1; i < xs.length; i += 1) if (xs[i]! > xs[i - 1]!) gaps.push(xs[i]! - xs[i - 1]!);
    }
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? 1;
}

/** Every seat of the map, section by section, row by row. */
export function seatsOf(map: Pick<SeatMapView, 'sections'>): SeatMapSeat[] {
  return map.sections.flatMap((section) => section.rows.flatMap((row) => row.seats));
}
