import { findSlot, newKey, ref, startBookingApp, type BlockName, type BookingApp } from './booking-harness';
import { email, reserve as reserveWith, STYLING_ANSWERS } from './booking-flow';

let app: BookingApp;
let token: string;
const reserve = (block: BlockName, serviceId: number, providerId: number, extra?: Record<string, unknown>) =>
  reserveWith(app, token, block, serviceId, providerId, extra);

beforeAll(async () => {
  app = await startBookingApp();
  token = await app.session();
});
afterAll(() => app?.test.close());

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

describe('POST /api/booking-release', () => {
  it('should give the places back at once', async () => {
    const slot = await findSlot(app, token, 'styling', 2, 1);
    const { res } = await reserve('styling', 2, 1);
    expect(res.body.reservationData).toBeDefined();
    const held = await findSlot(app, token, 'styling', 2, 1, slot.time);
    await app
      .post('/api/booking-release', { token: res.body.reservationData.token })
      .expect(200, { status: 'released' });
    const again = await findSlot(app, token, 'styling', 2, 1, slot.time);
    expect(again.date).toBe(slot.date);
    expect(held.date).not.toBe(slot.date);
  });
});
