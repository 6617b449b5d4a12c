import { CRASH_POINTS, type CrashPoint } from '../../../src/modules/payments/crash-switch.service';
import { useCrashDrill } from '../../utils/crash-drill';
import { eventually } from '../submissions/ledger-harness';
import { client } from './booking-flow';

// QUALITY R5 'no charge without a booking' through a server killed (SIGKILL) at each point of the card payment
// flow (docs/booking.md "Crash drill"): the shipped build, restarted on the same ledger and sandboxes; after each
// crash one visitor carries on (presses Pay or confirms again) and one never comes back, which the settle job
// finishes. Every succeeded payment must end in exactly one booking or a refund. Needs `npm run build`.
// The bench with more visitors: node bench/r5-booking-drill.mjs

jest.setTimeout(180_000);

const CENTRE = 'willowvale';
const PAGE = '/book/personal-styling';
const drill = useCrashDrill(CENTRE);
const { call, alive } = drill;

interface Visitor {
  email: string;
  intentId?: string;
  reservation?: { token: string; invoice: { id: number } };
}

/** Every free styling time of the coming weeks, one per stylist and day. */
async function freeTimes(block: unknown, token: string): Promise<{ provider: number; date: string; time: string }[]> {
  const times = [];
  const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  for (const provider of [1, 2]) {
    const res = await alive(
      await call('post', '/api/booking-slots', {
        block,
        token,
        service_id: 1,
        provider_id: provider,
        date_from: from,
        date_to: to,
      }),
    );
    for (const day of res.body.data.slots as { date: string; slots: { time: string; available_count: number }[] }[]) {
      const slot = day.slots.find((candidate) => candidate.available_count > 0);
      if (slot) times.push({ provider, date: day.date, time: slot.time });
    }
  }
  return times;
}

/**
 * The browser's calls for one paid booking; each step is tried again once the server is back when it died under
 * it, unless `stopAfterCrash` (the visitor who never comes back).
 */
async function book(
  visitor: Visitor,
  block: unknown,
  slot: { provider: number; date: string; time: string },
  stopAfterCrash: boolean,
): Promise<'booked' | 'left' | number> {
  const session = await alive(await call('post', '/api/booking-public-token'));
  const reserved = await alive(
    await call(
      'post',
      '/api/booking-reserve',
      {
        block,
        token: session.body.token,
        event_id: 1,
        provider_id: slot.provider,
        date: slot.date,
        time: slot.time,
        quantity: 1,
        answers: { Whatareyoushoppingfor: 'Workwear' },
        products: [],
        email: visitor.email,
      },
      { 'Idempotency-Key': `drill-${visitor.email.replace(/\W/g, '-')}` },
    ),
  );
  const reservation = reserved.body.reservationData as Visitor['reservation'] & object;
  visitor.reservation = reservation;
  const intentPath = `/api/booking-payment-intent?invoice_id=${reservation.invoice.id}`;
  const opened = await drill.step(() => call('post', intentPath, { token: reservation.token }), !stopAfterCrash);
  if (opened === 'died') return 'left';
  const details = { token: reservation.token, client: client(visitor.email), subscribe: false, consent: true };
  // Pay: the details, the card unless the intent says it is paid, then the confirm; after a crash, Pay again
  const pay = async () => {
    const pressed = await call('post', intentPath, details);
    if (!pressed) return undefined;
    visitor.intentId = pressed.body.id;
    if (pressed.body.status !== 'succeeded' && !(await drill.payByCard(pressed.body.client_secret))) return undefined;
    return call('post', '/api/booking-confirm', { ...details, paymentIntentId: visitor.intentId });
  };
  const confirmed = await drill.step(pay, !stopAfterCrash);
  if (confirmed === 'died') return 'left';
  return confirmed.status === 200 ? 'booked' : confirmed.status;
}

interface Payment {
  reference: string;
  status: string;
  bookingIds: number[];
}

async function overview(): Promise<{ confirmed: { bookingIds: number[] }[]; payments: Payment[] }> {
  return (await drill.operator('/api/admin/bookings?limit=1000')).body;
}

describe('the server killed at each point of a card payment', () => {
  it('should leave every succeeded payment booked exactly once or refunded', async () => {
    const page = await alive(await call('get', `/api/page?path=${encodeURIComponent(PAGE)}`));
    const found = /"block":\{"page":"([^"]+)","uid":"([^"]+)"\}/.exec(JSON.stringify(page.body));
    const block = { page: found![1], uid: found![2] };
    const session = await alive(await call('post', '/api/booking-public-token'));
    const times = await freeTimes(block, session.body.token);
    const visitors: (Visitor & { point: CrashPoint; returns: boolean; outcome?: unknown })[] = [];
    for (const point of CRASH_POINTS)
      for (const returns of point === 'intent-created' ? [true] : [true, false])
        visitors.push({
          email: `drill-${point}-${returns ? 'back' : 'gone'}-${process.pid}@example.com`,
          point,
          returns,
        });
    expect(times.length).toBeGreaterThanOrEqual(visitors.length);

    for (const [index, visitor] of visitors.entries()) {
      drill.arm(visitor.point);
      visitor.outcome = await book(visitor, block, times[index]!, !visitor.returns);
      // the next point is armed once this payment is settled, so the settle job never meets it first
      await eventually(async () => {
        const { payments } = await overview();
        return payments.some((p) => p.reference === visitor.intentId && p.status !== 'unsettled');
      });
    }
    // the server died once at each visitor's point, and never elsewhere
    expect(drill.restarts).toBe(visitors.length);
    for (const visitor of visitors.filter((v) => v.returns))
      expect([visitor.point, visitor.outcome]).toEqual([visitor.point, 'booked']);

    // the settle job finishes what the visitors who never came back left
    const ours = new Set(visitors.map((v) => v.intentId).filter(Boolean));
    await eventually(async () => {
      const { payments } = await overview();
      return payments.filter((p) => ours.has(p.reference)).every((p) => p.status !== 'unsettled');
    });
    const { confirmed, payments } = await overview();
    const intents = drill.app.sandboxes.stripe.intents().filter((intent) => ours.has(intent.id));
    const held = drill.app.sandboxes.simplybook.bookings(CENTRE);
    for (const intent of intents.filter((i) => i.status === 'succeeded')) {
      const payment = payments.find((p) => p.reference === intent.id)!;
      if (intent.refunded === intent.amount) {
        expect(payment.status).toBe('refunded');
        continue;
      }
      // charged, so booked: one ledger record, its bookings confirmed at the provider
      expect([intent.id, payment.status]).toEqual([intent.id, 'booked']);
      expect(confirmed.filter((r) => r.bookingIds.some((id) => payment.bookingIds.includes(id)))).toHaveLength(1);
      for (const id of payment.bookingIds) expect(held.find((b) => b.id === id)?.status).toBe('confirmed');
    }
    // one booking per visitor, whatever was retried
    for (const visitor of visitors) {
      const own = held.filter((b) => b.clientEmail === visitor.email && b.status === 'confirmed');
      expect(own.length).toBeLessThanOrEqual(1);
    }
    expect(intents.filter((i) => i.status === 'succeeded').length).toBeGreaterThanOrEqual(visitors.length - 1);
  });
});
