import {
  assertValidOptions,
  CacheEntry,
  entryTtls,
  GetOrLoadOptions,
  isFresh,
  isUsableStale,
} from './cache-entry.policy';
import type { CacheCounters } from './cache-stats';
import type { GuardedCacheStore } from './guarded-cache.store';
import { withinBudget } from './load-budget';

/** Where getOrLoad reads and writes one logical key. */
export interface LoadTarget {
  /** the key callers read (generation-prefixed in a namespace) */
  key: string;
  /** namespaced keys: the copy kept across invalidations, keyed without the generation */
  lastGoodKey?: string;
  /** namespaced keys: the namespace's current generation */
  generation?: number;
  /** namespaced keys: whether the namespace has moved past that generation since (an invalidation meanwhile) */
  retired?: () => boolean;
}

interface Failure {
  error: unknown;
  until: number;
  stale?: CacheEntry<unknown>;
}

/** One key's getOrLoad under way in this process, shared by every caller of the key meanwhile. */
interface Flight {
  promise: Promise<unknown>;
  /** settles once the flight has nothing stale to serve and waits on its load: callers' budgets count from then */
  waitingOnLoad: Promise<void>;
}

/** Above this many remembered failures, expired ones are swept on the next failure. */
const FAILURE_SWEEP_THRESHOLD = 1000;

/**
 * getOrLoad's engine: single flight, stale-if-error, error backoff, and stale-after-patience (a reload slower than
 * staleAfterMs serves the stale value and finishes in the background). All of it is per process:
 * flights and failures are promises and errors, which do not travel through Redis; across N instances
 * a key costs at most N upstream calls per window.
 */
export class CacheLoader {
  private readonly flights = new Map<string, Flight>();
  /** reloads that outlasted their callers' patience (staleAfterMs): each key's one upstream call, still running */
  private readonly slowReloads = new Map<string, Promise<unknown>>();
  private readonly failures = new Map<string, Failure>();

  constructor(
    private readonly store: GuardedCacheStore,
    private readonly counters: CacheCounters,
    private readonly recordExpiryMs: number,
  ) {}

  get inFlight(): number {
    return this.flights.size;
  }

  getOrLoad<T>(target: LoadTarget, load: () => Promise<T>, options: GetOrLoadOptions): Promise<T> {
    try {
      assertValidOptions(options);
    } catch (error) {
      return Promise.reject(error);
    }
    const called = performance.now();
    let flight = this.flights.get(target.key);
    if (flight) this.counters.coalesced += 1;
    else {
      let waiting!: () => void;
      const waitingOnLoad = new Promise<void>((resolve) => (waiting = resolve));
      const promise = this.resolve(target, load, options, waiting).finally(() => this.flights.delete(target.key));
      flight = { promise, waitingOnLoad };
      this.flights.set(target.key, flight);
    }
    const answer = flight.promise as Promise<T>;
    return options.giveUpAfterMs ? withinBudget(answer, flight.waitingOnLoad, options.giveUpAfterMs, called) : answer;
  }

  private async resolve<T>(
    target: LoadTarget,
    load: () => Promise<T>,
    options: GetOrLoadOptions,
    waitingOnLoad: () => void,
  ): Promise<T> {
    const entry = await this.store.get<CacheEntry<T>>(target.key);
    if (entry && isFresh(entry, options, Date.now())) {
      this.counters.hits += 1;
      return entry.value;
    }
    this.counters.misses += 1;
    const previous = entry && isUsableStale(entry, options, Date.now(), target.generation) ? entry : undefined;

    const failure = this.activeFailure(target.key);
    if (failure) {
      const remembered = failure.stale as CacheEntry<T> | undefined;
      const stillUsable = remembered && isUsableStale(remembered, options, Date.now(), target.generation);
      return this.fallBack(previous ?? (stillUsable ? remembered : undefined), failure.error);
    }

    const slow = this.slowReloads.get(target.key);
    if (slow) {
      // the key's reload is still under way in the background: the stale value meanwhile, no second call
      const stale = previous ?? (await this.lastKnownGood<T>(target, options));
      if (stale) return this.fallBack(stale, undefined);
      waitingOnLoad();
      return slow as Promise<T>;
    }

    const reload = this.reload(target, load, options, previous);
    if (!options.staleAfterMs) {
      if (!previous) waitingOnLoad();
      return reload;
    }
    const settled = reload.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    let timer: NodeJS.Timeout | undefined;
    const patience = new Promise<'slow'>((resolve) => {
      timer = setTimeout(() => resolve('slow'), options.staleAfterMs);
    });
    const first = await Promise.race([settled, patience]);
    clearTimeout(timer);
    if (first !== 'slow') {
      if ('error' in first) throw first.error;
      return first.value;
    }
    const stale = previous ?? (await this.lastKnownGood<T>(target, options));
    if (!stale) {
      waitingOnLoad();
      return reload;
    }
    this.slowReloads.set(target.key, reload);
    void settled.finally(() => this.slowReloads.delete(target.key));
    return this.fallBack(stale, undefined);
  }

  /** One upstream call: saved on success; on failure remembered for the backoff, and stale served if any. */
  private async reload<T>(
    target: LoadTarget,
    load: () => Promise<T>,
    options: GetOrLoadOptions,
    previous: CacheEntry<T> | undefined,
  ): Promise<T> {
    let value: T;
    try {
      this.counters.loads += 1;
      value = await load();
    } catch (error) {
      this.counters.loadFailures += 1;
      const stale = previous ?? (await this.lastKnownGood<T>(target, options));
      this.remember(target.key, error, stale, options.errorBackoffMs);
      return this.fallBack(stale, error);
    }
    this.failures.delete(target.key);
    await this.save(target, value, options);
    return value;
  }

  private fallBack<T>(stale: CacheEntry<T> | undefined, error: unknown): T {
    if (!stale) throw error;
    this.counters.staleServed += 1;
    return stale.value;
  }

  private async lastKnownGood<T>(target: LoadTarget, options: GetOrLoadOptions): Promise<CacheEntry<T> | undefined> {
    if (!target.lastGoodKey || options.staleIfErrorMs === 0) return undefined;
    const copy = await this.store.get<CacheEntry<T>>(target.lastGoodKey);
    return copy && isUsableStale(copy, options, Date.now(), target.generation) ? copy : undefined;
  }

  private async save<T>(target: LoadTarget, value: T, options: GetOrLoadOptions): Promise<void> {
    const entry: CacheEntry<T> = { value, fetchedAt: Date.now(), generation: target.generation };
    const ttls = entryTtls(options, this.recordExpiryMs);
    // a load that outlived its generation must not bring it back: nothing reads a retired generation's keys
    const writes = target.retired?.() ? [] : [this.store.set(target.key, entry, ttls.primaryMs)];
    // the copy only matters to stale-if-error; without it there is nothing to keep
    if (target.lastGoodKey && options.staleIfErrorMs > 0)
      writes.push(this.store.set(target.lastGoodKey, entry, ttls.lastGoodMs));
    await Promise.all(writes);
  }

  private activeFailure(key: string): Failure | undefined {
    const failure = this.failures.get(key);
    if (!failure) return undefined;
    if (Date.now() < failure.until) return failure;
    this.failures.delete(key);
    return undefined;
  }

  private remember(key: string, error: unknown, stale: CacheEntry<unknown> | undefined, backoffMs: number): void {
    if (backoffMs === 0) return;
    if (this.failures.size >= FAILURE_SWEEP_THRESHOLD) {
      const now = Date.now();
      for (const [other, failure] of this.failures) if (failure.until <= now) this.failures.delete(other);
    }
    this.failures.set(key, { error, until: Date.now() + backoffMs, stale });
  }
}
