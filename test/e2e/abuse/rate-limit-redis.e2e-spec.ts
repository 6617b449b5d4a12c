import request from 'supertest';
import { startCaptchaSandbox, type CaptchaSandbox } from '../../../src/sandbox/captcha/captcha-sandbox';
import { freePort, ThrowawayRedis } from '../../utils/throwaway-redis';
import { CAPTCHA_SECRET, startAbuseTestApp, type AbuseTestApp } from './abuse-test.app';

// Two instances counting in one Redis (a redis-server of this test's own, killed mid-test): the limit holds
// across instances, and a Redis outage never blocks a request.
let redis: ThrowawayRedis;
let captcha: CaptchaSandbox;
let first: AbuseTestApp;
let second: AbuseTestApp;

beforeAll(async () => {
  redis = new ThrowawayRedis(await freePort());
  await redis.start();
  captcha = await startCaptchaSandbox({ secret: CAPTCHA_SECRET });
  const env = { REDIS_URL: `redis://127.0.0.1:${redis.port}`, RATE_LIMIT_POSTS: '10', RATE_LIMIT_WINDOW_SECONDS: '60' };
  [first, second] = await Promise.all([startAbuseTestApp({ env, captcha }), startAbuseTestApp({ env, captcha })]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  await captcha.close();
  await redis.kill();
});

const post = (app: AbuseTestApp, address: string) =>
  request(app.url).post('/api/abuse-test/plain').set('X-Forwarded-For', address).send({});

describe('per-address limits counted in Redis', () => {
  it('should share one budget between instances', async () => {
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await post(i % 2 === 0 ? first : second, '203.0.113.9')).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const onFirst = await post(first, '203.0.113.9');
    const onSecond = await post(second, '203.0.113.9');
    expect([onFirst.status, onSecond.status]).toEqual([429, 429]);
    for (const res of [onFirst, onSecond]) {
      const retryAfter = Number(res.headers['retry-after']);
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    }
    expect((await post(second, '198.51.100.7')).status).toBe(200);
  });

  it('should keep serving requests while Redis hangs', async () => {
    redis.pause();
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await post(first, '192.0.2.33')).status);
      expect(statuses).toEqual([200, 200, 200]);
    } finally {
      redis.resume();
    }
  });

  it('should keep serving requests while Redis is down, limiting each instance on its own', async () => {
    await redis.kill();
    const statuses = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await post(first, '192.0.2.44')).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    expect((await post(second, '192.0.2.44')).status).toBe(200);
  });
});
