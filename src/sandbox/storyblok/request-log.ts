/**
 * Counts what reached the sandbox so that tests can assert "one upstream call".
 *
 * `miss` models the real CDN edge (sandbox model, unconfirmed in detail): a draft request, a request without
 * the current `cv`, or the first request of a given URL since the cv changed goes to the origin; repeating a
 * published URL with the current cv would be an edge hit. The sandbox answers both; only the count differs.
 */
import type { LoggedRequest, RequestCounts, RequestLog } from './storyblok-sandbox.types';

const MAX_ENTRIES = 10_000;

export class RequestRecorder implements RequestLog {
  private list: LoggedRequest[] = [];
  private seenKeys = new Set<string>();
  private totals: RequestCounts = { total: 0, misses: 0, byPath: {}, missesByPath: {} };

  get total(): number {
    return this.totals.total;
  }

  get misses(): number {
    return this.totals.misses;
  }

  get entries(): readonly LoggedRequest[] {
    return this.list;
  }

  /** `cacheKey` identifies an edge-cacheable request (undefined = never cacheable, always a miss). */
  record(method: string, url: URL, cacheKey: string | undefined): void {
    const miss = cacheKey === undefined || !this.seenKeys.has(cacheKey);
    if (cacheKey !== undefined) this.seenKeys.add(cacheKey);
    const path = url.pathname;
    this.totals.total += 1;
    this.totals.byPath[path] = (this.totals.byPath[path] ?? 0) + 1;
    if (miss) {
      this.totals.misses += 1;
      this.totals.missesByPath[path] = (this.totals.missesByPath[path] ?? 0) + 1;
    }
    // Bounded, so a long demo session does not grow without end; counts stay exact.
    if (this.list.length >= MAX_ENTRIES) this.list.shift();
    this.list.push({ method, path, search: url.search, miss, at: Date.now() });
  }

  count(path: string | RegExp): number {
    return sumMatching(this.totals.byPath, path);
  }

  countMisses(path: string | RegExp): number {
    return sumMatching(this.totals.missesByPath, path);
  }

  counts(): RequestCounts {
    return structuredClone(this.totals);
  }

  reset(): void {
    this.list = [];
    this.seenKeys = new Set();
    this.totals = { total: 0, misses: 0, byPath: {}, missesByPath: {} };
  }
}

function sumMatching(byPath: Record<string, number>, path: string | RegExp): number {
  if (typeof path === 'string') return byPath[path] ?? 0;
  const regex = new RegExp(path.source, path.flags.replace(/[gy]/g, ''));
  return Object.entries(byPath).reduce((sum, [key, count]) => (regex.test(key) ? sum + count : sum), 0);
}

/**
 * The edge cache key of a CDN request: published content asked with the space's current cv, the query
 * sorted so that param order does not matter. Draft and cv-less requests are not cacheable.
 */
export function cdnCacheKey(url: URL, currentCv: number | undefined): string | undefined {
  const params = url.searchParams;
  if (currentCv === undefined || params.get('version') === 'draft' || params.get('cv') !== String(currentCv)) {
    return undefined;
  }
  const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.pathname}?${new URLSearchParams(sorted).toString()}`;
}
