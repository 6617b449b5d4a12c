import { createHmac } from 'node:crypto';
import { secretMatches } from '../../common/server/auth/secret-matches';

export { secretMatches };

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
