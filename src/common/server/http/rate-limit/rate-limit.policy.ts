/**
 * The arithmetic of the rate limits (QUALITY R7, decisions 0009 and 0011): fixed windows that start
 * with a key's first request, and the Retry-After they answer.
 */

/** What a store answers for one request: its number within the current window and the window's time left. */
export interface WindowHit {
  count: number;
  resetInMs: number;
}

/** One window of one key, as the memory store keeps it. */
export interface WindowEntry {
  count: number;
  /** epoch ms when the window ends */
  resetAt: number;
}

/** Counts a request at `nowMs`: the window goes on, or a new one starts when there is none or it ended. */
export function countHit(entry: WindowEntry | undefined, nowMs: number, windowMs: number): WindowEntry {
  if (!entry || entry.resetAt <= nowMs) return { count: 1, resetAt: nowMs + windowMs };
  return { count: entry.count + 1, resetAt: entry.resetAt };
}

/** Retry-After in whole seconds, rounded up, at least 1 (a 0 would invite an immediate retry). */
export function retryAfterSeconds(resetInMs: number): number {
  return Math.max(1, Math.ceil(resetInMs / 1000));
}
