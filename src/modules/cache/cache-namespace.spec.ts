import { createCache } from 'cache-manager';
import { loadConfiguration } from '../../../config/configuration';
import { CacheService } from './cache.service';
import { MemoryCacheBackend } from './memory-cache.backend';
import { GENERATION_MEMO_MS } from './namespace-generations';
import { fakeDateOnly } from '../../../test/utils/fake-date';

// Two CacheService instances over one store stand for two app instances sharing Redis.
const config = loadConfiguration({ APP_MODE: 'test', WEBHOOK_TOKEN: 'token' });
const START = Date.UTC(2026, 0, 1);
let now = START;
const advance = (ms: number): void => {
  now += ms;
  jest.setSystemTime(now);
};
const untilInvalidated = { freshMs: 0, staleIfErrorMs: 60_000, errorBackoffMs: 5_000 };
const boom = (): Promise<never> => Promise.reject(new Error('cms down'));

describe('cache namespaces', () => {
  let backend: MemoryCacheBackend;
  let cache: CacheService;
  const instance = (): CacheService => new CacheService(createCache({ stores: [backend.keyv] }), backend, config);

  beforeEach(() => {
    now = START;
    fakeDateOnly(now);
    backend = new MemoryCacheBackend();
    cache = instance();
  });

  afterEach(() => jest.useRealTimers());

  it('should keep the keys of different namespaces and of the root apart', async () => {
    await cache.set('k', 'root');
    await cache.namespace('a').set('k', 'in a');
    await cache.namespace('b').set('k', 'in b');
    expect([await cache.get('k'), await cache.namespace('a').get('k'), await cache.namespace('b').get('k')]).toEqual([
      'root',
      'in a',
      'in b',
    ]);
  });

  it('should make every key of a namespace new at once when it is invalidated', async () => {
    const content = cache.namespace('content:1001');
    const load = jest.fn().mockResolvedValueOnce('v1').mockResolvedValueOnce('v2');
    await content.set('plain', 'p');
    expect(await content.getOrLoad('story', load, untilInvalidated)).toBe('v1');
    expect(await cache.invalidate('content:1001')).toBe(true);
    expect(await content.get('plain')).toBeUndefined();
    expect(await content.getOrLoad('story', load, untilInvalidated)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('should leave other namespaces alone', async () => {
    const load = jest.fn(async () => 'v');
    await cache.namespace('content:1002').getOrLoad('story', load, untilInvalidated);
    await cache.invalidate('content:1001');
    await cache.namespace('content:1002').getOrLoad('story', load, untilInvalidated);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('should serve the value from before an invalidation when the reload fails', async () => {
    const content = cache.namespace('content:1001');
    await content.getOrLoad('story', async () => 'before', untilInvalidated);
    advance(3_600_000);
    await cache.invalidate('content:1001');
    expect(await content.getOrLoad('story', boom, untilInvalidated)).toBe('before');
    expect(cache.stats().staleServed).toBe(1);
  });

  it('should stop serving it staleIfErrorMs after the invalidation', async () => {
    const content = cache.namespace('content:1001');
    await content.getOrLoad('story', async () => 'before', untilInvalidated);
    advance(1_000);
    await cache.invalidate('content:1001');
    advance(59_999);
    expect(await content.getOrLoad('story', boom, untilInvalidated)).toBe('before');
    advance(5_000); // past the error backoff and the stale window
    await expect(content.getOrLoad('story', boom, untilInvalidated)).rejects.toThrow('cms down');
  });

  it('should serve a timed value from before an invalidation within its stale window', async () => {
    const timed = { freshMs: 10_000, staleIfErrorMs: 60_000, errorBackoffMs: 5_000 };
    const content = cache.namespace('content:1001');
    await content.getOrLoad('cv', async () => 42, timed);
    await cache.invalidate('content:1001');
    expect(await content.getOrLoad('cv', boom, timed)).toBe(42);
  });

  it('should keep no last-known-good copy when stale-if-error is off', async () => {
    const content = cache.namespace('content:1001');
    await content.getOrLoad('story', async () => 'before', { ...untilInvalidated, staleIfErrorMs: 0 });
    await cache.invalidate('content:1001');
    await expect(content.getOrLoad('story', boom, { ...untilInvalidated, staleIfErrorMs: 0 })).rejects.toThrow(
      'cms down',
    );
    expect([...backend.store['entries'].keys()].filter((key) => key.includes(':lkg:'))).toEqual([]);
  });

  it('should show one instance its invalidation at once and another within the memo time', async () => {
    const other = instance();
    const loadHere = jest.fn().mockResolvedValueOnce('v1').mockResolvedValueOnce('v2');
    const loadThere = jest.fn(async () => 'v2 there');
    await cache.namespace('content:1001').getOrLoad('story', loadHere, untilInvalidated);
    expect(await other.namespace('content:1001').getOrLoad('story', loadThere, untilInvalidated)).toBe('v1');

    await cache.invalidate('content:1001');
    expect(await cache.namespace('content:1001').getOrLoad('story', loadHere, untilInvalidated)).toBe('v2');
    // the other instance still trusts the generation it read less than a second ago
    expect(await other.namespace('content:1001').getOrLoad('story', loadThere, untilInvalidated)).toBe('v1');
    advance(GENERATION_MEMO_MS);
    expect(await other.namespace('content:1001').getOrLoad('story', loadThere, untilInvalidated)).toBe('v2');
    expect(loadThere).not.toHaveBeenCalled();
  });

  it('should give each invalidation a generation greater than the last, even within one millisecond', async () => {
    const generations: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await cache.invalidate('n');
      await cache.namespace('n').set('k', i);
      generations.push([...backend.store['entries'].keys()].filter((key) => key.startsWith('n:g')).pop()!);
    }
    expect(new Set(generations).size).toBe(3);
  });

  describe('retired generations in memory', () => {
    const keysOf = (prefix: string) => [...backend.store['entries'].keys()].filter((key) => key.startsWith(prefix));
    /** keys of one of the namespace's generations (not `<ns>:generation` itself) */
    const generationKeys = (namespace: string) => keysOf(namespace).filter((key) => /^[^:]+:\d+:g\d+:/.test(key));
    const generationOf = (key: string) => /:g(\d+):/.exec(key)?.[1];

    it('should drop them from memory once every reader has moved on, keeping the last known good copies', async () => {
      jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
      const content = cache.namespace('content:1001');
      await content.getOrLoad('story', async () => 'v1', untilInvalidated);
      await cache.namespace('content:1002').getOrLoad('story', async () => 'other', untilInvalidated);
      const [retired] = generationKeys('content:1001');
      await cache.invalidate('content:1001');
      await content.getOrLoad('story', async () => 'v2', untilInvalidated);
      // another instance sharing the store may read the old generation for up to a second
      expect(generationKeys('content:1001')).toContain(retired);

      jest.advanceTimersByTime(GENERATION_MEMO_MS);
      const left = generationKeys('content:1001');
      expect(left).toHaveLength(1);
      expect(generationOf(left[0]!)).not.toBe(generationOf(retired!));
      expect(keysOf('content:1001:lkg:')).toEqual(['content:1001:lkg:story']);
      expect(generationKeys('content:1002')).toHaveLength(1);
      expect(await content.getOrLoad('story', boom, untilInvalidated)).toBe('v2');
    });

    it('should not write back a generation retired while its load was running', async () => {
      const content = cache.namespace('content:1001');
      let finish!: (value: string) => void;
      const reading = content.getOrLoad(
        'story',
        () => new Promise<string>((resolve) => (finish = resolve)),
        untilInvalidated,
      );
      await new Promise(setImmediate);
      await cache.invalidate('content:1001');
      finish('loaded before the publish');

      expect(await reading).toBe('loaded before the publish');
      expect(generationKeys('content:1001')).toEqual([]);
      // still the last known good value, should the reload after the invalidation fail
      expect(await content.getOrLoad('story', boom, untilInvalidated)).toBe('loaded before the publish');
    });
  });

  it('should coalesce a burst of invalidations: two generations written, each one after every call it answers', async () => {
    const before = await cache.generation('content:1001');
    const writes = jest.spyOn(backend.store, 'set');
    const first = cache.invalidate('content:1001');
    advance(5);
    const burst = Array.from({ length: 9 }, () => cache.invalidate('content:1001'));

    expect(await Promise.all([first, ...burst])).toEqual(Array(10).fill(true));
    const generationWrites = writes.mock.calls.filter(([key]) => key === 'content:1001:generation');
    expect(generationWrites).toHaveLength(2);
    const last = await cache.generation('content:1001');
    expect(last).toBeGreaterThanOrEqual(START + 5);
    expect(last).toBeGreaterThan(before);
  });

  it('should refuse an empty namespace name', () => {
    expect(() => cache.namespace('')).toThrow(TypeError);
  });
});
