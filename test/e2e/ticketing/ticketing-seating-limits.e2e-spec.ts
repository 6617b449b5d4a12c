import { EVENTS, startTicketingApp, type TicketingApp } from './ticketing-harness';

// QUALITY R7 for the seat map's writes: limited per address as every POST is, a seat's reserve and free with four
// times the budget (a visitor presses many seats for one order), the cancel with the usual one
let app: TicketingApp;
beforeAll(async () => {
  app = await startTicketingApp({ env: { RATE_LIMIT_POSTS: '2', RATE_LIMIT_WINDOW_SECONDS: '60', TRUST_PROXY_HOPS: '1' } });
});
afterAll(() => app?.test.close());

const burst = (path: string, address: string) =>
  app.post(path, { statusId: 'st-stalls-A-1', token: 'x' }, { captcha: null }).set('X-Forwarded-For', address);

describe('the seat map: limits (QUALITY R7)', () => {
  it.each([`/api/seating/${EVENTS.seated}/reserve`, `/api/seating/${EVENTS.seated}/free`])(
    'should let one address press seats four times the usual budget on %s, then answer 429 with Retry-After',
    async (path) => {
      for (let press = 0; press < 8; press += 1) expect((await burst(path, '203.0.113.60')).status).not.toBe(429);
      const limited = await burst(path, '203.0.113.60');
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toEqual(expect.any(String));
      expect((await burst(path, '198.51.100.61')).status).not.toBe(429);
    },
  );

  it('should limit the cancel as every POST is', async () => {
    await burst('/api/reservation/cancel', '203.0.113.62');
    await burst('/api/reservation/cancel', '203.0.113.62');
    expect((await burst('/api/reservation/cancel', '203.0.113.62')).status).toBe(429);
  });
});
