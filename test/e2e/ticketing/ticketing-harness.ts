import request from 'supertest';
import type { SeatMapSeat, SeatMapView, SeatReservation } from '../../../src/common/domain/ticketing/ticketing-wire';
import { PaymentsSettleJob, type SettleReport } from '../../../src/modules/payments/payments-settle-job.service';
import { startLedgerApp, type LedgerApp, type ManualClock } from '../submissions/ledger-harness';

/** the captcha sandbox's passing token (decision 0009) */
export const PASS = 'demo-pass';
export const CENTRE = 'willowvale';

/** The demo events of docs/ticketing.md, as the Vivenu sandbox seeds them for every centre. */
export const EVENTS = {
  recurrent: `${CENTRE}-recurrent`,
  taxExclusive: `${CENTRE}-tax-exclusive`,
  free: `${CENTRE}-free`,
  members: `${CENTRE}-members`,
  soldOut: `${CENTRE}-sold-out`,
  planned: `${CENTRE}-planned`,
  past: `${CENTRE}-past`,
  /** Comedy Gala Night: seated, in the 296-seat playhouse, at most 8 tickets per order */
  seated: `${CENTRE}-seated`,
  /** Carols by Candlelight: seated and recurrent, each date in the 2,000-seat arena, at most 10 per order */
  seatedRecurrent: `${CENTRE}-seated-recurrent`,
} as const;

/** The sandbox's test cards (contracts.md §4). */
export const CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;

let keys = 0;
export const newKey = (): string => `5b2d7e10-9c4a-4f3b-8e21-${String((keys += 1)).padStart(12, '0')}`;

export interface TicketingApp extends LedgerApp {
  post(path: string, body: unknown, options?: { key?: string; captcha?: string | null }): request.Test;
  get(path: string): request.Test;
}

/** The whole site with its sandboxes (Vivenu, Stripe, captcha), its jobs run by hand. */
export async function startTicketingApp(
  options: { clock?: ManualClock; env?: Record<string, string> } = {},
): Promise<TicketingApp> {
  const app = await startLedgerApp(options);
  const host = app.test.host(CENTRE);
  return {
    ...app,
    post: (path, body, o = {}) => {
      const req = request(app.test.url).post(path).set('Host', host);
      if (o.key) req.set('Idempotency-Key', o.key);
      const captcha = o.captcha === undefined ? PASS : o.captcha;
      if (captcha !== null) req.set('Authorization', captcha);
      return req.send(body as object);
    },
    get: (path) => request(app.test.url).get(path).set('Host', host),
  };
}

/**
 * A POST whose body is sent as a page sends it, not as supertest's JSON: a form (`form`), or a beacon's JSON as a
 * Blob of application/json (`json`) or as text/plain (`text`).
 */
export function postAs(app: TicketingApp, path: string, as: 'form' | 'json' | 'text', body: Record<string, unknown>) {
  const req = request(app.test.url).post(path).set('Host', app.test.host(CENTRE));
  if (as === 'form') return req.type('form').send(body);
  return req
    .set('Content-Type', as === 'json' ? 'application/json' : 'text/plain;charset=UTF-8')
    .send(JSON.stringify(body));
}

export function useTicketingApp(options: Parameters<typeof startTicketingApp>[0] = {}): { app: TicketingApp } {
  const handle = {} as { app: TicketingApp };
  beforeAll(async () => {
    handle.app = await startTicketingApp(options);
  });
  afterAll(() => handle.app?.test.close());
  return handle;
}

export interface Checkout {
  token: string;
  expiresAt: string;
  items: { ticketTypeId: string; name: string; amount: number; priceCents: number }[];
  totals: {
    ticketsCents: number;
    feesCents: number;
    discountCents: number;
    taxCents: number;
    taxInclusive: boolean;
    totalCents: number;
  };
  appliedDiscounts: { type: string; code: string; absoluteDiscountCents: number }[];
  fullyDiscounted: boolean;
}

/** The first date and time of the recurrent event with at least `tickets` adult tickets left. */
export async function recurrentDate(app: TicketingApp, tickets = 1): Promise<string> {
  const res = await app.get(`/api/events/public/listings?eventId=${EVENTS.recurrent}`).expect(200);
  for (const date of res.body.events as { _id: string }[]) {
    const stock = app.test.sandboxes.vivenu.stock(date._id);
    if ((stock?.tickets[`${CENTRE}-adult`] ?? 0) >= tickets) return date._id;
  }
  throw new Error('no date of the recurrent event has tickets left');
}

export async function createCheckout(
  app: TicketingApp,
  eventId: string,
  items: { ticketTypeId: string; amount: number }[],
): Promise<Checkout> {
  const res = await app.post('/api/checkout', { eventId, items }, { key: newKey() });
  if (res.status !== 201) throw new Error(`checkout ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as Checkout;
}

let emails = 0;
export const email = (): string => `ticket${(emails += 1)}.${process.pid}@example.com`;

export const personal = (address: string = email()) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: address,
  countryResidence: 'AU',
  countryCode: 'AU',
  mobile: '0412345678',
  postcode: '3000',
});

export const NO_ANSWERS = { event_specific: {}, ticket_specific: {} };

/** The details step as the modal sends it (the members event asks no questions). */
export async function giveDetails(
  app: TicketingApp,
  checkout: Checkout,
  more: Record<string, unknown> = {},
): Promise<Checkout> {
  const res = await app.post('/api/checkout/details', {
    token: checkout.token,
    personal: personal(),
    answers: NO_ANSWERS,
    terms: true,
    newsletter: false,
    ...more,
  });
  if (res.status !== 200) throw new Error(`details ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.checkout as Checkout;
}

/** The card payment asked for, and paid through the sandbox card form (as the modal's card step does). */
export async function payByCard(app: TicketingApp, checkout: Checkout, number: string = CARDS.succeeds) {
  const payment = (await app.post('/api/payments/requests', { token: checkout.token }, { key: newKey() }).expect(200))
    .body as { id: string; client_secret: string; amountCents: number; status: string; public_key: string };
  const card = { number, exp_month: 12, exp_year: 2039, cvc: '123' };
  const result = (
    await app
      .post('/api/booking-card-sandbox', {
        client_secret: payment.client_secret,
        card,
        billing_details: { name: 'Ada Lovelace' },
      })
      .expect(200)
  ).body as { paymentIntent?: { status: string }; error?: { code: string } };
  return { payment, result };
}

export function confirm(app: TicketingApp, checkout: Checkout, paymentIntentId?: string, key: string = newKey()) {
  return app.post(
    '/api/confirm-booking',
    { token: checkout.token, ...(paymentIntentId ? { paymentIntentId } : {}) },
    { key },
  );
}

/** One run of the settle job, as the scheduler makes it (the tests' jobs are off). */
export async function settleDue(app: TicketingApp): Promise<SettleReport> {
  const report = await app.test.app.get(PaymentsSettleJob).runOnce();
  if (!report) throw new Error('the settle lease was held elsewhere');
  return report;
}

/** Remaining tickets of one type, as Vivenu's sandbox holds them. */
export function stockOf(app: TicketingApp, eventId: string, ticketTypeId: string): number {
  return app.test.sandboxes.vivenu.stock(eventId)?.tickets[ticketTypeId] ?? -1;
}

export interface AdminOrder {
  order: string;
  checkoutId: string;
  status: string;
  reason?: string;
  tickets: number;
  seats?: number;
  payment?: { reference: string; amountCents: number; outcome: string; refund?: string };
  replacedPayment?: string;
  transactionId?: string;
}

export async function ticketOrders(app: TicketingApp): Promise<Record<string, AdminOrder[]>> {
  const res = await app.admin('/api/admin/ticket-orders?limit=1000');
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, AdminOrder[]>;
}

/** GET /api/seating/:eventId/map */
export async function seatMap(app: TicketingApp, eventId: string = EVENTS.seated): Promise<SeatMapView> {
  const res = await app.get(`/api/seating/${eventId}/map`);
  if (res.status !== 200) throw new Error(`seat map ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as SeatMapView;
}

export const seatsOf = (map: SeatMapView): SeatMapSeat[] =>
  map.sections.flatMap((section) => section.rows.flatMap((row) => row.seats));

/** Free seats (not wheelchair spaces) of the event now, of one seat map category if given. */
export async function freeSeats(
  app: TicketingApp,
  eventId: string = EVENTS.seated,
  categoryId?: string,
): Promise<SeatMapSeat[]> {
  return seatsOf(await seatMap(app, eventId)).filter(
    (seat) =>
      seat.state === 'free' && seat.seatType === 'normal' && (categoryId === undefined || seat.categoryId === categoryId),
  );
}

/** Each seat's state now, by status id. */
export async function seatStates(app: TicketingApp, eventId: string = EVENTS.seated): Promise<Map<string, string>> {
  return new Map(seatsOf(await seatMap(app, eventId)).map((seat) => [seat.statusId, seat.state]));
}

export function reserveSeat(app: TicketingApp, statusId: string, token?: string, eventId: string = EVENTS.seated) {
  return app.post(`/api/seating/${eventId}/reserve`, { statusId, ...(token ? { token } : {}) }, { captcha: null });
}

/** Seats reserved one after another into one reservation: its (sealed) token. */
export async function holdSeats(app: TicketingApp, seats: SeatMapSeat[], eventId: string = EVENTS.seated) {
  let token: string | undefined;
  for (const seat of seats) {
    const res = await reserveSeat(app, seat.statusId, token, eventId);
    if (res.status !== 200) throw new Error(`reserve ${res.status}: ${JSON.stringify(res.body)}`);
    token = (res.body as SeatReservation).token;
  }
  return token!;
}

/** The first date of the seated recurrent event (each date its own seats). */
export async function seatedDate(app: TicketingApp): Promise<string> {
  const res = await app.get(`/api/events/public/listings?eventId=${EVENTS.seatedRecurrent}`).expect(200);
  return (res.body.events as { _id: string }[])[0]!._id;
}
