import { Keyv } from 'keyv';
import { deserializeStored } from './stored-json';
import { BoundedMemoryStore, DEFAULT_MEMORY_LIMITS, MemoryLimits } from './bounded-memory.store';
import type { CacheBackend } from './cache.tokens';

/**
 * One process's memory, bounded. Values go through keyv's JSON serialization exactly as they do for
 * Redis, so a caller cannot corrupt the cache by mutating what it read (a copy, or for a large entry one shared
 * frozen value, decision 0017) and behaves the same in demo and in production.
 */
export class MemoryCacheBackend implements CacheBackend {
  readonly kind = 'memory' as const;
  readonly store: BoundedMemoryStore;
  readonly keyv: Keyv;

  constructor(limits: MemoryLimits = DEFAULT_MEMORY_LIMITS) {
    this.store = new BoundedMemoryStore(limits);
    this.keyv = new Keyv({
      store: this.store,
      useKeyPrefix: false,
      throwOnErrors: false,
      deserialize: deserializeStored,
    });
  }

  isAvailable(): boolean {
    return true;
  }

  reportTimeout(): void {
    // memory answers synchronously; nothing to suspend
  }

  async ping(): Promise<void> {
    this.store.has('ping');
  }

  onReconnect(): void {
    // memory never goes away
  }

  dropLocal(matches: (key: string) => boolean): void {
    this.store.deleteMatching(matches);
  }
}
