import type { GetOrLoadOptions } from '../cache/cache.service';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * How long each traffic figure is kept (docs/live-api.md): the reading now for seconds, today's curve for
 * minutes (its past hours fill in with actual arrivals), the usual curve of another day for a day.
 */
export const TRAFFIC_CACHE = {
  current: { freshMs: 30 * SECOND, staleIfErrorMs: 5 * MINUTE, errorBackoffMs: 5 * SECOND },
  today: { freshMs: 5 * MINUTE, staleIfErrorMs: 30 * MINUTE, errorBackoffMs: 5 * SECOND },
  typical: { freshMs: 24 * HOUR, staleIfErrorMs: 24 * HOUR, errorBackoffMs: 30 * SECOND },
} satisfies Record<string, GetOrLoadOptions>;

/** cache-control max-age of the answers: a browser or CDN keeps them no longer than their freshest part. */
export const TRAFFIC_MAX_AGE_SECONDS = { today: 30, otherDay: 60 * 60 } as const;
