import type { Keyv } from 'keyv';

/** Where cached values live: one process's memory, or a Redis shared by every instance. */
export type CacheStoreKind = 'memory' | 'redis';

/** DI token of the {@link CacheBackend} the cache module was configured with. */
export const CACHE_BACKEND = Symbol('CACHE_BACKEND');

/**
 * The store behind cache-manager, plus what cache-manager cannot tell: whether the store can answer
 * now. Internal to the cache module; other modules use CacheService.
 */
export interface CacheBackend {
  readonly kind: CacheStoreKind;
  /** handed to cache-manager as its only store */
  readonly keyv: Keyv;
  /** false while Redis is unreachable or hung: callers answer a miss without waiting */
  isAvailable(): boolean;
  /** called by the store guard when a command outlived the timeout (Redis hung, not refused) */
  reportTimeout(): void;
  /** round trip to the store; rejects when it cannot answer */
  ping(): Promise<void>;
  /** registers a callback run each time the store comes back after an outage */
  onReconnect(listener: () => void): void;
  /**
   * Drops the keys `matches` accepts from this process's memory (a namespace's retired generations). Redis keeps
   * its keys until they expire: scanning them is what decision 0002 rules out.
   */
  dropLocal(matches: (key: string) => boolean): void;
}
