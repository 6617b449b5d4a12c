import { MemoryRateLimitStore } from './rate-limit.store';

describe('MemoryRateLimitStore', () => {
  let now = 0;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('should count requests of one key within a window and answer the time left', async () => {
    const store = new MemoryRateLimitStore(() => now);
    await expect(store.hit('contact:203.0.113.9', 60_000)).resolves.toEqual({ count: 1, resetInMs: 60_000 });
    now += 15_000;
    await expect(store.hit('contact:203.0.113.9', 60_000)).resolves.toEqual({ count: 2, resetInMs: 45_000 });
  });

  it('should count keys apart', async () => {
    const store = new MemoryRateLimitStore(() => now);
    await store.hit('contact:203.0.113.9', 60_000);
    await expect(store.hit('contact:198.51.100.7', 60_000)).resolves.toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('should start again after the window', async () => {
    const store = new MemoryRateLimitStore(() => now);
    await store.hit('k', 60_000);
    await store.hit('k', 60_000);
    now += 60_000;
    await expect(store.hit('k', 60_000)).resolves.toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('should keep at most maxKeys keys, dropping ended windows first, then the least recently used', async () => {
    const store = new MemoryRateLimitStore(() => now, 2);
    await store.hit('old', 1_000);
    now += 1_000;
    await store.hit('a', 60_000);
    await store.hit('b', 60_000);
    expect(store.size).toBe(2);
    await store.hit('a', 60_000);
    await store.hit('c', 60_000);
    expect(store.size).toBe(2);
    await expect(store.hit('a', 60_000)).resolves.toMatchObject({ count: 3 });
    await expect(store.hit('b', 60_000)).resolves.toMatchObject({ count: 1 });
  });
});
