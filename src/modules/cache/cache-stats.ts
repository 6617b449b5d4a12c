import type { CacheStoreKind } from './cache.tokens';

/** Counters since the process started; read through CacheService.stats(). */
export interface CacheCounters {
  /** reads answered from the store (get and fresh getOrLoad) */
  hits: number;
  /** reads the store could not answer fresh (absent, stale, or the store unavailable) */
  misses: number;
  /** calls to a getOrLoad loader (upstream calls) */
  loads: number;
  /** loader calls that failed */
  loadFailures: number;
  /** stale values served because a load failed or was backing off */
  staleServed: number;
  /** getOrLoad callers that joined a call already running for the same key */
  coalesced: number;
}

/** What health checks and benchmarks read. */
export interface CacheStats extends CacheCounters {
  kind: CacheStoreKind;
  /** false while Redis is down or hung (the cache answers misses) */
  available: boolean;
  /** store calls that outlived the Redis timeout */
  storeTimeouts: number;
  /** getOrLoad keys with a load running now */
  inFlight: number;
}

/** Result of a round trip to the store. */
export interface CachePing {
  ok: boolean;
  kind: CacheStoreKind;
  latencyMs: number;
  error?: string;
}

export const emptyCounters = (): CacheCounters => ({
  hits: 0,
  misses: 0,
  loads: 0,
  loadFailures: 0,
  staleServed: 0,
  coalesced: 0,
});
