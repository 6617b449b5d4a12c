import { Inject, Injectable } from '@nestjs/common';
import { CACHE_MANAGER } from '@nestjs/cache-manager';
import type { Cache } from 'cache-manager';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import type { GetOrLoadOptions } from './cache-entry.policy';
import { CacheLoader } from './cache-loader';
import { CacheNamespace, NamespaceView } from './cache-namespace';
import { CacheCounters, CachePing, CacheStats, emptyCounters } from './cache-stats';
import { CACHE_BACKEND } from './cache.tokens';
import type { CacheBackend } from './cache.tokens';
import { GuardedCacheStore } from './guarded-cache.store';
import { NamespaceGenerations } from './namespace-generations';

export type { GetOrLoadOptions } from './cache-entry.policy';
export type { CacheNamespace } from './cache-namespace';
export type { CachePing, CacheStats } from './cache-stats';

/**
 * The application's cache: memory by default, Redis when `config.cache.redisUrl` is set. The only
 * cache API other modules use.
 *
 * - Every call answers within `config.cache.redisTimeoutMs`, even while Redis is down or hung; then
 *   reads miss and writes only reach a small per-process stand-in (see GuardedCacheStore).
 * - Values are stored as JSON (in memory too): callers get copies; Dates come back as strings.
 * - Treat returned values as read-only: concurrent getOrLoad callers share one object.
 */
@Injectable()
export class CacheService {
  private readonly store: GuardedCacheStore;
  private readonly generations: NamespaceGenerations;
  private readonly loader: CacheLoader;
  private readonly counters: CacheCounters = emptyCounters();
  private readonly recordExpiryMs: number;
  private readonly invalidationListeners = new Set<(namespaceName: string) => void>();

  constructor(
    @Inject(CACHE_MANAGER) cache: Cache,
    @Inject(CACHE_BACKEND) private readonly backend: CacheBackend,
    @Inject(APP_CONFIG) config: Configuration,
  ) {
    this.recordExpiryMs = config.cache.recordExpirySeconds * 1000;
    this.store = new GuardedCacheStore(cache, backend, config.cache.redisTimeoutMs);
    this.generations = new NamespaceGenerations(this.store);
    this.loader = new CacheLoader(this.store, this.counters, this.recordExpiryMs);
    backend.onReconnect(() => void this.generations.flushPending());
  }

  /** The value stored under key, or undefined (absent, expired, or the store unavailable). */
  async get<T>(key: string): Promise<T | undefined> {
    const value = await this.store.get<T>(key);
    this.count(value !== undefined);
    return value;
  }

  /**
   * Stores a JSON-serializable value. ttlMs omitted or 0: the record expiry
   * (`config.cache.recordExpirySeconds`, spec 1 §7), so nothing stays in the store forever.
   */
  async set<T>(key: string, value: T, ttlMs?: number): Promise<void> {
    await this.store.set(key, value, this.ttlOrDefault(ttlMs));
  }

  /** Removes key (no-op when absent or when the store is unavailable). */
  async del(key: string): Promise<void> {
    await this.store.del(key);
  }

  /**
   * A fresh cached value, or the result of `load`, cached.
   * - Single flight: concurrent callers of one key in this process share one `load` call.
   * - Freshness is logical (the entry carries its fetchedAt); the store keeps entries only as long
   *   as they may still be served (see entryTtls in cache-entry.policy.ts).
   * - Stale-if-error: when `load` fails and a previous value is within staleIfErrorMs of going stale,
   *   it is served, and for errorBackoffMs callers get it without `load` being called again.
   * - Error backoff: with no previous value the error propagates, and callers within errorBackoffMs
   *   get the same error without a new upstream call.
   * - The key holds an entry wrapper, not the bare value: read it back with getOrLoad, not get.
   * @param options freshMs (0 = fresh until the namespace is invalidated), staleIfErrorMs, errorBackoffMs
   */
  getOrLoad<T>(key: string, load: () => Promise<T>, options: GetOrLoadOptions): Promise<T> {
    return this.loader.getOrLoad({ key }, load, options);
  }

  /**
   * A view whose keys live under the namespace's current generation. Names come from a small fixed
   * set (for example `content:<spaceId>`): each one keeps a few bytes of bookkeeping per instance.
   */
  namespace(name: string): CacheNamespace {
    if (!name) throw new TypeError('cache namespace name must not be empty');
    return new NamespaceView(name, {
      store: this.store,
      generations: this.generations,
      loader: this.loader,
      ttlOrDefault: (ttlMs) => this.ttlOrDefault(ttlMs),
      count: (hit) => this.count(hit),
    });
  }

  /**
   * Retires every key of the namespace at once: here immediately, on other instances sharing Redis
   * within about a second. Values from before stay available to stale-if-error.
   * @returns false when Redis could not record it: it then applies to this instance only, and is
   *          written when Redis is back (unless another invalidation overtook it)
   */
  async invalidate(namespaceName: string): Promise<boolean> {
    const stored = await this.generations.bump(namespaceName);
    for (const listener of this.invalidationListeners) listener(namespaceName);
    return stored;
  }

  /**
   * Calls listener after each invalidation made through this instance (the CMS webhook reaches one instance;
   * the others see the new generation within about a second through `generation`).
   * @returns a function that removes the listener
   */
  onInvalidate(listener: (namespaceName: string) => void): () => void {
    this.invalidationListeners.add(listener);
    return () => this.invalidationListeners.delete(listener);
  }

  /**
   * The namespace's current generation (changes on every invalidation; read from the store at most once a
   * second per instance). Lets a cache kept elsewhere, like the page cache, follow invalidations.
   */
  generation(namespaceName: string): Promise<number> {
    return this.generations.current(namespaceName);
  }

  /** Counters since start, for health checks and benchmarks. */
  stats(): CacheStats {
    return {
      ...this.counters,
      kind: this.backend.kind,
      available: this.backend.isAvailable(),
      storeTimeouts: this.store.timeouts,
      inFlight: this.loader.inFlight,
    };
  }

  /** A round trip to the store, within the Redis timeout. */
  async ping(): Promise<CachePing> {
    const started = performance.now();
    const latencyMs = (): number => Math.round((performance.now() - started) * 1000) / 1000;
    try {
      await this.backend.ping();
      return { ok: true, kind: this.backend.kind, latencyMs: latencyMs() };
    } catch (error) {
      return {
        ok: false,
        kind: this.backend.kind,
        latencyMs: latencyMs(),
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }

  private ttlOrDefault(ttlMs?: number): number {
    return ttlMs && ttlMs > 0 ? ttlMs : this.recordExpiryMs;
  }

  private count(hit: boolean): void {
    if (hit) this.counters.hits += 1;
    else this.counters.misses += 1;
  }
}
