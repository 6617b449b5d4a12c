/**
 * Submission ids (docs/submissions.md): the id of a ledger record is also the Idempotency-Key sent to the data
 * API. The browser sends one key per form attempt in an `Idempotency-Key` header, so a double click or a retried
 * request is one submission. The record id is derived from the key with the kind and the centre, so a key sent
 * to another form or centre (or chosen by someone else) never lands on a stranger's record.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { SubmissionKind } from './submission-ledger.port';

/** What the header may carry: 16 to 128 letters, digits, '-' or '_' (a UUID fits). */
const CLIENT_KEY = /^[A-Za-z0-9_-]{16,128}$/;

export function isWellFormedClientKey(key: string | undefined): key is string {
  return typeof key === 'string' && CLIENT_KEY.test(key);
}

/**
 * The record id of a submission: `<kind>-<hash>` from the client's key, or `<kind>-<random UUID>` when the client
 * sent none (or a malformed one: the submission is still taken, it just cannot be deduplicated).
 */
export function submissionId(
  kind: SubmissionKind,
  centre: string,
  clientKey: string | undefined,
  newKey: () => string = randomUUID,
): string {
  if (!isWellFormedClientKey(clientKey)) return `${kind}-${newKey()}`;
  const digest = createHash('sha256').update(`${kind}\u0000${centre}\u0000${clientKey}`, 'utf8').digest('base64url');
  return `${kind}-${digest.slice(0, 32)}`;
}
