import type { GetOrLoadOptions } from '../cache/cache.service';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Indoor air quality and temperature drift over minutes: a reading is kept 60 s per centre, served stale for up
 * to 10 minutes while the property data API fails, and a failing upstream is asked again at most every 5 s.
 */
export const WELLBEING_CACHE = {
  freshMs: 60 * SECOND,
  staleIfErrorMs: 10 * MINUTE,
  errorBackoffMs: 5 * SECOND,
} satisfies GetOrLoadOptions;

/** cache-control of GET /api/well-widgets: browsers and CDNs keep it no longer than the server does. */
export const WELLBEING_CACHE_CONTROL = 'public, max-age=60';
