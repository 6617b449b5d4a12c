import { deliverAllDue } from '../submissions/ledger-harness';
import { startBookingApp, type BlockName, type BookingApp } from './booking-harness';
import { confirmBody, reserve as reserveWith } from './booking-flow';

let app: BookingApp;
let token: string;
const reserve = (block: BlockName, serviceId: number, providerId: number, extra?: Record<string, unknown>) =>
  reserveWith(app, token, block, serviceId, providerId, extra);

beforeAll(async () => {
  app = await startBookingApp();
  token = await app.session();
});
afterAll(() => app?.test.close());

describe('a paid booking', () => {
  it('should not be confirmed without a succeeded card payment of the invoice amount, and then once', async () => {
    const { res, email: address } = await reserve('styling', 1, 2);
    const { token: sealed, invoice } = res.body.reservationData;

    await app.post(`/api/booking-payment-intent?invoice_id=${invoice.id + 1}`, { token: sealed }).expect(400);
    const intent = await app
      .post(`/api/booking-payment-intent?invoice_id=${invoice.id}`, { token: sealed })
      .expect(200);
    expect(intent.body).toEqual({
      id: expect.stringMatching(/^pi_/),
      client_secret: expect.any(String),
      public_key: 'sandbox',
      amountCents: 8000,
      status: expect.any(String),
    });

    // no payment yet: refused with the payment text
    const unpaid = await app
      .post('/api/booking-confirm', confirmBody(sealed, address, { paymentIntentId: intent.body.id }))
      .expect(400);
    expect(unpaid.body.message).toMatch(/^Error processing payment/);

    const card = { number: '4000000000000002', exp_month: 12, exp_year: 2034, cvc: '123' };
    const declined = await app
      .post('/api/booking-card-sandbox', {
        client_secret: intent.body.client_secret,
        card,
        billing_details: { name: 'Ada Lovelace' },
      })
      .expect(200);
    expect(declined.body.error).toEqual(expect.objectContaining({ type: 'card_error', code: 'card_declined' }));

    const paid = await app
      .post('/api/booking-card-sandbox', {
        client_secret: intent.body.client_secret,
        card: { ...card, number: '4242424242424242' },
        billing_details: { name: 'Ada Lovelace', email: address },
      })
      .expect(200);
    expect(paid.body.paymentIntent).toEqual({
      id: intent.body.id,
      status: 'succeeded',
      amount: 8000,
      created: expect.any(Number),
    });

    // the email must be the one the slot was held for
    await app
      .post('/api/booking-confirm', confirmBody(sealed, 'someone@example.com', { paymentIntentId: intent.body.id }))
      .expect(400);

    const body = confirmBody(sealed, address, { paymentIntentId: intent.body.id });
    const [first, second] = await Promise.all([
      app.post('/api/booking-confirm', body),
      app.post('/api/booking-confirm', body),
    ]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(first.body).toEqual({
      status: 'confirmed',
      reference: expect.any(String),
      bookings: res.body.reservationData.bookings,
    });
    const third = await app.post('/api/booking-confirm', body).expect(200);
    expect(third.body).toEqual(first.body);

    await deliverAllDue(app);
    const received = app.test.sandboxes.propertyApi.submissions.received('consumer/booking');
    const ours = received.filter(
      (entry) => JSON.stringify((entry.body as { bookings: unknown }).bookings) === JSON.stringify(first.body.bookings),
    );
    expect(ours).toHaveLength(1);
    expect(ours[0]!.body).toMatchObject({
      booking_event_id: 1,
      invoice: { id: invoice.id, amount: '80.00' },
      client: { email: address, name: 'Ada Lovelace', phone: expect.any(String), zip: '3000' },
      centre_key: 'WLV',
    });
  });

  it('should refuse a payment made for another invoice, or for the amount before a promo code', async () => {
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };
    const pay = async (reservation: { token: string; invoice: { id: number } }) => {
      const intent = await app
        .post(`/api/booking-payment-intent?invoice_id=${reservation.invoice.id}`, { token: reservation.token })
        .expect(200);
      await app
        .post('/api/booking-card-sandbox', { client_secret: intent.body.client_secret, card, billing_details: {} })
        .expect(200);
      return intent.body.id as string;
    };
    const other = await reserve('pamper', 22, 3);
    const mine = await reserve('pamper', 20, 3);
    const paidForOther = await pay(other.res.body.reservationData);
    const wrongInvoice = await app
      .post(
        '/api/booking-confirm',
        confirmBody(mine.res.body.reservationData.token, mine.email, { paymentIntentId: paidForOther }),
      )
      .expect(400);
    expect(wrongInvoice.body.message).toMatch(/^Error processing payment/);

    const paidBeforePromo = await pay(mine.res.body.reservationData);
    const applied = await app
      .post('/api/booking-apply-promo', { token: mine.res.body.reservationData.token, code: 'WELCOME10' })
      .expect(200);
    const wrongAmount = await app
      .post('/api/booking-confirm', confirmBody(applied.body.token, mine.email, { paymentIntentId: paidBeforePromo }))
      .expect(400);
    expect(wrongAmount.body.message).toMatch(/^Error processing payment/);
  });

  it('should ask for 3-D Secure with the 3155 card and succeed once it is completed', async () => {
    const { res } = await reserve('styling', 2, 1);
    const { token: sealed, invoice } = res.body.reservationData;
    const intent = await app
      .post(`/api/booking-payment-intent?invoice_id=${invoice.id}`, { token: sealed })
      .expect(200);
    const card = { number: '4000002500003155', exp_month: 12, exp_year: 2034, cvc: '123' };
    const asked = await app
      .post('/api/booking-card-sandbox', { client_secret: intent.body.client_secret, card, billing_details: {} })
      .expect(200);
    expect(asked.body.paymentIntent.status).toBe('requires_action');
    const done = await app
      .post('/api/booking-card-sandbox', {
        client_secret: intent.body.client_secret,
        card,
        billing_details: {},
        three_d_secure: 'complete',
      })
      .expect(200);
    expect(done.body.paymentIntent.status).toBe('succeeded');
    expect(done.body.paymentIntent.amount).toBe(12000);
  });
});

describe('GET /api/admin/bookings', () => {
  it('should list confirmed bookings and refused confirmations to operators only', async () => {
    expect((await app.admin('/api/admin/bookings', { headers: { 'x-webhook-token': 'wrong' } })).status).toBe(401);
    const res = await app.admin('/api/admin/bookings');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { confirmed: unknown[]; failed: { reason: string }[]; abandoned: unknown[] };
    expect(body.confirmed).toHaveLength(1);
    expect(body.failed).toContainEqual(expect.objectContaining({ reason: 'payment' }));
    expect(JSON.stringify(body)).not.toContain('@example.com');
  });
});
