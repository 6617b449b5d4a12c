import type { CardPaymentResult, SandboxCardRequest } from '../../../src/common/domain/booking/booking-wire';
import type {
  CheckoutView,
  TicketConfirmation,
  TicketingAvailability,
  TicketingEvent,
  TicketingEventContent,
  TicketingEventSummary,
  SeatMapView,
  SeatReservation,
  TicketPaymentRequest,
  TicketRequestItem,
} from '../../../src/common/domain/ticketing/ticketing-wire';
import {
  type CreateCheckoutRequest,
  type DetailsRequest,
  type MembershipCheck,
  TicketingCallError,
  type TicketingApi,
} from './ticketing-api';
import { theatreTickets } from '../../../src/common/domain/ticketing/seat-map.fixtures';
import { MemorySeating } from './seating.fixtures';
import type { SandboxCardPayment } from '../payments/sandbox-card-payment';
import type { TicketingFlowStore } from './ticketing-flow.store';

export const content: TicketingEventContent = {
  centreSlug: 'willowvale',
  title: 'Santa Photos',
  vivenuEventId: 'willowvale-recurrent',
  offline: false,
  soldOut: false,
  membersOnly: false,
};

export function eventOf(overrides: Partial<TicketingEvent> = {}): TicketingEvent {
  return {
    _id: 'willowvale-recurrent-20261205-1000',
    name: 'Santa Photos',
    start: '2026-12-04T23:00:00.000Z',
    end: '2026-12-05T00:00:00.000Z',
    timezone: 'Australia/Melbourne',
    saleStatus: 'onSale',
    eventType: 'RECURRENCE',
    v: 40,
    max: 6,
    min: 1,
    seating: false,
    tickets: [
      { id: 'adult', name: 'Adult', priceCents: 2000, v: 30, categoryRef: 'general', requiresExtraFields: false },
      { id: 'child', name: 'Child', priceCents: 1000, v: 10, categoryRef: 'general', requiresExtraFields: true },
    ],
    categories: [{ _id: 'c1', ref: 'general', name: 'General' }],
    extraFields: [{ _id: 'f1', name: 'How did you hear about us?', slug: 'heard', type: 'text', required: true }],
    ticketExtraFields: [{ _id: 'f2', name: "Child's name", slug: 'child_name', type: 'text', required: true }],
    meta: { max_adult_tickets: 4 },
    startingPriceCents: 1000,
    fees: { cXfCents: 0, cXv: 0, ccXfCents: 0 },
    tax: { rate: 0.1, inclusive: true },
    ...overrides,
  };
}

/**
 * A seated event over the small theatre (seat-map.fixtures.ts): Premium (Stalls A to C), Standard (Stalls D to
 * F) and Circle tickets, an adult's and a child's in each of the first two.
 */
export function seatedEventOf(overrides: Partial<TicketingEvent> = {}): TicketingEvent {
  return eventOf({
    name: 'The Nutcracker',
    seating: true,
    seatingEventId: 'seating-theatre',
    v: 100,
    max: 6,
    ...theatreTickets(),
    extraFields: [],
    ticketExtraFields: [],
    meta: {},
    startingPriceCents: 2500,
    ...overrides,
  });
}

/**
 * The personal details step as a visitor goes through it: the email checked, then the details filled in (Next on
 * them is the test's to press).
 */
export async function giveDetails(flow: TicketingFlowStore, lastName = 'Lovelace'): Promise<void> {
  flow.details.set('email', 'ada@example.com');
  await flow.primary();
  for (const [field, value] of [
    ['first_name', 'Ada'],
    ['last_name', lastName],
    ['mobile', '0412345678'],
    ['postcode', '3000'],
  ] as const)
    flow.details.set(field, value);
}

/** A card typed into the sandbox card form (Pay is the test's to press). */
export function typeCard(flow: TicketingFlowStore, number = '4242 4242 4242 4242'): void {
  const card = flow.payment.card as SandboxCardPayment;
  card.setNumber(number);
  card.setExpiry('1230');
  card.setCvc('123');
}

export const summaries: TicketingEventSummary[] = [
  {
    _id: 'willowvale-recurrent-20261205-1000',
    name: 'Santa Photos',
    start: '2026-12-04T23:00:00.000Z',
    end: '2026-12-05T00:00:00.000Z',
    timezone: 'Australia/Melbourne',
    saleStatus: 'onSale',
    v: 40,
    startingPriceCents: 1000,
  },
  {
    _id: 'willowvale-recurrent-20261205-1400',
    name: 'Santa Photos',
    start: '2026-12-05T03:00:00.000Z',
    end: '2026-12-05T04:00:00.000Z',
    timezone: 'Australia/Melbourne',
    saleStatus: 'onSale',
    v: 3,
    startingPriceCents: 1000,
  },
  {
    _id: 'willowvale-recurrent-20261206-1000',
    name: 'Santa Photos',
    start: '2026-12-05T23:00:00.000Z',
    end: '2026-12-06T00:00:00.000Z',
    timezone: 'Australia/Melbourne',
    saleStatus: 'onSale',
    v: 0,
    startingPriceCents: 1000,
  },
];

/**
 * An in-memory stand-in of the site's ticketing API that keeps what the server keeps: stock that runs out, a
 * checkout that can be aborted, coupons (TIX10 10% off, FREETIX all of it), a card that pays or is declined.
 */
export class MemoryTicketingApi implements TicketingApi {
  calls: string[] = [];
  aborted: string[] = [];
  stock: Record<string, number> = { adult: 30, child: 10 };
  /** each checkout call's items and seat reservation token, as the server was asked */
  asked: Array<{ items: TicketRequestItem[]; seatingReservationToken?: string }> = [];
  readonly seating: MemorySeating;
  private checkouts = new Map<string, CheckoutView>();
  private lapsed = new Set<string>();
  private next = 1;

  constructor(
    private readonly event: TicketingEvent = eventOf(),
    private readonly listed: TicketingEventSummary[] = summaries,
    private readonly clock: () => number = Date.now,
  ) {
    this.seating = new MemorySeating(clock, undefined, event.max);
    if (event.seating) this.stock = Object.fromEntries(event.tickets.map((ticket) => [ticket.id, ticket.v]));
  }

  async listings(): Promise<TicketingEventSummary[]> {
    this.calls.push('listings');
    return this.listed;
  }

  async eventInfo(eventId: string): Promise<TicketingEvent> {
    this.calls.push(`info ${eventId}`);
    return { ...this.event, _id: eventId };
  }

  async availability(): Promise<TicketingAvailability> {
    return { v: 40, saleStatus: 'onSale', tickets: Object.entries(this.stock).map(([id, v]) => ({ id, v })) };
  }

  async createCheckout(request: CreateCheckoutRequest): Promise<CheckoutView> {
    this.calls.push('checkout');
    this.asked.push({ items: request.items, seatingReservationToken: request.seatingReservationToken });
    return this.hold(`token-${this.next++}`, request.items);
  }

  async replaceItems(
    token: string,
    items: TicketRequestItem[],
    seatingReservationToken?: string,
  ): Promise<CheckoutView> {
    this.calls.push('items');
    this.asked.push({ items, seatingReservationToken });
    this.give(token);
    return this.hold(token, items);
  }

  async saveDetails(request: DetailsRequest): Promise<CheckoutView> {
    this.calls.push('details');
    if (request.personal.first_name === 'Refused')
      throw new TicketingCallError('Email is invalid', 400, { 'personal.email': 'Email is invalid' });
    return this.open(request.token);
  }

  async applyCoupon(code: string, token: string): Promise<CheckoutView> {
    this.calls.push(`coupon ${code}`);
    const checkout = this.open(token);
    const share = code === 'TIX10' ? 0.1 : code === 'FREETIX' ? 1 : undefined;
    if (share === undefined) throw new TicketingCallError('Invalid promo code', 400);
    const discountCents = Math.round(checkout.totals.ticketsCents * share);
    const totalCents = checkout.totals.totalCents - discountCents;
    const changed: CheckoutView = {
      ...checkout,
      totals: { ...checkout.totals, discountCents, totalCents, taxCents: Math.round(totalCents / 11) },
      appliedDiscounts: [{ type: 'var', value: share, name: code, code, absoluteDiscountCents: discountCents }],
      fullyDiscounted: totalCents === 0,
    };
    this.checkouts.set(token, changed);
    return changed;
  }

  async paymentRequest(token: string): Promise<TicketPaymentRequest> {
    this.calls.push('payment request');
    const checkout = this.open(token);
    return {
      id: `pi_${token}`,
      client_secret: `pi_${token}_secret`,
      public_key: 'sandbox',
      amountCents: checkout.totals.totalCents,
      status: 'requires_payment_method',
    };
  }

  async cardSandbox(body: SandboxCardRequest): Promise<CardPaymentResult> {
    this.calls.push('card');
    const id = body.client_secret.replace(/_secret$/, '');
    if (body.card.number === '4000000000000002') {
      return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
    }
    return { paymentIntent: { id, status: 'succeeded', amount: 0, created: 0 } };
  }

  async confirm(token: string, paymentIntentId?: string): Promise<TicketConfirmation> {
    this.calls.push(paymentIntentId ? `confirm ${paymentIntentId}` : 'confirm');
    return this.issued(token);
  }

  async tickets(token: string): Promise<TicketConfirmation> {
    this.calls.push('tickets');
    return this.issued(token);
  }

  private issued(token: string): TicketConfirmation {
    const checkout = this.open(token);
    return {
      status: 'confirmed',
      tickets: checkout.items.flatMap((line) =>
        Array.from({ length: line.amount }, (_, index) => ({
          id: `${line.ticketTypeId}-${index + 1}`,
          name: 'Santa Photos',
          ticketTypeName: line.name,
        })),
      ),
      transactionId: `TX-${token}`,
      invoiceNo: 'INV-0001',
    };
  }

  async abort(token: string): Promise<void> {
    this.aborted.push(token);
    this.give(token);
    this.checkouts.delete(token);
  }

  async verifySubscription(email: string): Promise<MembershipCheck> {
    this.calls.push('verify');
    return email.startsWith('member') ? { subscribed: true, verification: 'sealed' } : { subscribed: false };
  }

  seatMap(eventId: string): Promise<SeatMapView> {
    this.calls.push(`map ${eventId}`);
    return this.seating.seatMap(eventId);
  }

  reserveSeat(eventId: string, statusId: string, token?: string): Promise<SeatReservation> {
    this.calls.push(`reserve ${statusId}`);
    return this.seating.reserve(eventId, statusId, token);
  }

  freeSeat(eventId: string, statusId: string, token: string): Promise<{ validUntil: string }> {
    this.calls.push(`free ${statusId}`);
    return this.seating.free(eventId, statusId, token);
  }

  cancelSeatReservation(token: string): Promise<void> {
    this.calls.push(`cancel ${token}`);
    return this.seating.cancel(token);
  }

  /** The hold is over (as Vivenu's expiry would end it): the token answers 410 from now on. */
  lapse(token: string): void {
    this.give(token);
    this.checkouts.delete(token);
    this.lapsed.add(token);
  }

  private open(token: string): CheckoutView {
    const checkout = this.checkouts.get(token);
    if (this.lapsed.has(token)) {
      throw new TicketingCallError('You waited too long to complete the booking. The reservation has expired.', 410);
    }
    if (!checkout) throw new TicketingCallError('Checkout not found', 404);
    return checkout;
  }

  private give(token: string): void {
    for (const line of this.checkouts.get(token)?.items ?? [])
      this.stock[line.ticketTypeId] = (this.stock[line.ticketTypeId] ?? 0) + line.amount;
  }

  private hold(token: string, items: TicketRequestItem[]): CheckoutView {
    if (items.some((item) => (this.stock[item.ticketTypeId] ?? 0) < item.amount)) {
      throw new TicketingCallError('Tickets are not available', 400);
    }
    for (const item of items) this.stock[item.ticketTypeId] = (this.stock[item.ticketTypeId] ?? 0) - item.amount;
    const lines = items.map((item) => {
      const type = this.event.tickets.find((ticket) => ticket.id === item.ticketTypeId)!;
      return {
        ticketTypeId: item.ticketTypeId,
        name: type.name,
        amount: item.amount,
        priceCents: type.priceCents,
        ...(item.seatingInfo ? { seatingInfo: item.seatingInfo } : {}),
      };
    });
    const ticketsCents = lines.reduce((sum, line) => sum + line.priceCents * line.amount, 0);
    const checkout: CheckoutView = {
      token,
      expiresAt: new Date(this.clock() + 15 * 60_000).toISOString(),
      items: lines,
      totals: {
        ticketsCents,
        feesCents: 0,
        discountCents: 0,
        taxCents: Math.round(ticketsCents / 11),
        taxInclusive: true,
        totalCents: ticketsCents,
      },
      appliedDiscounts: [],
      fullyDiscounted: false,
    };
    this.checkouts.set(token, checkout);
    return checkout;
  }
}
