import { clientKey, contactPayload, deliverAllDue } from '../submissions/ledger-harness';
import { startBookingApp, type BookingApp } from './booking-harness';
import { confirmBody, reserve } from './booking-flow';
import { openIntent, payAndConfirm, type Reserved } from './booking-payments';

// GET /api/admin/bookings lists the most recent bookings of each status, however many other records the ledger holds

let app: BookingApp;
beforeAll(async () => {
  app = await startBookingApp();
});
afterAll(() => app?.test.close());

describe('GET /api/admin/bookings after 250 other submissions', () => {
  it('should list the newest confirmed and refused bookings first', async () => {
    for (let n = 0; n < 250; n += 1)
      await app.submissions.accept('contact', 'willowvale', contactPayload(n), clientKey(n));
    await deliverAllDue(app);
    expect(await app.ledger.list('delivered', 1000)).toHaveLength(250);

    const token = await app.session();
    const paid = await reserve(app, token, 'styling', 1, 2);
    const reservation = paid.res.body.reservationData as Reserved;
    expect((await payAndConfirm(app, reservation, paid.email)).status).toBe(200);
    const unpaid = await reserve(app, token, 'styling', 2, 2);
    const unpaidReservation = unpaid.res.body.reservationData as Reserved;
    const intent = await openIntent(app, unpaidReservation);
    await app
      .post('/api/booking-confirm', confirmBody(unpaidReservation.token, unpaid.email, { paymentIntentId: intent.id }))
      .expect(400);
    await deliverAllDue(app);

    const res = await app.admin('/api/admin/bookings?limit=5');
    const body = (await res.json()) as {
      confirmed: { bookingIds: number[]; status: string }[];
      failed: { bookingIds: number[]; paymentIntent?: string }[];
      payments: { reference: string; status: string }[];
    };
    expect(body.confirmed[0]).toMatchObject({ bookingIds: [reservation.bookings[0]!.id], status: 'delivered' });
    expect(body.failed[0]).toMatchObject({ bookingIds: [unpaidReservation.bookings[0]!.id], paymentIntent: intent.id });
    expect(body.payments.map((payment) => payment.reference)).toContain(intent.id);
  });
});
