import { createCache } from 'cache-manager';
import { BoundedMemoryStore } from './bounded-memory.store';
import { MemoryCacheBackend } from './memory-cache.backend';

/** What one entry costs the store beyond its text: the one-character key 'k' and the entry's overhead. */
const bytesOf = (text: string): number => {
  const store = new BoundedMemoryStore({ maxEntries: 10, maxBytes: 1e9 });
  store.set('k', text);
  return store.heldBytes;
};

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

  it('should evict the least recently used entries until what it holds fits maxBytes', () => {
    const one = bytesOf('x'.repeat(98));
    const store = new BoundedMemoryStore({ maxEntries: 100, maxBytes: 2 * one + 10 });
    for (const key of ['a', 'b', 'c']) store.set(key, 'x'.repeat(98));
    expect([store.has('a'), store.has('b'), store.has('c')]).toEqual([false, true, true]);
    expect(store.heldBytes).toBeLessThanOrEqual(2 * one + 10);
  });

  it('should count a text at what it takes in memory: a byte a character in ASCII, two beyond it', () => {
    const ascii = bytesOf('a'.repeat(10_000));
    const wide = bytesOf('’'.repeat(10_000));
    expect(ascii).toBeGreaterThanOrEqual(10_000);
    expect(wide - ascii).toBe(10_000);
  });

  it('should give back a text built piece by piece, as keyv serializes a story list, counted at its real size', () => {
    let list = '[';
    for (let index = 0; index < 5_000; index += 1) list += `{"name":"Store ${index} – café","slug":"store-${index}"},`;
    list += ']';
    const store = new BoundedMemoryStore({ maxEntries: 100, maxBytes: 3 * list.length });
    store.set('list', list);
    expect(store.get('list')).toBe(list);
    // its dash and accent make every character of it take two bytes
    expect(store.heldBytes).toBeGreaterThan(2 * list.length);
  });

  it('should not keep a value larger than the whole budget', () => {
    const store = new BoundedMemoryStore({ maxEntries: 100, maxBytes: bytesOf('x'.repeat(50)) });
    store.set('s', 'x');
    store.set('h', 'x'.repeat(100));
    expect(store.has('h')).toBe(false);
    expect(store.has('s')).toBe(true);
  });

  it('should account for replaced and deleted values', () => {
    const store = new BoundedMemoryStore({ maxEntries: 100, maxBytes: 1e6 });
    store.set('k', 'x'.repeat(10));
    store.set('k', 'x'.repeat(20));
    expect(store.heldBytes).toBe(bytesOf('x'.repeat(20)));
    store.delete('k');
    expect(store.heldBytes).toBe(0);
  });

  it('should delete exactly the keys a rule names, and what they held', () => {
    const store = new BoundedMemoryStore({ maxEntries: 100, maxBytes: 1e6 });
    store.set('n:g1:a', 'old').set('n:g1:b', 'old').set('n:g2:a', 'new');
    expect(store.deleteMatching((key) => key.startsWith('n:g1:'))).toBe(2);
    expect([store.has('n:g1:a'), store.has('n:g1:b'), store.has('n:g2:a')]).toEqual([false, false, true]);
    expect(store.heldBytes).toBe(bytesOf('new') + 'n:g2:a'.length - 1);
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
