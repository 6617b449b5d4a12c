/**
 * Checkouts and the stock they hold. A checkout made with tickets holds them at once (as does `reserve` for one
 * that holds none); changing the cart swaps the hold or, when the new cart is short of stock, keeps the old one
 * and answers 400. `abort` and expiry (`expiresAt`) give the stock back; a completed payment turns the hold
 * into sold tickets. Lapsed checkouts are found on every request, so the sandbox's clock alone decides.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { VivenuCheckout, VivenuCheckoutTicket, VivenuSeatingInfo } from '../../modules/ticketing/vivenu.wire';
import { priceItem, roundDollars, type PricedItem } from './checkout-pricing';
import type { CouponBook, SandboxCoupon } from './coupons';
import type { EventCatalogue } from './event-catalogue';
import type { SandboxEvent } from './sandbox-event';
import { badRequest, MESSAGES, notFound, VivenuHttpFailure } from './vivenu-http-error';
import type { CheckoutSummary } from './vivenu-sandbox.types';

export interface CheckoutRecord {
  id: string;
  secret: string;
  sellerId: string;
  status: 'NEW' | 'ABORTED' | 'COMPLETE';
  expired: boolean;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  itemId: string;
  eventId?: string;
  lines: VivenuCheckoutTicket[];
  coupon?: SandboxCoupon;
  seatingReservationToken: string | null;
  /** its tickets are taken from stock */
  holding: boolean;
  customer?: { prename: string; lastname: string; email: string; postal?: string; country?: string; phone?: string };
  extraFields?: Record<string, unknown>;
}

interface Cart {
  event: SandboxEvent;
  lines: VivenuCheckoutTicket[];
  coupon?: SandboxCoupon;
  seatingReservationToken: string | null;
}

type Body = Record<string, unknown>;

const isRecord = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function requiredString(body: Body, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`"${key}" is required`);
  return value;
}

export class CheckoutStore {
  readonly records = new Map<string, CheckoutRecord>();
  checkoutMinutes: number;

  constructor(
    private readonly catalogue: EventCatalogue,
    private readonly coupons: CouponBook,
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
    return record;
  }

  /** replaces the cart; a cart short of stock leaves the checkout and its hold as they were */
  setItems(id: string, body: Body): CheckoutRecord {
    const record = this.open(id, body.secret);
    const cart = this.cart(body);
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

  /** the hold becomes sold tickets */
  complete(record: CheckoutRecord): void {
    record.status = 'COMPLETE';
    record.holding = false;
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
    const priced = this.priced(record);
    const items =
      record.eventId && priced
        ? [
            {
              _id: record.itemId,
              eventId: record.eventId,
              tickets: record.lines.map((line) => ({ ...line })),
              products: [],
              appliedCoupons: record.coupon
                ? [
                    {
                      _id: record.coupon.couponId,
                      code: record.coupon.code,
                      name: record.coupon.name,
                      discountType: record.coupon.discountType,
                      discountValue: record.coupon.discountValue,
                      discount: priced.discount,
                    },
                  ]
                : [],
              regularPrice: priced.regularPrice,
              realPrice: priced.realPrice,
              outerCharge: priced.outerCharge,
              tax: priced.tax,
              seatingReservationToken: record.seatingReservationToken,
            },
          ]
        : [];
    return {
      _id: record.id,
      secret: record.secret,
      status: record.status,
      type: 'transaction',
      sellerId: record.sellerId,
      items,
      realPrice: roundDollars(priced?.total ?? 0),
      currency: 'AUD',
      expiresAt: record.expiresAt,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      ...(record.customer
        ? {
            customer: {
              prename: record.customer.prename,
              lastname: record.customer.lastname,
              email: record.customer.email,
            },
          }
        : {}),
    };
  }

  summary(record: CheckoutRecord): CheckoutSummary {
    const tickets: Record<string, number> = {};
    for (const line of record.lines) tickets[line.ticketTypeId] = (tickets[line.ticketTypeId] ?? 0) + line.amount;
    return {
      id: record.id,
      sellerId: record.sellerId,
      eventId: record.eventId,
      status: record.status,
      expired: record.expired,
      expiresAt: record.expiresAt,
      tickets,
      holding: record.holding,
      realPrice: roundDollars(this.priced(record)?.total ?? 0),
      coupons: record.coupon ? [record.coupon.code] : [],
    };
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

  /** the cart a request names, checked against the event: on sale, known ticket types, limits, coupon */
  private cart(body: Body): Cart {
    const eventId = requiredString(body, 'eventId');
    if (!Array.isArray(body.items)) throw badRequest('"items" is required');
    const event = this.catalogue.get(eventId);
    const status = this.catalogue.saleStatus(event);
    if (event.eventType === 'ROOT' || status === 'planned' || status === 'past') throw badRequest(MESSAGES.notOnSale);
    const lines: VivenuCheckoutTicket[] = [];
    for (const item of body.items as unknown[]) {
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
    const count = lines.reduce((sum, line) => sum + line.amount, 0);
    if (count > event.max) throw badRequest(`No more than ${event.max} tickets per order`);
    for (const type of event.tickets) {
      const amount = lines.filter((line) => line.ticketTypeId === type.id).reduce((sum, line) => sum + line.amount, 0);
      if (type.maxAmountPerOrder !== undefined && amount > type.maxAmountPerOrder)
        throw badRequest(`No more than ${type.maxAmountPerOrder} ${type.name} tickets per order`);
    }
    const token = body.seatingReservationToken;
    return {
      event,
      lines,
      coupon: this.coupon(body.coupons),
      seatingReservationToken: typeof token === 'string' && token !== '' ? token : null,
    };
  }

  /** the first code given; coupons here cannot be combined */
  private coupon(codes: unknown): SandboxCoupon | undefined {
    if (codes === undefined || codes === null) return undefined;
    if (!Array.isArray(codes) || !codes.every((code) => typeof code === 'string'))
      throw badRequest('"coupons" must be a list of codes');
    const [first] = codes as string[];
    if (first === undefined) return undefined;
    const coupon = this.coupons.find(first);
    if (!coupon || this.coupons.validity(coupon, this.now()) !== 'valid') throw badRequest(MESSAGES.couponNotValid);
    return coupon;
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
