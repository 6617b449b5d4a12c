/** How long a loaded value is trusted, and what happens when loading it fails. All in milliseconds. */
export interface GetOrLoadOptions {
  /** how long a loaded value is served without asking again; 0 = fresh until its namespace is invalidated */
  freshMs: number;
  /** how long after it stops being fresh a value may still be served when a reload fails */
  staleIfErrorMs: number;
  /** after a failed load, how long callers get the stale value (or the same error) without a new load */
  errorBackoffMs: number;
  /**
   * how long a reload may keep a caller waiting when there is a stale value to serve (QUALITY R4: an upstream
   * that hangs must not hold pages back); past it the stale value is served and the reload finishes in the
   * background, still the key's only upstream call. Absent or 0: wait for the reload however long it takes.
   */
  staleAfterMs?: number;
  /**
   * how long a caller waits for a load when there is nothing stale to serve (QUALITY R4: a page never cached gets
   * its answer within 1 s however long the upstream hangs); past it the call fails with LoadGaveUpError and the
   * load carries on, still the key's only upstream call, filling the cache when it lands. Counted from the call.
   * Absent or 0: wait for the load however long it takes. Callers joining a load each keep their own.
   */
  giveUpAfterMs?: number;
}

/** What getOrLoad stores: the value and when it was fetched, so freshness does not depend on store TTLs. */
export interface CacheEntry<T> {
  value: T;
  /** epoch ms when the load that produced the value finished */
  fetchedAt: number;
  /** namespace generation the value was loaded under (namespaced keys only) */
  generation?: number;
}

/** Physical expiries of an entry in the store. */
export interface EntryTtls {
  /** the generation-keyed entry callers normally read */
  primaryMs: number;
  /** the last-known-good copy (namespaced keys), kept so stale-if-error survives an invalidation */
  lastGoodMs: number;
}

export function assertValidOptions(options: GetOrLoadOptions): void {
  for (const name of ['freshMs', 'staleIfErrorMs', 'errorBackoffMs', 'staleAfterMs', 'giveUpAfterMs'] as const) {
    const value = options[name] ?? 0;
    if (!Number.isFinite(value) || value < 0)
      throw new RangeError(`getOrLoad: ${name} must be a number >= 0 (got ${value})`);
  }
}

/**
 * A value is fresh while younger than freshMs. With freshMs 0 it is fresh as long as it can be found:
 * its key carries the namespace generation, so an invalidation is what retires it.
 */
export function isFresh(entry: CacheEntry<unknown>, options: GetOrLoadOptions, now: number): boolean {
  return options.freshMs === 0 || now - entry.fetchedAt < options.freshMs;
}

/**
 * Until when a value that is no longer fresh may be served because a reload failed: staleIfErrorMs
 * after it stopped being fresh.
 * - timed values (freshMs > 0) stop being fresh at fetchedAt + freshMs;
 * - values fresh until invalidated stop being fresh when the namespace is invalidated. Generations are
 *   the invalidation's timestamp, so the current generation says when (if several invalidations
 *   happened since, this is the latest one: lenient, never early).
 */
export function staleDeadline(
  entry: CacheEntry<unknown>,
  options: GetOrLoadOptions,
  currentGeneration?: number,
): number {
  if (options.freshMs > 0) return entry.fetchedAt + options.freshMs + options.staleIfErrorMs;
  const retired =
    currentGeneration !== undefined && entry.generation !== undefined && entry.generation !== currentGeneration;
  return retired ? currentGeneration + options.staleIfErrorMs : Number.POSITIVE_INFINITY;
}

export function isUsableStale(
  entry: CacheEntry<unknown>,
  options: GetOrLoadOptions,
  now: number,
  currentGeneration?: number,
): boolean {
  return now < staleDeadline(entry, options, currentGeneration);
}

/**
 * Physical TTLs. The store only has to keep an entry as long as it can still be served:
 * - timed values: freshMs + staleIfErrorMs for both copies (after that nothing may serve them);
 * - values fresh until invalidated: they must outlive the unknown time until the next invalidation,
 *   so the primary gets the record expiry (spec 1 §7, 7 days by default). That bounds what old
 *   generations leave behind and forces a refresh now and then; a TTL of staleIfErrorMs alone would
 *   drop a still-current value after a day, and with staleIfErrorMs 0 would mean "never expire" to
 *   keyv, leaking every retired generation. The last-known-good copy lives staleIfErrorMs longer, so
 *   a value retired just before its record expiry can still be served stale.
 */
export function entryTtls(options: GetOrLoadOptions, recordExpiryMs: number): EntryTtls {
  if (options.freshMs > 0) {
    const ttl = options.freshMs + options.staleIfErrorMs;
    return { primaryMs: ttl, lastGoodMs: ttl };
  }
  return { primaryMs: recordExpiryMs, lastGoodMs: recordExpiryMs + options.staleIfErrorMs };
}
