import {
  PAYMENT_REFUNDED_REPLACED,
  TIMESLOT_GONE_AT_CONFIRM,
} from '../../../src/common/domain/booking/booking-messages';
import { startBookingApp, type BookingApp } from './booking-harness';
import { confirmBody, reserve } from './booking-flow';
import { adminPayments, openIntent, payCard, type Reserved } from './booking-payments';

// A promo code that replaces another (or the full price) releases the reservation revision it replaced: that
// token no longer pays, confirms or takes a code, and its card payment is cancelled, or refunded when paid

let app: BookingApp;
let token: string;
beforeAll(async () => {
  app = await startBookingApp();
  token = await app.session();
});
afterAll(() => app?.test.close());

const promo = (reservation: string, code: string) => app.post('/api/booking-apply-promo', { token: reservation, code });

async function pamper(): Promise<{ reservation: Reserved; address: string }> {
  const { res, email: address } = await reserve(app, token, 'pamper', 20, 3);
  expect(res.status).toBe(201);
  return { reservation: res.body.reservationData as Reserved, address };
}

describe('a promo code that replaces the price before it', () => {
  it('should leave the replaced tokens confirming nothing and their unpaid intents cancelled', async () => {
    const { reservation, address } = await pamper();
    const full = await openIntent(app, reservation);
    const tenOff = (await promo(reservation.token, 'WELCOME10').expect(200)).body;
    expect(app.test.sandboxes.stripe.intent(full.id)?.status).toBe('canceled');
    const free = (await promo(tenOff.token, 'FREEBOOK').expect(200)).body;
    expect(free.fullyDiscounted).toBe(true);
    expect(app.test.sandboxes.stripe.intent(tenOff.paymentIntent.id)?.status).toBe('canceled');

    // the full-price intent, paid anyway in a tab left open, cannot be charged
    expect((await payCard(app, full.client_secret)).error).toMatchObject({ code: 'payment_intent_unexpected_state' });
    // (each with a code other than the one that replaced it: the same code again is the same replacement)
    for (const [old, code] of [
      [reservation.token, 'FREEBOOK'],
      [tenOff.token, 'WELCOME10'],
    ] as const) {
      const refused = await app.post('/api/booking-confirm', confirmBody(old, address)).expect(400);
      expect(refused.body.message).toBe(TIMESLOT_GONE_AT_CONFIRM);
      expect((await promo(old, code).expect(400)).body.message).toBe(TIMESLOT_GONE_AT_CONFIRM);
      await app.post(`/api/booking-payment-intent?invoice_id=${reservation.invoice.id}`, { token: old }).expect(400);
    }
    const confirmed = await app.post('/api/booking-confirm', confirmBody(free.token, address)).expect(200);
    expect(confirmed.body.bookings).toEqual(reservation.bookings);
    expect(await adminPayments(app)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reference: full.id, status: 'cancelled', reason: 'replaced' }),
        expect.objectContaining({ reference: tenOff.paymentIntent.id, status: 'cancelled', reason: 'replaced' }),
      ]),
    );
  });

  it('should refund at once a full price already paid, and tell the visitor who confirms with it', async () => {
    const { reservation, address } = await pamper();
    const full = await openIntent(app, reservation);
    expect((await payCard(app, full.client_secret)).paymentIntent.status).toBe('succeeded');
    const tenOff = (await promo(reservation.token, 'WELCOME10').expect(200)).body;
    expect(app.test.sandboxes.stripe.intent(full.id)).toMatchObject({ status: 'succeeded', refunded: 4500 });
    const told = await app
      .post('/api/booking-confirm', confirmBody(reservation.token, address, { paymentIntentId: full.id }))
      .expect(409);
    expect(told.body.message).toBe(PAYMENT_REFUNDED_REPLACED);
    // the discounted price books it
    await payCard(app, tenOff.paymentIntent.client_secret);
    const confirmed = await app
      .post('/api/booking-confirm', confirmBody(tenOff.token, address, { paymentIntentId: tenOff.paymentIntent.id }))
      .expect(200);
    expect(confirmed.body.bookings).toEqual(reservation.bookings);
    expect(app.test.sandboxes.stripe.intent(tenOff.paymentIntent.id)?.refunded).toBe(0);
  });

  it('should answer the same code applied twice at once alike', async () => {
    const { reservation } = await pamper();
    const [one, two] = await Promise.all([
      promo(reservation.token, 'WELCOME10'),
      promo(reservation.token, 'WELCOME10'),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.body.invoice).toEqual(one.body.invoice);
    expect(two.body.paymentIntent.id).toBe(one.body.paymentIntent.id);
  });
});
