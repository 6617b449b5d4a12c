/**
 * Checkouts and the stock they hold. A checkout made with tickets holds them at once (as does `reserve` for one
 * that holds none); changing the cart swaps the hold or, when the new cart is short of stock, keeps the old one
 * and answers 400. `abort` and expiry (`expiresAt`) give the stock back; a completed payment turns the hold
 * into sold tickets. Lapsed checkouts are found on every request, so the sandbox's clock alone decides. A seated
 * event's tickets name seats its seat reservation holds; the checkout keeps them from lapsing while it lives, and
 * books them when paid (abort and expiry leave the reservation to the seating service).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { VivenuCheckout, VivenuCheckoutTicket } from '../../modules/ticketing/vivenu.wire';
import { isRecord, readCart, requiredString, type Body, type Cart } from './checkout-cart';
import { priceItem, type PricedItem } from './checkout-pricing';
import type { CouponBook } from './coupons';
import type { EventCatalogue } from './event-catalogue';
import type { SandboxEvent } from './sandbox-event';
import { badRequest, MESSAGES, notFound, VivenuHttpFailure } from './vivenu-http-error';
import type { CheckoutSummary } from './vivenu-sandbox.types';
import type { CheckoutRecord } from './checkout-record';
import { checkoutSummary, checkoutWire } from './checkout-wire';
import type { SeatReservations } from './seating/seat-reservations';

export type { CheckoutRecord } from './checkout-record';

export class CheckoutStore {
  readonly records = new Map<string, CheckoutRecord>();
  checkoutMinutes: number;

  constructor(
    private readonly catalogue: EventCatalogue,
    private readonly coupons: CouponBook,
    private readonly seats: SeatReservations,
    private readonly now: () => Date,
    checkoutMinutes: number,
  ) {
    this.checkoutMinutes = checkoutMinutes;
  }

  create(body: Body): CheckoutRecord {
    if (body.type !== 'transaction') throw badRequest('"type" must be transaction');
    const cart = this.cart(body);
    this.hold(cart.event, cart.lines);
    const at = this.now();
    const record: CheckoutRecord = {
      id: randomUUID().replace(/-/g, '').slice(0, 24),
      secret: randomBytes(16).toString('hex'),
      sellerId: cart.event.sellerId,
      status: 'NEW',
      expired: false,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + this.checkoutMinutes * 60_000).toISOString(),
      itemId: randomUUID().replace(/-/g, '').slice(0, 24),
      eventId: cart.event._id,
      lines: cart.lines,
      coupon: cart.coupon,
      seatingReservationToken: cart.seatingReservationToken,
      holding: true,
    };
    this.records.set(record.id, record);
    this.holdSeats(record);
    return record;
  }

  /** replaces the cart; a cart short of stock leaves the checkout and its hold as they were */
  setItems(id: string, body: Body): CheckoutRecord {
    const record = this.open(id, body.secret);
    const cart = this.cart(body);
    // a checkout stays with its seller: another seller's event is not there to be sold
    if (cart.event.sellerId !== record.sellerId) throw notFound('Event not found');
    const previous = record.eventId ? this.catalogue.find(record.eventId) : undefined;
    if (record.holding && previous) this.release(previous, record.lines);
    try {
      this.hold(cart.event, cart.lines);
    } catch (error) {
      if (record.holding && previous) this.hold(previous, record.lines);
      throw error;
    }
    Object.assign(record, {
      eventId: cart.event._id,
      lines: cart.lines,
      coupon: cart.coupon,
      seatingReservationToken: cart.seatingReservationToken,
      holding: true,
    });
    this.holdSeats(record);
    return this.touch(record);
  }

  setDetails(id: string, body: Body): CheckoutRecord {
    const record = this.open(id, body.secret);
    const prename = requiredString(body, 'prename');
    const lastname = requiredString(body, 'lastname');
    const email = requiredString(body, 'email');
    const emailRepeat = requiredString(body, 'emailRepeat');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('"email" must be a valid email');
    if (email.trim().toLowerCase() !== emailRepeat.trim().toLowerCase())
      throw badRequest('"emailRepeat" must match "email"');
    const optional = (key: string) =>
      typeof body[key] === 'string' && body[key] !== '' ? { [key]: body[key] as string } : {};
    record.customer = { prename, lastname, email, ...optional('postal'), ...optional('country'), ...optional('phone') };
    if (isRecord(body.extraFields)) record.extraFields = body.extraFields;
    return this.touch(record);
  }

  reserve(id: string, body: Body): CheckoutRecord {
    const record = this.open(id, body.secret);
    if (!record.holding && record.eventId) {
      this.hold(this.catalogue.get(record.eventId), record.lines);
      record.holding = true;
    }
    return this.touch(record);
  }

  /** gives the stock back; aborting an aborted (or lapsed) checkout answers it again */
  abort(id: string, body: Body): CheckoutRecord {
    const record = this.opened(id, body.secret);
    if (record.status === 'COMPLETE') throw badRequest(MESSAGES.checkoutComplete);
    if (record.status === 'NEW') {
      this.letGo(record);
      record.status = 'ABORTED';
      this.touch(record);
    }
    return record;
  }

  read(id: string, secret: unknown): CheckoutRecord {
    return this.opened(id, secret);
  }

  /** a NEW checkout still in time, or 400 naming why not */
  live(record: CheckoutRecord): CheckoutRecord {
    if (record.expired) throw badRequest(MESSAGES.checkoutExpired);
    if (record.status === 'ABORTED') throw badRequest(MESSAGES.checkoutAborted);
    if (record.status === 'COMPLETE') throw badRequest(MESSAGES.checkoutComplete);
    return record;
  }

  /**
   * A seated checkout's seats are still held by its reservation (a reservation cancelled or lapsed meanwhile let
   * them go: the checkout cannot be completed), or 400 'Tickets are not available'.
   */
  seatsStillHeld(record: CheckoutRecord): void {
    const seated = record.lines.filter((line) => line.seatingInfo);
    if (seated.length === 0) return;
    const event = record.eventId ? this.catalogue.find(record.eventId) : undefined;
    const held = record.seatingReservationToken
      ? this.seats.seatsHeld(record.seatingReservationToken, event?.seatingEventId)
      : undefined;
    if (!held || seated.some((line) => !held.has(line.seatingInfo!.statusId)))
      throw badRequest(MESSAGES.ticketsNotAvailable);
  }

  /** the hold becomes sold tickets, and its seats booked (its seat reservation ends) */
  complete(record: CheckoutRecord): void {
    record.status = 'COMPLETE';
    record.holding = false;
    if (record.seatingReservationToken)
      this.seats.book(
        record.seatingReservationToken,
        record.lines.flatMap((line) => (line.seatingInfo ? [line.seatingInfo.statusId] : [])),
      );
    this.touch(record);
  }

  /** lapses every NEW checkout whose time is up, giving its stock back */
  sweep(): void {
    const now = this.now().getTime();
    for (const record of this.records.values())
      if (record.status === 'NEW' && Date.parse(record.expiresAt) <= now) this.lapse(record);
  }

  expireNow(id: string): void {
    const record = this.records.get(id);
    if (!record) throw new Error(`no checkout ${id}`);
    if (record.status === 'NEW') this.lapse(record);
  }

  priced(record: CheckoutRecord): PricedItem | undefined {
    const event = record.eventId ? this.catalogue.find(record.eventId) : undefined;
    return event ? priceItem(record.lines, event.sellerFees, event.taxSettings, record.coupon) : undefined;
  }

  wire(record: CheckoutRecord): VivenuCheckout {
    return checkoutWire(record, this.priced(record));
  }

  summary(record: CheckoutRecord): CheckoutSummary {
    return checkoutSummary(record, this.priced(record));
  }

  /** the checkout when the secret is its own, whatever its status */
  opened(id: string, secret: unknown): CheckoutRecord {
    const record = this.records.get(id);
    if (!record) throw notFound('Checkout not found');
    if (typeof secret !== 'string' || secret !== record.secret) throw new VivenuHttpFailure(401, MESSAGES.badSecret);
    return record;
  }

  private open(id: string, secret: unknown): CheckoutRecord {
    return this.live(this.opened(id, secret));
  }

  private lapse(record: CheckoutRecord): void {
    this.letGo(record);
    record.status = 'ABORTED';
    record.expired = true;
  }

  private letGo(record: CheckoutRecord): void {
    const event = record.eventId ? this.catalogue.find(record.eventId) : undefined;
    if (record.holding && event) this.release(event, record.lines);
    record.holding = false;
  }

  private touch(record: CheckoutRecord): CheckoutRecord {
    record.updatedAt = this.now().toISOString();
    return record;
  }

  private cart(body: Body): Cart {
    return readCart({ catalogue: this.catalogue, coupons: this.coupons, seats: this.seats, now: this.now }, body);
  }

  /** a checkout's seats do not lapse while it holds them (an aborted one leaves them to the seating service) */
  private holdSeats(record: CheckoutRecord): void {
    if (record.seatingReservationToken && record.lines.some((line) => line.seatingInfo))
      this.seats.holdUntil(record.seatingReservationToken, Date.parse(record.expiresAt));
  }

  private hold(event: SandboxEvent, lines: VivenuCheckoutTicket[]): void {
    const wanted = new Map<string, number>();
    for (const line of lines) wanted.set(line.ticketTypeId, (wanted.get(line.ticketTypeId) ?? 0) + line.amount);
    for (const [id, amount] of wanted) {
      const type = event.tickets.find((candidate) => candidate.id === id);
      if (!type || type.v < amount) throw badRequest(MESSAGES.ticketsNotAvailable);
    }
    for (const [id, amount] of wanted) event.tickets.find((candidate) => candidate.id === id)!.v -= amount;
  }

  private release(event: SandboxEvent, lines: VivenuCheckoutTicket[]): void {
    for (const line of lines) {
      const type = event.tickets.find((candidate) => candidate.id === line.ticketTypeId);
      if (type) type.v += line.amount;
    }
  }
}
