import { PROMO_INVALID, TIMESLOT_GONE_AT_CONFIRM } from '../../../src/common/domain/booking/booking-messages';
import { BookingCatalogueService } from '../../../src/modules/booking/booking-catalogue.service';
import { deliverAllDue } from '../submissions/ledger-harness';
import { findSlot, newKey, ref, startBookingApp, type BlockName, type BookingApp } from './booking-harness';

let app: BookingApp;
/** the styling services' required question (the demo catalogue's intake fields) */
const STYLING_ANSWERS = { Whatareyoushoppingfor: 'Workwear' };
const answersFor = (serviceId: number) => (serviceId === 1 || serviceId === 2 ? STYLING_ANSWERS : {});

let token: string;
let emails = 0;
const email = () => `booker${(emails += 1)}@example.com`;
const client = (address: string) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: address,
  mobile: '0412 345 678',
  postcode: '3000',
});

beforeAll(async () => {
  app = await startBookingApp();
  token = await app.session();
});
afterAll(() => app?.test.close());

/** A reservation as the browser makes it: the slot found through /api/booking-slots. */
async function reserve(block: BlockName, serviceId: number, providerId: number, extra: Record<string, unknown> = {}) {
  const address = (extra.email as string) ?? email();
  const slot = await findSlot(app, token, block, serviceId, providerId);
  const res = await app.post(
    '/api/booking-reserve',
    {
      block: ref(block),
      token,
      event_id: serviceId,
      provider_id: providerId,
      date: slot.date,
      time: slot.time,
      quantity: 1,
      answers: answersFor(serviceId),
      products: [],
      ...extra,
      email: address,
    },
    { key: newKey() },
  );
  return { res, email: address, slot };
}

const confirmBody = (reservation: string, address: string, more: Record<string, unknown> = {}) => ({
  token: reservation,
  client: client(address),
  subscribe: false,
  consent: true,
  ...more,
});

describe('POST /api/booking-public-token', () => {
  it("should answer the centre's company and a session good for an hour", async () => {
    const res = await app.post('/api/booking-public-token', undefined, { captcha: null }).expect(200);
    expect(res.body).toEqual({ companyId: 'willowvale', token: expect.any(String), expiresAt: expect.any(String) });
    const hour = Date.parse(res.body.expiresAt) - Date.now();
    expect(hour).toBeGreaterThan(59 * 60_000);
    expect(hour).toBeLessThanOrEqual(60 * 60_000);
  });
});

describe('POST /api/booking-slots', () => {
  it("should list a month's start times with their places, the first working day first", async () => {
    const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const body = { block: ref('workshop'), token, service_id: 30, provider_id: 4, date_from: from, date_to: to };
    const res = await app.post('/api/booking-slots', body).expect(200);
    expect(res.body.data.firstWorkingDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const days = res.body.data.slots as { date: string; slots: { time: string; total_count: number }[] }[];
    expect(days.length).toBeGreaterThan(5);
    // the Workshop Studio: 10:00 and 14:00, three places each
    for (const day of days) {
      expect(day.slots.map((slot) => slot.time)).toEqual(['10:00:00', '14:00:00']);
      for (const slot of day.slots) expect(slot.total_count).toBe(3);
    }
  });

  it('should answer 401 for a session of another centre, so the browser fetches a new one', async () => {
    const foreign = await app.session('riverbend');
    const body = {
      block: ref('workshop'),
      token: foreign,
      service_id: 30,
      provider_id: 4,
      date_from: '2030-01-01',
      date_to: '2030-01-31',
    };
    const res = await app.post('/api/booking-slots', body).expect(401);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('should refuse a service the block does not offer, and a block the page does not have', async () => {
    const base = { token, provider_id: null, date_from: '2030-01-01', date_to: '2030-01-31' };
    await app.post('/api/booking-slots', { ...base, block: ref('workshop'), service_id: 1 }).expect(400);
    await app
      .post('/api/booking-slots', { ...base, block: { page: 'pages/contact-us', uid: 'nope' }, service_id: 30 })
      .expect(400);
    await app
      .post('/api/booking-slots', { ...base, block: { page: 'pages/nowhere', uid: 'e2e-workshop' }, service_id: 30 })
      .expect(400);
  });

  it('should carry on when the provider ends its token (-32600): a new one is taken', async () => {
    app.test.sandboxes.simplybook.revokeTokens('willowvale');
    const issued = app.test.sandboxes.simplybook.tokensIssued;
    await findSlot(app, token, 'styling', 1, 1);
    expect(app.test.sandboxes.simplybook.tokensIssued).toBe(issued + 1);
  });
});

describe('POST /api/booking-reserve', () => {
  it('should be behind the human check', async () => {
    const res = await app.post('/api/booking-reserve', { token }, { captcha: null }).expect(400);
    expect(res.body.message).toBe('Human verification failed');
  });

  it('should refuse a broken email, control characters and answers for a slot that does not exist', async () => {
    const res = await app
      .post('/api/booking-reserve', {
        block: ref('styling'),
        token,
        event_id: 1,
        provider_id: 1,
        date: '2030-1-1',
        time: '9am',
        email: 'ada\u0000@example.com',
        quantity: 1,
      })
      .expect(400);
    expect(res.body.errors).toMatchObject({
      email: expect.any(String),
      date: expect.any(String),
      time: expect.any(String),
    });
  });

  it('should hold a paid service and answer the provider invoice in cents, sealed', async () => {
    const { res } = await reserve('styling', 1, 1);
    expect(res.status).toBe(201);
    const data = res.body.reservationData;
    expect(data).toEqual({
      token: expect.any(String),
      bookings: [{ id: expect.any(Number), code: expect.any(String) }],
      invoice: expect.objectContaining({ id: expect.any(Number), amountCents: 8000, currency: 'AUD' }),
      expiresAt: expect.any(String),
      existingMember: false,
    });
    const left = Date.parse(data.expiresAt) - Date.now();
    expect(left).toBeGreaterThan(8 * 60_000);
    expect(left).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it('should book once for a repeated Idempotency-Key and answer the first answer again', async () => {
    const slot = await findSlot(app, token, 'styling', 2, 2);
    const body = {
      block: ref('styling'),
      token,
      event_id: 2,
      provider_id: 2,
      date: slot.date,
      time: slot.time,
      quantity: 1,
      answers: STYLING_ANSWERS,
      email: email(),
    };
    const key = newKey();
    const before = app.test.sandboxes.simplybook.rpcCalls('book').length;
    const first = await app.post('/api/booking-reserve', body, { key }).expect(201);
    const again = await app.post('/api/booking-reserve', body, { key }).expect(201);
    expect(again.body).toEqual(first.body);
    expect(app.test.sandboxes.simplybook.rpcCalls('book').length - before).toBe(1);
  });

  it('should refuse more people than the block allows', async () => {
    const slot = await findSlot(app, token, 'workshop', 30, 4);
    const res = await app
      .post(
        '/api/booking-reserve',
        {
          block: ref('workshop'),
          token,
          event_id: 30,
          provider_id: 4,
          date: slot.date,
          time: slot.time,
          adults: 4,
          children: 1,
          email: email(),
        },
        { key: newKey() },
      )
      .expect(400);
    expect(res.body.errors).toEqual(expect.objectContaining({ attendees: expect.any(String) }));
  });
});

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

describe('POST /api/booking-confirm with a reservation that does not open', () => {
  it('should answer the timeslot text', async () => {
    const res = await app
      .post('/api/booking-confirm', confirmBody('v1.forged.token.value', 'ada@example.com'))
      .expect(400);
    expect(res.body.message).toBe(TIMESLOT_GONE_AT_CONFIRM);
  });
});

describe('GET /api/admin/bookings', () => {
  it('should list confirmed bookings and refused confirmations to operators only', async () => {
    expect((await app.admin('/api/admin/bookings', { headers: { 'x-webhook-token': 'wrong' } })).status).toBe(401);
    const res = await app.admin('/api/admin/bookings');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { confirmed: unknown[]; failed: { reason: string }[]; abandoned: unknown[] };
    expect(body.confirmed.length).toBeGreaterThanOrEqual(3);
    expect(body.failed).toContainEqual(expect.objectContaining({ reason: 'payment' }));
    expect(JSON.stringify(body)).not.toContain('@example.com');
  });
});

describe('BookingCatalogueService (what the render module renders a block with)', () => {
  it("should read the block's services with their providers, visible fields and products, prices in cents", async () => {
    const centre = app.test.config.centres.centres.find((c) => c.slug === 'willowvale')!;
    const catalogue = await app.test.app.get(BookingCatalogueService).catalogue(centre, [2, 1]);
    expect(catalogue.companyId).toBe('willowvale');
    expect(catalogue.services.map((s) => [s.id, s.name, s.priceCents, s.durationMinutes, s.providerIds])).toEqual([
      [1, 'Personal Styling Session', 8000, 60, [1, 2]],
      [2, 'Wardrobe Edit', 12000, 90, [1, 2]],
    ]);
    // spec 3 §4.1: only the providers attached to the listed services, pictures from the public URL
    expect(catalogue.providers.map((p) => p.name)).toEqual(['Ava Chen', 'Noah Williams']);
    expect(catalogue.providers[0]!.pictureUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/uploads\/providers\/ava-chen\.svg$/,
    );
    const styling = catalogue.services[0]!;
    expect(styling.fields.map((f) => f.name)).not.toContain('internal');
    expect(styling.fields[0]).toMatchObject({ key: 'Whatareyoushoppingfor', type: 'select', optional: false });
    // the inactive tote is not offered
    expect(styling.products).toEqual([{ id: 102, name: 'Style notebook', priceCents: 1200, maxQty: 1 }]);
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
