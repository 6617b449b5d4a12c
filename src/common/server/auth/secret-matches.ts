import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Constant-time comparison of two secrets of any length: both are hashed first, so timingSafeEqual
 * gets equal lengths and the time taken says nothing about the expected value, not even its length.
 * An empty expected value never matches (an unset token must not open the endpoint).
 */
export function secretMatches(given: string | undefined, expected: string): boolean {
  if (!expected || given === undefined) return false;
  const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
