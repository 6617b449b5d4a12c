import { Test, TestingModule } from '@nestjs/testing';
import { loadConfiguration } from '../../../config/configuration';
import { ConfigModule } from '../../common/server/config/config.module';
import { CacheModule } from './cache.module';
import { CacheService } from './cache.service';
import { LoadGaveUpError } from './cache.errors';
import { fakeDateOnly } from '../../../test/utils/fake-date';

// Only Date is faked: time windows are exact, promises and timers run as usual.
const START = Date.UTC(2026, 0, 1);
let now = START;
const advance = (ms: number): void => {
  now += ms;
  jest.setSystemTime(now);
};

const options = { freshMs: 1_000, staleIfErrorMs: 60_000, errorBackoffMs: 5_000 };
const boom = (message = 'upstream down'): Promise<never> => Promise.reject(new Error(message));

describe('CacheService (memory)', () => {
  let moduleRef: TestingModule;
  let cache: CacheService;

  beforeEach(async () => {
    now = START;
    fakeDateOnly(now);
    const config = loadConfiguration({ APP_MODE: 'test', WEBHOOK_TOKEN: 'token' });
    moduleRef = await Test.createTestingModule({ imports: [ConfigModule.forRoot(config), CacheModule] }).compile();
    await moduleRef.init();
    cache = moduleRef.get(CacheService);
  });

  afterEach(async () => {
    await moduleRef.close();
    jest.useRealTimers();
  });

  describe('get, set and del', () => {
    it('should return what was set, as a copy, until it is deleted', async () => {
      const value = { title: 'Home', tags: ['a'] };
      await cache.set('page', value);
      const read = await cache.get<typeof value>('page');
      expect(read).toEqual(value);
      read!.tags.push('mutated');
      expect(await cache.get('page')).toEqual({ title: 'Home', tags: ['a'] });
      await cache.del('page');
      expect(await cache.get('page')).toBeUndefined();
    });

    it('should expire a value after its ttl, and after the record expiry when none is given', async () => {
      await cache.set('short', 1, 1_000);
      await cache.set('default', 2);
      advance(1_001);
      expect(await cache.get('short')).toBeUndefined();
      expect(await cache.get('default')).toBe(2);
      advance(604_800_000);
      expect(await cache.get('default')).toBeUndefined();
    });

    it('should report the memory store in stats and ping', async () => {
      await cache.get('absent');
      expect(cache.stats()).toMatchObject({ kind: 'memory', available: true, misses: 1, hits: 0 });
      expect(await cache.ping()).toMatchObject({ ok: true, kind: 'memory' });
    });
  });

  describe('getOrLoad', () => {
    it('should serve a fresh value without loading again', async () => {
      const load = jest.fn().mockResolvedValue('v1');
      expect(await cache.getOrLoad('k', load, options)).toBe('v1');
      advance(999);
      expect(await cache.getOrLoad('k', load, options)).toBe('v1');
      expect(load).toHaveBeenCalledTimes(1);
      expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, loads: 1 });
    });

    it('should load again once the value is no longer fresh', async () => {
      const load = jest.fn().mockResolvedValueOnce('v1').mockResolvedValueOnce('v2');
      await cache.getOrLoad('k', load, options);
      advance(1_000);
      expect(await cache.getOrLoad('k', load, options)).toBe('v2');
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('should call load once for 100 concurrent callers of one key', async () => {
      let release!: (value: string) => void;
      const load = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
      const callers = Array.from({ length: 100 }, () => cache.getOrLoad('hot', load, options));
      await new Promise((resolve) => setImmediate(resolve));
      release('value');
      expect(await Promise.all(callers)).toEqual(Array(100).fill('value'));
      expect(load).toHaveBeenCalledTimes(1);
      expect(cache.stats()).toMatchObject({ loads: 1, coalesced: 99 });
    });

    it('should give 100 concurrent callers the same error from one failed load', async () => {
      const load = jest.fn(() => boom('cms 503'));
      const results = await Promise.allSettled(
        Array.from({ length: 100 }, () => cache.getOrLoad('hot', load, options)),
      );
      expect(results.every((r) => r.status === 'rejected' && (r.reason as Error).message === 'cms 503')).toBe(true);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('should load different keys independently', async () => {
      const load = jest.fn(async () => 'x');
      await Promise.all([cache.getOrLoad('a', load, options), cache.getOrLoad('b', load, options)]);
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('should serve the previous value when a reload fails (stale-if-error)', async () => {
      await cache.getOrLoad('k', async () => 'good', options);
      advance(2_000);
      expect(await cache.getOrLoad('k', () => boom(), options)).toBe('good');
      expect(cache.stats()).toMatchObject({ staleServed: 1, loadFailures: 1 });
    });

    it('should not serve a value past its stale-if-error window', async () => {
      await cache.getOrLoad('k', async () => 'old', { ...options, staleIfErrorMs: 10_000 });
      advance(1_000 + 10_000);
      await expect(cache.getOrLoad('k', () => boom(), { ...options, staleIfErrorMs: 10_000 })).rejects.toThrow(
        'upstream down',
      );
    });

    it('should serve the stale value without calling load again during the error backoff', async () => {
      await cache.getOrLoad('k', async () => 'good', options);
      advance(2_000);
      const failing = jest.fn(() => boom());
      for (let i = 0; i < 10; i += 1) {
        expect(await cache.getOrLoad('k', failing, options)).toBe('good');
        advance(400);
      }
      expect(failing).toHaveBeenCalledTimes(1);
      advance(1_000); // backoff (5 s) over
      const recovered = jest.fn(async () => 'new');
      expect(await cache.getOrLoad('k', recovered, options)).toBe('new');
      expect(recovered).toHaveBeenCalledTimes(1);
    });

    it('should serve the stale value once a reload outlasts staleAfterMs, and keep that reload the only call', async () => {
      const patient = { ...options, staleAfterMs: 20 };
      await cache.getOrLoad('k', async () => 'good', patient);
      advance(2_000);
      let finish: (value: string) => void = () => undefined;
      const hanging = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
      expect(await cache.getOrLoad('k', hanging, patient)).toBe('good');
      // the upstream still hangs: callers get the stale value at once, and no second call is made
      expect(await cache.getOrLoad('k', hanging, patient)).toBe('good');
      expect(hanging).toHaveBeenCalledTimes(1);
      expect(cache.stats()).toMatchObject({ staleServed: 2 });
      // the reload lands in the background and is what callers get next, without another call
      finish('new');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await cache.getOrLoad('k', hanging, patient)).toBe('new');
      expect(hanging).toHaveBeenCalledTimes(1);
    });

    it('should wait for a slow load past staleAfterMs when there is nothing stale to serve', async () => {
      const slow = jest.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('first'), 60)));
      expect(await cache.getOrLoad('k', slow, { ...options, staleAfterMs: 10 })).toBe('first');
      expect(slow).toHaveBeenCalledTimes(1);
    });

    describe('giving up on a load with nothing stale to serve (giveUpAfterMs)', () => {
      const hangingLoad = () => {
        let finish: (value: string) => void = () => undefined;
        const load = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
        return { load, finish: (value: string) => finish(value) };
      };

      it('should fail the caller after its budget and let the load carry on and fill the cache', async () => {
        const { load, finish } = hangingLoad();
        const budget = { ...options, staleAfterMs: 10, giveUpAfterMs: 40 };
        await expect(cache.getOrLoad('k', load, budget)).rejects.toBeInstanceOf(LoadGaveUpError);
        // the load is still the key's one call: a second caller joins it and gives up in turn
        await expect(cache.getOrLoad('k', load, budget)).rejects.toThrow('gave up after 40 ms');
        finish('landed');
        await new Promise((resolve) => setTimeout(resolve, 10));
        expect(await cache.getOrLoad('k', load, budget)).toBe('landed');
        expect(load).toHaveBeenCalledTimes(1);
      });

      it('should never cut short a caller that has a stale value to serve, even past its budget', async () => {
        await cache.getOrLoad('k', async () => 'stale', options);
        advance(2_000);
        const { load } = hangingLoad();
        // the budget runs out before the patience: the stale value still comes, at the patience
        expect(await cache.getOrLoad('k', load, { ...options, staleAfterMs: 60, giveUpAfterMs: 20 })).toBe('stale');
      });

      it('should give each caller joining a load its own budget, and let a caller without one wait', async () => {
        const { load, finish } = hangingLoad();
        const patient = cache.getOrLoad('k', load, { ...options, staleAfterMs: 10 });
        await expect(cache.getOrLoad('k', load, { ...options, staleAfterMs: 10, giveUpAfterMs: 30 })).rejects.toThrow(
          LoadGaveUpError,
        );
        finish('for the patient one');
        expect(await patient).toBe('for the patient one');
        expect(load).toHaveBeenCalledTimes(1);
      });
    });

    it('should answer a fast reload itself, not the stale value, within staleAfterMs', async () => {
      const patient = { ...options, staleAfterMs: 200 };
      await cache.getOrLoad('k', async () => 'old', patient);
      advance(2_000);
      expect(await cache.getOrLoad('k', async () => 'new', patient)).toBe('new');
      expect(cache.stats()).toMatchObject({ staleServed: 0 });
    });

    it('should repeat the same error without an upstream call during the backoff when nothing was cached', async () => {
      const error = new Error('cms 500');
      const load = jest.fn(() => Promise.reject(error));
      await expect(cache.getOrLoad('k', load, options)).rejects.toBe(error);
      advance(4_999);
      await expect(cache.getOrLoad('k', load, options)).rejects.toBe(error);
      expect(load).toHaveBeenCalledTimes(1);
      advance(1);
      await expect(cache.getOrLoad('k', load, options)).rejects.toBe(error);
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('should call load every time when errorBackoffMs is 0', async () => {
      const load = jest.fn(() => boom());
      await expect(cache.getOrLoad('k', load, { ...options, errorBackoffMs: 0 })).rejects.toThrow();
      await expect(cache.getOrLoad('k', load, { ...options, errorBackoffMs: 0 })).rejects.toThrow();
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('should keep an until-invalidated value however much time passes', async () => {
      const load = jest.fn(async () => 'v');
      const forever = { freshMs: 0, staleIfErrorMs: 0, errorBackoffMs: 0 };
      await cache.getOrLoad('k', load, forever);
      advance(604_799_000);
      await cache.getOrLoad('k', load, forever);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('should refuse negative options', async () => {
      await expect(cache.getOrLoad('k', async () => 1, { ...options, freshMs: -5 })).rejects.toThrow(RangeError);
    });
  });
});
