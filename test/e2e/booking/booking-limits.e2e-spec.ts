import { startBookingApp, type BookingApp } from './booking-harness';

let app: BookingApp;
beforeAll(async () => {
  app = await startBookingApp({
    env: {
      RATE_LIMIT_POSTS: '2',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_IDENTIFIER_POSTS: '2',
      TRUST_PROXY_HOPS: '1',
    },
  });
});
afterAll(() => app?.test.close());

const PATHS = [
  '/api/booking-public-token',
  '/api/booking-slots',
  '/api/booking-reserve',
  '/api/booking-payment-intent',
  '/api/booking-apply-promo',
  '/api/booking-confirm',
  '/api/booking-release',
  '/api/booking-card-sandbox',
];

describe('booking endpoints: limits (QUALITY R7)', () => {
  it.each(PATHS)('should answer 429 with Retry-After once an address is over the limit of %s', async (path) => {
    const burst = (address: string) => app.post(path, {}).set('X-Forwarded-For', address);
    await burst('203.0.113.20');
    await burst('203.0.113.20');
    const limited = await burst('203.0.113.20');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
    expect((await burst('198.51.100.30')).status).not.toBe(429);
  });

  it('should count reservations against the email address, whatever address sends them', async () => {
    const body = { email: 'limited@example.com' };
    const from = (address: string) => app.post('/api/booking-reserve', body).set('X-Forwarded-For', address);
    await from('203.0.113.41');
    await from('203.0.113.42');
    expect((await from('203.0.113.43')).status).toBe(429);
  });
});
