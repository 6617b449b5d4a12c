import { Logger } from '@nestjs/common';
import { Test, TestingModule } from '@nestjs/testing';
import { loadConfiguration } from '../../../config/configuration';
import { ConfigModule } from '../../common/server/config/config.module';
import { CacheModule } from './cache.module';
import { CacheService } from './cache.service';
import { freePort, ThrowawayRedis } from '../../../test/utils/throwaway-redis';

// R3: a throwaway redis-server on a free port of our own, killed, hung and restarted mid-test.
// (The shared Redis on 6379 is never touched.)
jest.setTimeout(30_000);

const TIMEOUT_MS = 500; // config default (REDIS_TIMEOUT_MS)
const BOUND_MS = 600; // what each call must stay under, generous for a busy machine
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const options = { freshMs: 200, staleIfErrorMs: 60_000, errorBackoffMs: 300 };

async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await call();
  return { value, ms: performance.now() - started };
}

async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (await check()) return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`not within ${withinMs} ms`);
}

describe('CacheService through a Redis outage', () => {
  let redis: ThrowawayRedis;
  let moduleRef: TestingModule;
  let cache: CacheService;
  let warn: jest.SpyInstance;

  const start = async (): Promise<void> => {
    const config = loadConfiguration({
      APP_MODE: 'test',
      WEBHOOK_TOKEN: 'token',
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
    });
    moduleRef = await Test.createTestingModule({ imports: [ConfigModule.forRoot(config), CacheModule] }).compile();
    await moduleRef.init();
    cache = moduleRef.get(CacheService);
  };
  const outageWarnings = (): unknown[][] =>
    warn.mock.calls.filter(([message]) => String(message).includes('unavailable'));

  beforeEach(async () => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    redis = new ThrowawayRedis(await freePort());
  });

  afterEach(async () => {
    redis.resume();
    await moduleRef?.close();
    await redis.kill();
    jest.restoreAllMocks();
  });

  it('should answer at once with misses while Redis is killed, keep serving getOrLoad, and hit again once it is back', async () => {
    await redis.start();
    await start();
    const content = cache.namespace('content:1001');
    await cache.set('plain', 'before');
    expect(await content.getOrLoad('story', async () => 'loaded before', options)).toBe('loaded before');
    expect(await cache.get('plain')).toBe('before');

    await redis.kill();
    for (let i = 0; i < 20; i += 1) {
      const read = await timed(() => cache.get('plain'));
      expect(read.value).toBeUndefined();
      expect(read.ms).toBeLessThan(BOUND_MS);
      expect((await timed(() => cache.set(`written-during-${i}`, 'during'))).ms).toBeLessThan(BOUND_MS);
      expect((await timed(() => cache.del('plain'))).ms).toBeLessThan(BOUND_MS);
    }
    expect(cache.stats().available).toBe(false);
    expect(await cache.ping()).toMatchObject({ ok: false, kind: 'redis' });

    // getOrLoad still serves: it loads (once, then from the per-process stand-in) ...
    const load = jest.fn(async () => 'loaded during');
    const served = await timed(() => content.getOrLoad('story', load, options));
    expect(served.value).toBe('loaded during');
    expect(served.ms).toBeLessThan(BOUND_MS);
    expect(await content.getOrLoad('story', load, options)).toBe('loaded during');
    expect(load).toHaveBeenCalledTimes(1);
    // ... and stale-if-error and backoff still hold when the upstream fails too
    await sleep(options.freshMs);
    const failing = jest.fn(() => Promise.reject(new Error('cms down')));
    expect(await content.getOrLoad('story', failing, options)).toBe('loaded during');
    expect(await content.getOrLoad('story', failing, options)).toBe('loaded during');
    expect(failing).toHaveBeenCalledTimes(1);

    expect(outageWarnings()).toHaveLength(1);

    await redis.start();
    const resumedIn = await eventually(async () => {
      await cache.set('plain', 'after');
      return (await cache.get('plain')) === 'after' && cache.stats().available;
    }, 5_000);
    expect(resumedIn).toBeLessThan(5_000);
    expect(cache.stats().available).toBe(true);
    expect(outageWarnings()).toHaveLength(1);
  });

  it('should keep an invalidation made while Redis is unreachable and share it once Redis is back', async () => {
    await redis.start();
    await start();
    const first = moduleRef;
    await start(); // a second instance on the same Redis
    const other = cache;
    const here = first.get(CacheService);
    try {
      await here.namespace('content:1001').getOrLoad('story', async () => 'v1', options);
      expect(
        await other.namespace('content:1001').getOrLoad('story', async () => 'unexpected', { ...options, freshMs: 0 }),
      ).toBe('v1');

      redis.pause(); // hung, data kept: the old generation's entries are still there afterwards
      expect(await here.invalidate('content:1001')).toBe(false);
      redis.resume();

      const load = jest.fn(async () => 'v2');
      await eventually(
        async () =>
          (await other.namespace('content:1001').getOrLoad('story', load, { ...options, freshMs: 0 })) === 'v2',
        5_000,
      );
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      await first.close();
    }
  });

  it('should stop waiting on a hung Redis after one timeout and use it again once it answers', async () => {
    await redis.start();
    await start();
    await cache.set('plain', 'before');
    redis.pause();

    const first = await timed(() => cache.get('plain'));
    expect(first.value).toBeUndefined();
    expect(first.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(first.ms).toBeLessThan(BOUND_MS);
    // suspended: later calls do not wait at all
    for (let i = 0; i < 10; i += 1) {
      const read = await timed(() => cache.get('plain'));
      expect(read.value).toBeUndefined();
      expect(read.ms).toBeLessThan(50);
    }
    expect(cache.stats().storeTimeouts).toBe(1);

    redis.resume();
    await eventually(async () => (await cache.get('plain')) === 'before', 5_000);
    expect(outageWarnings()).toHaveLength(1);
  });

  it('should start with Redis down without delaying boot, and use Redis once it is up', async () => {
    const booted = await timed(() => start());
    expect(booted.ms).toBeLessThan(TIMEOUT_MS + 1_000);
    const read = await timed(() => cache.get('plain'));
    expect(read.value).toBeUndefined();
    expect(read.ms).toBeLessThan(50);

    await redis.start();
    await eventually(async () => {
      await cache.set('plain', 'up');
      return (await cache.get('plain')) === 'up';
    }, 5_000);
    expect(outageWarnings()).toHaveLength(1);
  });
});
