import type { Cache } from 'cache-manager';
import type { CacheBackend } from './cache.tokens';
import { MemoryCacheBackend } from './memory-cache.backend';
import { isRetiredKey } from './namespace-keys';

/** A read that tells a miss from a store that could not answer (the generation logic needs both). */
export type StoreRead<T> = { status: 'hit'; value: T } | { status: 'miss' } | { status: 'unavailable' };

/** Size of the per-process stand-in used while Redis is unavailable. */
const OUTAGE_MEMORY_LIMITS = { maxEntries: 5_000, maxBytes: 32 * 1024 * 1024 };

/**
 * cache-manager with a deadline: every call answers within the Redis timeout, whatever Redis does.
 * - While the backend is unavailable Redis is not asked at all (0 ms).
 * - A call that outlives the timeout answers as if Redis were down, and tells the backend, which
 *   stops using Redis until a ping answers again.
 * - Meanwhile reads and writes go to a small per-process memory store, emptied when Redis is back.
 *   Values stored before the outage are misses, but what is loaded during it is kept, so an outage
 *   does not turn every request into an upstream call (R3/R4, CMS rate limits).
 * Never throws: the cache is an optimisation, never a reason for a request to fail.
 */
export class GuardedCacheStore {
  timeouts = 0;
  private readonly outage?: MemoryCacheBackend;

  constructor(
    private readonly cache: Cache,
    private readonly backend: CacheBackend,
    private readonly timeoutMs: number,
  ) {
    if (backend.kind === 'redis') {
      const outage = new MemoryCacheBackend(OUTAGE_MEMORY_LIMITS);
      // what was cached locally may be older than Redis by now (another instance may have reloaded)
      backend.onReconnect(() => outage.store.clear());
      this.outage = outage;
    }
  }

  get kind(): CacheBackend['kind'] {
    return this.backend.kind;
  }

  isAvailable(): boolean {
    return this.backend.isAvailable();
  }

  /** Reads the shared store only, saying whether it could answer. */
  async read<T>(key: string): Promise<StoreRead<T>> {
    if (!this.backend.isAvailable()) return { status: 'unavailable' };
    const value = await this.guard(this.cache.get<T>(key), UNAVAILABLE);
    if (value === UNAVAILABLE) return { status: 'unavailable' };
    return value === undefined || value === null ? { status: 'miss' } : { status: 'hit', value: value as T };
  }

  async get<T>(key: string): Promise<T | undefined> {
    const read = await this.read<T>(key);
    if (read.status === 'hit') return read.value;
    if (read.status === 'unavailable' && this.outage) return (await this.outage.keyv.get<T>(key)) ?? undefined;
    return undefined;
  }

  /**
   * Stores a value for ttlMs (0 = no expiry). Answers whether the shared store took it; keyv reports
   * success even when Redis dropped the write, so availability after the call is the best signal.
   */
  async set(key: string, value: unknown, ttlMs: number): Promise<boolean> {
    if (this.backend.isAvailable()) {
      const done = await this.guard(
        this.cache.set(key, value, ttlMs).then(() => true),
        false,
      );
      if (done && this.backend.isAvailable()) return true;
    }
    await this.outage?.keyv.set(key, value, ttlMs);
    return false;
  }

  async del(key: string): Promise<boolean> {
    await this.outage?.keyv.delete(key);
    if (!this.backend.isAvailable()) return false;
    return this.guard(this.cache.del(key), false);
  }

  /** Drops the namespace's generations other than `current` from this process's memory (see CacheBackend.dropLocal). */
  dropRetired(namespace: string, current: number): void {
    const retired = isRetiredKey(namespace, current);
    this.backend.dropLocal(retired);
    this.outage?.dropLocal(retired);
  }

  private async guard<R, F>(call: Promise<R>, fallback: F): Promise<R | F> {
    const safe = call.catch(() => fallback);
    // memory answers at once: no timer on the hot path
    if (this.backend.kind === 'memory') return safe;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<F>((resolve) => {
      timer = setTimeout(() => {
        this.timeouts += 1;
        this.backend.reportTimeout();
        resolve(fallback);
      }, this.timeoutMs);
    });
    try {
      return await Promise.race([safe, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}

const UNAVAILABLE = Symbol('unavailable');
