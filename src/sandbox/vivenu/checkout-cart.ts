/**
 * The cart a checkout request names (`eventId`, `items`, `coupons`, `seatingReservationToken`), checked against
 * the event as Vivenu checks it: on sale (not planned, past or the ROOT itself), known active ticket types, whole
 * amounts, the limits per order and per type, a coupon that is valid now, and for a seated event the seats its
 * seat reservation holds. Tickets of one type without seat info are merged into one line.
 */
import type { VivenuCheckoutTicket, VivenuSeatingInfo } from '../../modules/ticketing/vivenu.wire';
import type { CouponBook, SandboxCoupon } from './coupons';
import type { EventCatalogue } from './event-catalogue';
import type { SandboxEvent } from './sandbox-event';
import type { SeatReservations } from './seating/seat-reservations';
import { badRequest, MESSAGES } from './vivenu-http-error';

export interface Cart {
  event: SandboxEvent;
  lines: VivenuCheckoutTicket[];
  coupon?: SandboxCoupon;
  seatingReservationToken: string | null;
}

export type Body = Record<string, unknown>;

export const isRecord = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function requiredString(body: Body, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`"${key}" is required`);
  return value;
}

export interface CartContext {
  catalogue: EventCatalogue;
  coupons: CouponBook;
  seats: SeatReservations;
  now: () => Date;
}

export function readCart({ catalogue, coupons, seats, now }: CartContext, body: Body): Cart {
  const eventId = requiredString(body, 'eventId');
  if (!Array.isArray(body.items)) throw badRequest('"items" is required');
  const event = catalogue.get(eventId);
  const status = catalogue.saleStatus(event);
  if (event.eventType === 'ROOT' || status === 'planned' || status === 'past') throw badRequest(MESSAGES.notOnSale);
  const lines = linesOf(event, body.items as unknown[]);
  checkLimits(event, lines);
  const raw = body.seatingReservationToken;
  const token = typeof raw === 'string' && raw !== '' ? raw : null;
  if (event.seating) checkSeats(seats, event, lines, token);
  return { event, lines, coupon: couponOf(coupons, now(), body.coupons), seatingReservationToken: token };
}

/**
 * A seated event sells a ticket per seat: each line one ticket naming a seat (`seatingInfo.statusId`) that the
 * checkout's seat reservation holds, in the seat category of the ticket's category, no seat twice.
 */
function checkSeats(seats: SeatReservations, event: SandboxEvent, lines: VivenuCheckoutTicket[], token: string | null) {
  const held = token ? seats.seatsHeld(token, event.seatingEventId) : undefined;
  const named = new Set<string>();
  for (const line of lines) {
    const statusId = line.seatingInfo?.statusId;
    const type = event.tickets.find((candidate) => candidate.id === line.ticketTypeId);
    const category = event.categories.find((candidate) => candidate.ref === type?.categoryRef);
    if (
      !held ||
      !statusId ||
      line.amount !== 1 ||
      named.has(statusId) ||
      !category?.seatingReference ||
      held.get(statusId) !== category.seatingReference
    )
      throw badRequest(MESSAGES.ticketsNotAvailable);
    named.add(statusId);
  }
}

function linesOf(event: SandboxEvent, items: unknown[]): VivenuCheckoutTicket[] {
  const lines: VivenuCheckoutTicket[] = [];
  for (const item of items) {
    if (!isRecord(item) || (item.type !== undefined && item.type !== 'ticket'))
      throw badRequest('Only ticket items are sold here');
    const type = event.tickets.find((candidate) => candidate.id === item.ticketTypeId && candidate.active);
    if (!type) throw badRequest('Ticket type not found');
    const amount = item.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0)
      throw badRequest('"amount" must be a whole number');
    if (amount === 0) continue;
    const seatingInfo = isRecord(item.seatingInfo) ? (item.seatingInfo as unknown as VivenuSeatingInfo) : null;
    const same = seatingInfo ? undefined : lines.find((line) => line.ticketTypeId === type.id && !line.seatingInfo);
    if (same) same.amount += amount;
    else lines.push({ ticketTypeId: type.id, amount, price: type.price, name: type.name, seatingInfo });
  }
  return lines;
}

function checkLimits(event: SandboxEvent, lines: VivenuCheckoutTicket[]): void {
  const count = lines.reduce((sum, line) => sum + line.amount, 0);
  if (count > event.max) throw badRequest(`No more than ${event.max} tickets per order`);
  for (const type of event.tickets) {
    const amount = lines.filter((line) => line.ticketTypeId === type.id).reduce((sum, line) => sum + line.amount, 0);
    if (type.maxAmountPerOrder !== undefined && amount > type.maxAmountPerOrder)
      throw badRequest(`No more than ${type.maxAmountPerOrder} ${type.name} tickets per order`);
  }
}

/** the first code given; coupons here cannot be combined */
function couponOf(coupons: CouponBook, now: Date, codes: unknown): SandboxCoupon | undefined {
  if (codes === undefined || codes === null) return undefined;
  if (!Array.isArray(codes) || !codes.every((code) => typeof code === 'string'))
    throw badRequest('"coupons" must be a list of codes');
  const [first] = codes as string[];
  if (first === undefined) return undefined;
  const coupon = coupons.find(first);
  if (!coupon || coupons.validity(coupon, now) !== 'valid') throw badRequest(MESSAGES.couponNotValid);
  return coupon;
}
