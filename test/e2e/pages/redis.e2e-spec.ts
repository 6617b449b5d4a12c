import request from 'supertest';
import { freePort, ThrowawayRedis } from '../../utils/throwaway-redis';
import { startTestApp, TestApp } from '../../utils/test-app';

// Pages with the cache in Redis (REDIS_URL): content lands in Redis, and pages keep being served while
// Redis is down. A throwaway redis-server is used so it can be killed.
jest.setTimeout(30_000);

let redis: ThrowawayRedis;
let app: TestApp;

beforeAll(async () => {
  redis = new ThrowawayRedis(await freePort());
  await redis.start();
  app = await startTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${redis.port}`, PAGE_CACHE_SECONDS: '0' } });
});
afterAll(async () => {
  await app?.close();
  await redis?.kill();
});

const get = (path: string) => request(app.url).get(path).set('Host', app.host('riverbend'));

async function redisKeys(pattern: string): Promise<string[]> {
  const { createClient } = await import('@keyv/redis');
  const client = createClient({ url: `redis://127.0.0.1:${redis.port}` });
  await client.connect();
  try {
    return await client.keys(pattern);
  } finally {
    await client.quit();
  }
}

describe('pages with the cache in Redis', () => {
  it('should keep CMS content in Redis, per space', async () => {
    expect((await get('/')).status).toBe(200);
    const keys = await redisKeys('*content:1002*');
    expect(keys.length).toBeGreaterThan(3);
    expect(keys.some((key) => key.includes('story:pages/home'))).toBe(true);
  });

  it('should keep serving pages, quickly, while Redis is down', async () => {
    await get('/whats-on');
    await redis.kill();
    for (const path of ['/', '/whats-on', '/opening-hours']) {
      const started = Date.now();
      const res = await get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(Date.now() - started).toBeLessThan(2000);
    }
    const health = await request(app.url).get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body.error.cache.status).toBe('down');
  });

  it('should use Redis again once it is back', async () => {
    await redis.start();
    const started = Date.now();
    let healthy = false;
    while (!healthy && Date.now() - started < 8000) {
      healthy = (await request(app.url).get('/api/health')).status === 200;
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(healthy).toBe(true);
    await get('/sign-up');
    expect((await redisKeys('*content:1002*')).some((key) => key.includes('story:pages/sign-up'))).toBe(true);
  });
});
