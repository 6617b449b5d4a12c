import {
  PAYMENT_CANCELLED,
  PAYMENT_REFUNDED_TIME_GONE,
  PAYMENT_ERROR,
} from '../../../src/common/domain/booking/booking-messages';
import { deliverAllDue, ManualClock } from '../submissions/ledger-harness';
import { newKey, ref, startBookingApp, type BookingApp } from './booking-harness';
import { confirmBody, email, reserve, STYLING_ANSWERS } from './booking-flow';
import {
  adminPayments,
  bookingRecords,
  CARDS,
  openIntent,
  payCard,
  pressPay,
  settleDue,
  type Reserved,
} from './booking-payments';

// QUALITY R5 'no charge without a booking' (docs/booking.md "Settlement"): every succeeded card payment ends in
// one booking or a refund, decided by the server, with or without the visitor

let app: BookingApp;
const clock = new ManualClock(Date.now());
const HOLD_AND_A_BIT = 11 * 60_000;
const GRACE_AND_A_BIT = 121_000;

beforeAll(async () => {
  app = await startBookingApp({ clock });
});
afterAll(() => app?.test.close());

async function paidReservation(): Promise<{
  reservation: Reserved;
  address: string;
  slot: { date: string; time: string };
}> {
  const token = await app.session();
  const { res, email: address, slot } = await reserve(app, token, 'styling', 1, 1);
  expect(res.status).toBe(201);
  return { reservation: res.body.reservationData as Reserved, address, slot };
}

const providerBooking = (id: number) => app.test.sandboxes.simplybook.bookings('willowvale').find((b) => b.id === id);

describe('a card that succeeds after the hold lapsed', () => {
  it('should hold the same time again and book it, when the time is still free', async () => {
    const { reservation, address, slot } = await paidReservation();
    await openIntent(app, reservation);
    clock.advance(HOLD_AND_A_BIT); // a slow 3-D Secure check, a tab left open
    const intent = (await pressPay(app, reservation, address).expect(200)).body;
    expect((await payCard(app, intent.client_secret)).paymentIntent.status).toBe('succeeded');

    const confirmed = await app
      .post('/api/booking-confirm', confirmBody(reservation.token, address, { paymentIntentId: intent.id }))
      .expect(200);
    const [again] = confirmed.body.bookings as { id: number; code: string }[];
    expect(again!.id).not.toBe(reservation.bookings[0]!.id);
    expect(providerBooking(reservation.bookings[0]!.id)?.status).toBe('lapsed');
    expect(providerBooking(again!.id)).toMatchObject({ status: 'confirmed', date: slot.date, time: slot.time });
    expect(app.test.sandboxes.stripe.intent(intent.id)).toMatchObject({ status: 'succeeded', refunded: 0 });
    expect(await adminPayments(app)).toContainEqual(
      expect.objectContaining({ reference: intent.id, status: 'booked', bookingIds: [again!.id] }),
    );
  });

  it('should refund the payment and say so in plain words, when someone else took the time', async () => {
    const { reservation, address, slot } = await paidReservation();
    const intent = await openIntent(app, reservation);
    await pressPay(app, reservation, address).expect(200);
    clock.advance(HOLD_AND_A_BIT);
    // the place came back when the hold lapsed, and another visitor took it
    const other = await app.post(
      '/api/booking-reserve',
      {
        block: ref('styling'),
        token: await app.session(),
        event_id: 1,
        provider_id: 1,
        date: slot.date,
        time: slot.time,
        quantity: 1,
        answers: STYLING_ANSWERS,
        email: email(),
      },
      { key: newKey() },
    );
    expect(other.status).toBe(201);
    await payCard(app, intent.client_secret);

    const refused = await app
      .post('/api/booking-confirm', confirmBody(reservation.token, address, { paymentIntentId: intent.id }))
      .expect(409);
    expect(refused.body.message).toBe(PAYMENT_REFUNDED_TIME_GONE);
    expect(app.test.sandboxes.stripe.intent(intent.id)).toMatchObject({ status: 'succeeded', refunded: 8000 });
    expect(await adminPayments(app)).toContainEqual(
      expect.objectContaining({ reference: intent.id, status: 'refunded', reason: 'time-gone' }),
    );
    // asked again, the same answer and no second refund
    const again = await app
      .post('/api/booking-confirm', confirmBody(reservation.token, address, { paymentIntentId: intent.id }))
      .expect(409);
    expect(again.body.message).toBe(PAYMENT_REFUNDED_TIME_GONE);
    expect(app.test.sandboxes.stripe.intent(intent.id)?.refunded).toBe(8000);
  });
});

describe('the settle job', () => {
  it('should book a payment whose visitor never came back to confirm', async () => {
    const { reservation, address } = await paidReservation();
    const intent = (await pressPay(app, reservation, address).expect(200)).body;
    await payCard(app, intent.client_secret);
    // the answer never reached the browser (the tab closed, the server died): nobody confirms
    expect((await settleDue(app)).booked).toBe(0);
    clock.advance(GRACE_AND_A_BIT);
    expect(await settleDue(app)).toMatchObject({ booked: 1 });

    expect(providerBooking(reservation.bookings[0]!.id)?.status).toBe('confirmed');
    const records = (await bookingRecords(app)).filter((r) => r.bookingIds.includes(reservation.bookings[0]!.id));
    expect(records).toHaveLength(1);
    await deliverAllDue(app);
    const delivered = app.test.sandboxes.propertyApi.submissions
      .received('consumer/booking')
      .filter((entry) => JSON.stringify(entry.body).includes(reservation.bookings[0]!.code));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.body).toMatchObject({ client: { email: address }, invoice: { id: reservation.invoice.id } });
    // the visitor who comes back is told it is booked
    const late = await app
      .post('/api/booking-confirm', confirmBody(reservation.token, address, { paymentIntentId: intent.id }))
      .expect(200);
    expect(late.body.bookings).toEqual(reservation.bookings);
  });

  it('should cancel an intent nobody paid once the hold and the grace period are over', async () => {
    const { reservation, address } = await paidReservation();
    const intent = await openIntent(app, reservation);
    clock.advance(GRACE_AND_A_BIT);
    await settleDue(app);
    expect(app.test.sandboxes.stripe.intent(intent.id)?.status).toBe('requires_payment_method');
    clock.advance(HOLD_AND_A_BIT);
    expect(await settleDue(app)).toMatchObject({ cancelled: 1 });
    expect(app.test.sandboxes.stripe.intent(intent.id)?.status).toBe('canceled');
    expect(await adminPayments(app)).toContainEqual(
      expect.objectContaining({ reference: intent.id, status: 'cancelled', reason: 'abandoned' }),
    );
    // the card can no longer be charged, and the visitor is told they were not
    const card = await payCard(app, intent.client_secret);
    expect(card.error).toMatchObject({ code: 'payment_intent_unexpected_state' });
    const told = await app
      .post('/api/booking-confirm', confirmBody(reservation.token, address, { paymentIntentId: intent.id }))
      .expect(409);
    expect(told.body.message).toBe(PAYMENT_CANCELLED);
  });

  it('should leave one booking when the visitor confirms while the job settles the same payment', async () => {
    const { reservation, address } = await paidReservation();
    const intent = (await pressPay(app, reservation, address).expect(200)).body;
    await payCard(app, intent.client_secret);
    clock.advance(GRACE_AND_A_BIT);
    const body = confirmBody(reservation.token, address, { paymentIntentId: intent.id });
    const [first, second, job] = await Promise.all([
      app.post('/api/booking-confirm', body),
      app.post('/api/booking-confirm', body),
      app.test.app.get((await import('../../../src/modules/payments/payments-settle-job.service')).PaymentsSettleJob).runOnce(),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect(job?.refunded ?? 0).toBe(0);
    const records = (await bookingRecords(app)).filter((r) => r.bookingIds.includes(reservation.bookings[0]!.id));
    expect(records).toHaveLength(1);
    expect(app.test.sandboxes.stripe.intent(intent.id)?.refunded).toBe(0);
  });
});

describe('Pay pressed again after its answer was lost', () => {
  it("should answer the intent's own state, so the visitor confirms instead of paying twice", async () => {
    const { reservation, address } = await paidReservation();
    const intent = (await pressPay(app, reservation, address).expect(200)).body;
    expect(intent.status).toBe('requires_payment_method');
    await payCard(app, intent.client_secret); // the answer is lost on the way back
    const again = await pressPay(app, reservation, address).expect(200);
    expect(again.body).toMatchObject({ id: intent.id, status: 'succeeded' });
    const confirmed = await app
      .post('/api/booking-confirm', confirmBody(reservation.token, address, { paymentIntentId: intent.id }))
      .expect(200);
    expect(confirmed.body.bookings).toEqual(reservation.bookings);
  });

  it('should answer requires_action while a 3-D Secure check is still open', async () => {
    const { reservation, address } = await paidReservation();
    const intent = (await pressPay(app, reservation, address).expect(200)).body;
    await payCard(app, intent.client_secret, CARDS.threeDSecure);
    expect((await pressPay(app, reservation, address).expect(200)).body.status).toBe('requires_action');
  });
});

describe('a refused confirmation', () => {
  it('should show operators the payment it named', async () => {
    const { reservation, address } = await paidReservation();
    const intent = await openIntent(app, reservation);
    const refused = await app
      .post('/api/booking-confirm', confirmBody(reservation.token, address, { paymentIntentId: intent.id }))
      .expect(400);
    expect(refused.body.message).toMatch(new RegExp(`^${PAYMENT_ERROR}`));
    const res = await app.admin('/api/admin/bookings');
    const body = (await res.json()) as { failed: { reason: string; paymentIntent?: string }[] };
    expect(body.failed).toContainEqual(expect.objectContaining({ reason: 'payment', paymentIntent: intent.id }));
    expect(JSON.stringify(body)).not.toContain('@example.com');
  });
});
