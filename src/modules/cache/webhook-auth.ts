import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

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

/**
 * contracts.md §1 Webhooks: header `webhook-signature` = hex HMAC-SHA1 of the raw request body keyed
 * with the webhook secret. Checked on the raw bytes: re-serialized JSON would not match.
 */
export function signatureMatches(rawBody: Buffer | undefined, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const expected = createHmac('sha1', secret)
    .update(rawBody ?? Buffer.alloc(0))
    .digest('hex');
  return secretMatches(signature.trim().toLowerCase(), expected);
}
