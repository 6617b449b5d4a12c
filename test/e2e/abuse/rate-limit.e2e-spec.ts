import request from 'supertest';
import { MemoryRateLimitStore, RATE_LIMIT_STORE } from '../../../src/common/server/http/rate-limit/rate-limit.store';
import { startAbuseTestApp, type AbuseTestApp } from './abuse-test.app';

// QUALITY R7: one address bursting 10x over the limit gets 429 with Retry-After while others go on. The clock is
// fixed, so every window has its full length left and Retry-After is exact.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NOW = new Date('2026-11-23T05:00:00Z');

let app: AbuseTestApp;

beforeAll(async () => {
  app = await startAbuseTestApp({
    clock: { now: () => NOW },
    env: {
      RATE_LIMIT_POSTS: '10',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_IDENTIFIER_POSTS: '4',
      RATE_LIMIT_IDENTIFIER_WINDOW_SECONDS: '3600',
    },
  });
});
afterAll(() => app.close());

const post = (path: string, address: string) =>
  request(app.url).post(`/api/abuse-test/${path}`).set('X-Forwarded-For', address).send({ first_name: 'Ada' });

const limitedBody = {
  statusCode: 429,
  message: 'Too many requests, please wait a moment and try again.',
  code: 'RATE_LIMIT.EXCEEDED',
  correlationId: expect.stringMatching(UUID),
};

describe('per-address limits on POSTs', () => {
  it('should answer a burst 10x over the limit with 429 and Retry-After after the first 10, while another address goes on', async () => {
    const burst = [];
    for (let i = 0; i < 100; i += 1) burst.push(await post('plain', '203.0.113.9'));
    expect(burst.slice(0, 10).map((res) => res.status)).toEqual(Array(10).fill(200));
    const limited = burst.slice(10);
    expect(limited.map((res) => res.status)).toEqual(Array(90).fill(429));
    for (const res of limited) {
      expect(res.headers['retry-after']).toBe('60');
      expect(res.body).toEqual(limitedBody);
    }
    const other = await post('plain', '198.51.100.7');
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ ok: true });
  });

  it('should count each route apart by default', async () => {
    for (let i = 0; i < 10; i += 1) await post('plain', '203.0.113.20');
    expect((await post('plain', '203.0.113.20')).status).toBe(429);
    expect((await post('exempt', '203.0.113.20')).status).toBe(200);
    expect((await post('strict', '203.0.113.20')).status).toBe(200);
  });

  it('should count requests before the human check, so a limited burst never reaches siteverify', async () => {
    for (let i = 0; i < 10; i += 1) await post('enquiry', '203.0.113.30').set('Authorization', 'demo-fail');
    app.captcha.requests.reset();
    const res = await post('enquiry', '203.0.113.30').set('Authorization', 'demo-pass');
    expect(res.status).toBe(429);
    expect(app.captcha.requests.total).toBe(0);
  });

  it("should apply a route's own limit and window", async () => {
    expect((await post('strict', '203.0.113.40')).status).toBe(200);
    expect((await post('strict', '203.0.113.40')).status).toBe(200);
    const limited = await post('strict', '203.0.113.40');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
  });

  it('should let routes of one group share one budget', async () => {
    // a route's own limit is keyed by route and address: two routes, two budgets
    for (let i = 0; i < 2; i += 1) await post('strict', '203.0.113.50');
    expect((await post('strict', '203.0.113.50')).status).toBe(429);
    expect((await post('plain', '203.0.113.50')).status).toBe(200);
  });

  it('should never limit a route marked exempt', async () => {
    const statuses = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await post('exempt', '203.0.113.60')).status);
    expect(statuses).toEqual(Array(30).fill(200));
  });

  it('should never limit GETs', async () => {
    for (let i = 0; i < 10; i += 1) await post('plain', '203.0.113.70');
    const statuses = [];
    for (let i = 0; i < 30; i += 1)
      statuses.push(
        (await request(app.url).get('/api/abuse-test/plain').set('X-Forwarded-For', '203.0.113.70')).status,
      );
    expect(statuses).toEqual(Array(30).fill(200));
  });

  it('should count every address of one IPv6 /64 as one visitor', async () => {
    for (let i = 0; i < 10; i += 1) await post('plain', `2001:db8:aa:1::${i + 1}`);
    expect((await post('plain', '2001:db8:aa:1:ffff::1')).status).toBe(429);
    expect((await post('plain', '2001:db8:aa:2::1')).status).toBe(200);
  });

  it('should answer a JSON body over 100 KB with 413 before counting it', async () => {
    const res = await request(app.url)
      .post('/api/abuse-test/plain')
      .set('X-Forwarded-For', '203.0.113.80')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ comment: 'x'.repeat(100 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      statusCode: 413,
      message: 'Request body is too large',
      correlationId: expect.stringMatching(UUID),
    });
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await post('plain', '203.0.113.80')).status);
    expect(statuses).toEqual(Array(10).fill(200));
  });
});

describe('per-identifier limits on the membership routes (decision 0011)', () => {
  const named = (path: string, address: string, body: Record<string, unknown>) =>
    request(app.url).post(`/api/abuse-test/${path}`).set('X-Forwarded-For', address).send(body);

  it('should count one email address across the membership routes and every client address, in any spelling', async () => {
    const spellings = ['grace@example.com', 'Grace@Example.com', ' grace+1@example.com', 'GRACE+news@example.com'];
    for (const [i, email] of spellings.entries())
      expect((await named(i % 2 ? 'lookup' : 'sign-up', `198.51.100.${i + 10}`, { email })).status).toBe(200);
    const limited = await named('lookup', '198.51.100.99', { email: 'grace+5@EXAMPLE.com' });
    expect([limited.status, limited.body]).toEqual([429, limitedBody]);
    expect(Number(limited.headers['retry-after'])).toBe(3600);
    // someone else, from the same address, goes on
    expect((await named('lookup', '198.51.100.99', { email: 'katherine@example.com' })).status).toBe(200);
  });

  it('should count a mobile number however it is written', async () => {
    for (const mobile of ['0411 222 333', '+61411222333', '0411222333', '61 411 222 333'])
      expect((await named('lookup', '198.51.100.20', { mobile })).status).toBe(200);
    expect((await named('sign-up', '198.51.100.21', { mobile: '0411-222-333' })).status).toBe(429);
  });

  it('should not count a route without the mark, or a body naming no one, per identifier', async () => {
    for (let i = 0; i < 6; i += 1)
      expect((await named('plain', `198.51.100.${30 + i}`, { email: 'dorothy@example.com' })).status).toBe(200);
    for (let i = 0; i < 6; i += 1) expect((await named('lookup', `198.51.100.${40 + i}`, {})).status).toBe(200);
  });

  it('should keep no identifier in the limiter: its keys are hashes', async () => {
    const store = app.app.get<MemoryRateLimitStore>(RATE_LIMIT_STORE);
    const keys = store.keys().filter((key) => key.startsWith('identifier:'));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toMatch(/grace|example|411/i);
  });
});

describe('per-address limits turned off', () => {
  it('should let every POST through when RATE_LIMIT_ENABLED is false', async () => {
    const open = await startAbuseTestApp({ env: { RATE_LIMIT_ENABLED: 'false', RATE_LIMIT_POSTS: '1' } });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push((await request(open.url).post('/api/abuse-test/plain').send({})).status);
      expect(statuses).toEqual(Array(5).fill(200));
    } finally {
      await open.close();
    }
  });
});
