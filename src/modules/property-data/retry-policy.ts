/**
 * When a property data call may be sent again, and after how long. Only idempotent calls are retried (GET,
 * PUT, DELETE, a POST with an idempotency key or marked read-only), only when no answer came or the answer
 * was 5xx or 429, and at most `retries` times, with exponential backoff and jitter so that many instances
 * do not retry in step. A 4xx other than 429 is never retried (a 401 gets one fresh token instead).
 */
import type { PropertyDataCall } from './property-data.port';

export interface RetryOptions {
  /** retries after the first attempt (2: at most three attempts) */
  retries: number;
  /** the first retry waits between half of this and this */
  baseDelayMs: number;
  /** no wait is longer, Retry-After included */
  maxDelayMs: number;
}

export function isIdempotent(call: Pick<PropertyDataCall, 'method' | 'idempotent' | 'idempotencyKey'>): boolean {
  if (call.idempotent !== undefined) return call.idempotent;
  return call.method !== 'POST' || call.idempotencyKey !== undefined;
}

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Seconds of a Retry-After header in milliseconds; an HTTP date or nonsense gives undefined. */
function retryAfterMs(header: string | null | undefined): number | undefined {
  if (!header || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim()) * 1000;
}

/**
 * The wait before retry number `retry` (1, 2 ...): base x 2^(retry-1), jittered down to half of it at
 * random, at least what Retry-After asks, never above maxDelayMs.
 */
export function backoffDelay(
  retry: number,
  options: RetryOptions,
  random: () => number = Math.random,
  retryAfter?: string | null,
): number {
  const ceiling = options.baseDelayMs * 2 ** Math.max(0, retry - 1);
  const jittered = ceiling / 2 + random() * (ceiling / 2);
  const asked = retryAfterMs(retryAfter) ?? 0;
  return Math.round(Math.min(options.maxDelayMs, Math.max(jittered, asked)));
}
