import { createCache } from 'cache-manager';
import { BoundedMemoryStore } from './bounded-memory.store';
import { MemoryCacheBackend } from './memory-cache.backend';

describe('BoundedMemoryStore', () => {
  it('should evict the least recently used entry beyond maxEntries', () => {
    const store = new BoundedMemoryStore({ maxEntries: 3, maxBytes: 1e6 });
    store.set('a', '1').set('b', '2').set('c', '3');
    store.get('a'); // a is now the most recent
    store.set('d', '4');
    expect(store.has('b')).toBe(false);
    expect([store.has('a'), store.has('c'), store.has('d')]).toEqual([true, true, true]);
    expect(store.size).toBe(3);
  });

  it('should evict until the serialized size fits maxBytes', () => {
    const store = new BoundedMemoryStore({ maxEntries: 100, maxBytes: 250 });
    for (const key of ['k1', 'k2', 'k3']) store.set(key, 'x'.repeat(98));
    expect(store.has('k1')).toBe(false);
    expect(store.size).toBe(2);
    expect(store.approximateBytes).toBeLessThanOrEqual(250);
  });

  it('should not keep a value larger than the whole budget', () => {
    const store = new BoundedMemoryStore({ maxEntries: 100, maxBytes: 50 });
    store.set('small', 'x');
    store.set('huge', 'x'.repeat(100));
    expect(store.has('huge')).toBe(false);
    expect(store.has('small')).toBe(true);
  });

  it('should account for replaced and deleted values', () => {
    const store = new BoundedMemoryStore({ maxEntries: 100, maxBytes: 1e6 });
    store.set('a', 'x'.repeat(10));
    store.set('a', 'x'.repeat(20));
    expect(store.approximateBytes).toBe(21);
    store.delete('a');
    expect(store.approximateBytes).toBe(0);
  });

  it('should keep the memory cache bounded however many keys are written through cache-manager', async () => {
    const backend = new MemoryCacheBackend({ maxEntries: 100, maxBytes: 1e6 });
    const cache = createCache({ stores: [backend.keyv] });
    for (let i = 0; i < 1_000; i += 1) await cache.set(`key-${i}`, { i, text: 'some content' });
    expect(backend.store.size).toBe(100);
    expect(await cache.get('key-0')).toBeUndefined();
    expect(await cache.get('key-999')).toEqual({ i: 999, text: 'some content' });
  });
});
