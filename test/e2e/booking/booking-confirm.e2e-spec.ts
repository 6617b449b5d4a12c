import { PROMO_INVALID, TIMESLOT_GONE_AT_CONFIRM } from '../../../src/common/domain/booking/booking-messages';
import { deliverAllDue } from '../submissions/ledger-harness';
import { newKey, startBookingApp, type BlockName, type BookingApp } from './booking-harness';
import { confirmBody, email, reserve as reserveWith } from './booking-flow';

let app: BookingApp;
let token: string;
const reserve = (block: BlockName, serviceId: number, providerId: number, extra?: Record<string, unknown>) =>
  reserveWith(app, token, block, serviceId, providerId, extra);

beforeAll(async () => {
  app = await startBookingApp();
  token = await app.session();
});
afterAll(() => app?.test.close());

describe('POST /api/booking-apply-promo', () => {
  it('should refuse unknown and expired codes with the spec text', async () => {
    const { res } = await reserve('pamper', 20, 3);
    const sealed = res.body.reservationData.token;
    for (const code of ['NOPE', 'EXPIRED5', 'FUTURE15']) {
      const refused = await app.post('/api/booking-apply-promo', { token: sealed, code }).expect(400);
      expect(refused.body.message).toBe(PROMO_INVALID);
    }
    const empty = await app.post('/api/booking-apply-promo', { token: sealed, code: ' ' }).expect(400);
    expect(empty.body.errors).toEqual({ code: 'Please enter code' });
  });

  it('should discount the invoice and make the intent for what is left to pay', async () => {
    const { res } = await reserve('pamper', 20, 3);
    const applied = await app
      .post('/api/booking-apply-promo', { token: res.body.reservationData.token, code: 'WELCOME10' })
      .expect(200);
    expect(applied.body).toEqual({
      token: expect.any(String),
      invoice: expect.objectContaining({ amountCents: 4050, discountCents: 450 }),
      paymentIntent: expect.objectContaining({ amountCents: 4050, public_key: 'sandbox' }),
      fullyDiscounted: false,
    });
  });

  it('should confirm a fully discounted booking without a payment, with its SMS confirmation', async () => {
    const { res, email: address } = await reserve('pamper', 21, 3);
    const applied = await app
      .post('/api/booking-apply-promo', { token: res.body.reservationData.token, code: 'FREEBOOK' })
      .expect(200);
    expect(applied.body.fullyDiscounted).toBe(true);
    expect(applied.body.invoice.amountCents).toBe(0);
    expect(applied.body.paymentIntent).toBeUndefined();
    const confirmed = await app.post('/api/booking-confirm', confirmBody(applied.body.token, address)).expect(200);
    expect(confirmed.body.status).toBe('confirmed');
    await deliverAllDue(app);
    const sms = app.test.sandboxes.propertyApi.submissions.received('consumer/booking/sms');
    expect(sms.map((entry) => entry.body)).toContainEqual(
      expect.objectContaining({ centre_key: 'WLV', invoice_id: String(res.body.reservationData.invoice.id) }),
    );
  });

  it('should not offer promo codes on a block with tiered pricing', async () => {
    const { res } = await reserve('tiered', 1, 1);
    const refused = await app
      .post('/api/booking-apply-promo', { token: res.body.reservationData.token, code: 'WELCOME10' })
      .expect(400);
    expect(refused.body.message).toBe(PROMO_INVALID);
  });
});

describe('a free class with attendees', () => {
  it('should hold places for adults and children and confirm without a payment', async () => {
    const { res, email: address } = await reserve('workshop', 30, 4, { adults: 1, children: 1, quantity: undefined });
    expect(res.status).toBe(201);
    const confirmed = await app
      .post('/api/booking-confirm', confirmBody(res.body.reservationData.token, address))
      .expect(200);
    expect(confirmed.body.bookings).toEqual(res.body.reservationData.bookings);
  });
});

describe('POST /api/booking-confirm details', () => {
  it("should answer the personal-details form's field messages", async () => {
    const { res, email: address } = await reserve('workshop', 30, 4, { adults: 1, children: 0, quantity: undefined });
    const body = confirmBody(res.body.reservationData.token, address, { consent: false });
    const refused = await app
      .post('/api/booking-confirm', { ...body, client: { ...body.client, first_name: ' ' } })
      .expect(400);
    expect(refused.body.errors).toMatchObject({
      first_name: 'First name is required',
      consent: 'Please read and accept the terms before proceeding',
    });
  });

  it('should refuse a payment intent for a booking with nothing to pay', async () => {
    const { res } = await reserve('workshop', 30, 4, { adults: 1, children: 0, quantity: undefined });
    const { token: sealed, invoice } = res.body.reservationData;
    await app.post(`/api/booking-payment-intent?invoice_id=${invoice?.id ?? 0}`, { token: sealed }).expect(400);
  });
});

describe('POST /api/booking-confirm with a reservation that does not open', () => {
  it('should answer the timeslot text', async () => {
    const res = await app
      .post('/api/booking-confirm', confirmBody('v1.forged.token.value', 'ada@example.com'))
      .expect(400);
    expect(res.body.message).toBe(TIMESLOT_GONE_AT_CONFIRM);
  });
});

describe('the subscribe box and the membership check', () => {
  it('should sign up a visitor who ticks it, and recognise them as a member at their next reservation', async () => {
    const address = email();
    const first = await reserve('workshop', 30, 4, { adults: 1, children: 0, quantity: undefined, email: address });
    const confirmed = await app
      .post('/api/booking-confirm', confirmBody(first.res.body.reservationData.token, address, { subscribe: true }))
      .expect(200);
    expect(confirmed.body.subscription).toBe('accepted');
    const retried = await app
      .post('/api/booking-confirm', confirmBody(first.res.body.reservationData.token, address, { subscribe: true }))
      .expect(200);
    expect(retried.body).toEqual(confirmed.body);
    await deliverAllDue(app);
    const signUps = app.test.sandboxes.propertyApi.submissions.received('consumer/subscribers');
    expect(signUps.map((entry) => entry.body)).toContainEqual(
      expect.objectContaining({ email: address, source: 'simplybook', first_name: 'Ada', centre_key: 'WLV' }),
    );

    const verified = await app.post('/api/verify-subscription', { email: address }, { key: newKey() }).expect(200);
    expect(verified.body.data.subscribed).toBe(true);
    const again = await reserve('workshop', 30, 4, {
      adults: 1,
      children: 0,
      quantity: undefined,
      email: address,
      verification: verified.body.data.verification,
    });
    expect(again.res.body.reservationData.existingMember).toBe(true);
    // a verification of another address never makes a member
    const stranger = await reserve('workshop', 30, 4, {
      adults: 1,
      children: 0,
      quantity: undefined,
      verification: verified.body.data.verification,
    });
    expect(stranger.res.body.reservationData.existingMember).toBe(false);
  });
});
