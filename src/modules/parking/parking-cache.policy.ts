import type { GetOrLoadOptions } from '../cache/cache.service';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Car park counts and times to park change by the minute: each is kept 30 s per centre, served stale for up to
 * 5 minutes while the property data API fails (the reading carries its timestamp), and a failing upstream is
 * asked again at most every 5 s (docs/live-api.md).
 */
export const PARKING_CACHE = {
  freshMs: 30 * SECOND,
  staleIfErrorMs: 5 * MINUTE,
  errorBackoffMs: 5 * SECOND,
} satisfies GetOrLoadOptions;

/** cache-control of GET /api/parking: browsers and CDNs keep it no longer than the server does. */
export const PARKING_CACHE_CONTROL = 'public, max-age=30';
