import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { TICKET_CRASH_POINTS, type CrashPoint } from '../../../src/modules/payments/crash-switch.service';
import { DEMO_WEBHOOK_TOKEN } from '../../../src/sandbox/start-sandboxes';
import { startShippedApp, type ShippedApp } from '../../utils/shipped-app';
import { eventually } from '../submissions/ledger-harness';

// decision 0029 item 4 'no charge without tickets' through a server killed (SIGKILL) at each point of a ticket
// order's card payment (docs/ticketing.md "Crash drill"): the shipped build, restarted on the same ledger and
// sandboxes; after each crash one visitor carries on (asks again for the step that died) and one never comes back,
// which the settle job finishes. Every succeeded payment must end in exactly one issued order or a refund. Needs
// `npm run build`.

jest.setTimeout(180_000);

const CENTRE = 'willowvale';
const EVENT = `${CENTRE}-members`;
const TICKET = `${CENTRE}-members-entry`;
const folder = mkdtempSync(join(tmpdir(), 'atrium-ticket-drill-'));
const crashFile = join(folder, 'crash-at');
let app: ShippedApp;
let restarts = 0;
let keys = 0;
const key = (): string => `9e4c2a71-5d3b-4f60-8b12-${String((keys += 1)).padStart(12, '0')}`;

beforeAll(async () => {
  app = await startShippedApp({
    env: {
      BOOKING_CRASH_FILE: crashFile,
      BOOKING_SETTLE_INTERVAL_MS: '250',
      BOOKING_SETTLE_GRACE_MS: '1000',
      // a killed instance's settle leases lapse after this
      BOOKING_SETTLE_LEASE_MS: '2000',
    },
  });
});
afterAll(async () => {
  await app?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A call to the site; `undefined` when the server died under it. */
async function call(method: 'get' | 'post', path: string, body?: object, headers: Record<string, string> = {}) {
  const req = request(app.url)[method](path).set('Host', app.host(CENTRE)).set('Authorization', 'demo-pass');
  for (const [name, value] of Object.entries(headers)) req.set(name, value);
  return (method === 'post' ? req.send(body ?? {}) : req).then(
    (res) => res,
    () => undefined,
  );
}

async function alive<T>(answer: T | undefined): Promise<T> {
  if (answer !== undefined) return answer;
  restarts += 1;
  await app.restart();
  throw new Error('the server died');
}

interface Visitor {
  point: CrashPoint;
  returns: boolean;
  email: string;
  intentId?: string;
  outcome?: 'confirmed' | 'left' | number;
}

/** The modal's calls for one paid ticket; a step the server died under is asked again unless the visitor left. */
async function buy(visitor: Visitor): Promise<Visitor['outcome']> {
  const step = async <T>(make: () => Promise<T | undefined>): Promise<T | 'died'> => {
    const first = await make();
    if (first !== undefined) return first;
    restarts += 1;
    await app.restart();
    if (!visitor.returns) return 'died';
    const again = await make();
    if (again === undefined) throw new Error('the server died twice');
    return again;
  };
  const created = await alive(
    await call(
      'post',
      '/api/checkout',
      { eventId: EVENT, items: [{ ticketTypeId: TICKET, amount: 1 }] },
      { 'Idempotency-Key': key() },
    ),
  );
  expect(created.status).toBe(201);
  const given = await alive(
    await call('post', '/api/checkout/details', {
      token: created.body.token,
      personal: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: visitor.email,
        countryResidence: 'AU',
        countryCode: 'AU',
        mobile: '0412345678',
        postcode: '3000',
      },
      answers: { event_specific: {}, ticket_specific: {} },
      terms: true,
      newsletter: false,
    }),
  );
  expect(given.status).toBe(200);
  const token = given.body.checkout.token as string;
  // Pay: the card payment asked for, the card unless it is paid, then the confirmation; after a crash, Pay again
  const pay = async () => {
    const payment = await call('post', '/api/payments/requests', { token }, { 'Idempotency-Key': key() });
    if (!payment) return undefined;
    visitor.intentId = payment.body.id;
    if (payment.body.status !== 'succeeded') {
      const card = await call('post', '/api/booking-card-sandbox', {
        client_secret: payment.body.client_secret,
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2039, cvc: '123' },
        billing_details: { name: 'Ada Lovelace' },
      });
      if (!card) return undefined;
    }
    return call(
      'post',
      '/api/confirm-booking',
      { token, paymentIntentId: visitor.intentId },
      { 'Idempotency-Key': key() },
    );
  };
  const confirmed = await step(pay);
  if (confirmed === 'died') return 'left';
  return confirmed.status === 200 ? 'confirmed' : confirmed.status;
}

interface Order {
  status: string;
  checkoutId: string;
  transactionId?: string;
  payment?: { reference: string; outcome: string };
}

async function orders(): Promise<Order[]> {
  const res = await alive(
    await call('get', '/api/admin/ticket-orders?limit=1000', undefined, { 'x-webhook-token': DEMO_WEBHOOK_TOKEN }),
  );
  const body = res.body as Record<string, Order[]>;
  return [...body.confirmed!, ...body.abandoned!, ...body.failed!, ...body.aborted!, ...body.open!];
}

describe('the server killed at each point of a ticket order card payment', () => {
  it('should leave every succeeded payment with its tickets issued exactly once, or refunded', async () => {
    const visitors: Visitor[] = [];
    for (const point of TICKET_CRASH_POINTS)
      for (const returns of point === 'intent-created' ? [true] : [true, false])
        visitors.push({
          point,
          returns,
          email: `drill-${point}-${returns ? 'back' : 'gone'}-${process.pid}@example.com`,
        });

    for (const visitor of visitors) {
      writeFileSync(crashFile, visitor.point);
      visitor.outcome = await buy(visitor);
      // the next point is armed once this payment is settled, so the settle job never meets it first
      await eventually(async () =>
        (await orders()).some((o) => o.payment?.reference === visitor.intentId && o.payment?.outcome !== 'unsettled'),
      );
    }
    // the server died once at each visitor's point, and never elsewhere
    expect(restarts).toBe(visitors.length);
    for (const visitor of visitors.filter((v) => v.returns))
      expect([visitor.point, visitor.outcome]).toEqual([visitor.point, 'confirmed']);

    const ours = new Set(visitors.map((v) => v.intentId));
    const all = await orders();
    const intents = app.sandboxes.stripe.intents().filter((intent) => ours.has(intent.id));
    expect(intents.filter((i) => i.status === 'succeeded')).toHaveLength(visitors.length);
    for (const intent of intents) {
      const paid = all.filter((o) => o.payment?.reference === intent.id);
      expect([intent.id, paid.length]).toEqual([intent.id, 1]);
      const order = paid[0]!;
      if (intent.refunded === intent.amount) {
        expect(order.status).toBe('refunded');
        continue;
      }
      // charged, so issued: the order confirmed with its transaction, the checkout COMPLETE at Vivenu
      expect([intent.id, order.status]).toEqual([intent.id, 'confirmed']);
      expect(order.transactionId).toEqual(expect.any(String));
      expect(app.sandboxes.vivenu.checkout(order.checkoutId)?.status).toBe('COMPLETE');
    }
  });
});
