/**
 * The submissions ledger (ARCHITECTURE.md "Data flow of a submission"): every valid submission is written here
 * with its idempotency key before the visitor is answered; a delivery job sends pending ones to the property data
 * API exactly once per key; a nightly job exports leads and competition entries to SFTP. The real adapter is
 * DynamoDB (@aws-sdk/client-dynamodb; dynalite in demo and test).
 */

/** What can be submitted, listed once; each kind has its own data API route (spec 2 §7, delivery-policy.ts). */
export const SUBMISSION_KINDS = [
  'subscription',
  'contact',
  'leasing',
  'leasing-popup',
  'commercial-leasing',
  'competition',
  'journey-email',
  'gift-guide',
  // issue 14 (docs/booking.md): a confirmed service booking, its SMS confirmation, and the booking journal
  'booking',
  'booking-sms',
  'booking-journal',
] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export const SUBMISSION_STATUSES = ['pending', 'delivered', 'parked'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export interface SubmissionRecord {
  /** the idempotency key: also sent upstream, so a retried delivery is never a second lead */
  id: string;
  kind: SubmissionKind;
  /** centre slug (config) */
  centre: string;
  /** the body sent to the data API (already validated and normalised) */
  payload: Record<string, unknown>;
  status: SubmissionStatus;
  /** delivery attempts so far */
  attempts: number;
  /** ISO instant the visitor's submission was accepted */
  createdAt: string;
  /** ISO instant before which the delivery job leaves it alone (backoff) */
  nextAttemptAt: string;
  deliveredAt?: string;
  /** the last delivery failure, for operators (never personal data) */
  lastError?: string;
  /** set once the nightly export wrote it to a file */
  exportedAt?: string;
  exportFile?: string;
  /** epoch seconds when the record expires (retention; DynamoDB TTL attribute) */
  expiresAt: number;
  /**
   * A slot's record (its id derived by the caller): the id the request that wrote it would have had on its own,
   * from its Idempotency-Key, so a retry of that request is told apart from another request for the same slot
   */
  requestId?: string;
}

export interface AcceptInput {
  id: string;
  kind: SubmissionKind;
  centre: string;
  payload: Record<string, unknown>;
  requestId?: string;
}

export interface SubmissionLedger {
  /** Writes a new pending record (conditional on the id); the same id again returns the first record unchanged. */
  accept(input: AcceptInput, now: Date): Promise<{ record: SubmissionRecord; created: boolean }>;
  get(id: string): Promise<SubmissionRecord | undefined>;
  /**
   * Up to `limit` pending records whose nextAttemptAt has come, oldest first, as the ledger holds them now: an
   * index entry that is stale (its record gone, delivered or moved on) never takes the place of a due record.
   */
  due(now: Date, limit: number): Promise<SubmissionRecord[]>;
  markDelivered(id: string, at: Date): Promise<void>;
  /** A failed attempt: attempts + 1, the error, the next attempt time; parked when `park` (after K attempts). */
  markFailed(id: string, failure: { error: string; nextAttemptAt: Date; park: boolean }): Promise<void>;
  /** Records of a status in order of nextAttemptAt, as the ledger holds them now (stale index entries passed over). */
  list(status: SubmissionStatus, limit: number): Promise<SubmissionRecord[]>;
  /** An operator's replay: a parked record becomes pending again with attempts reset. */
  replay(id: string, now: Date): Promise<SubmissionRecord | undefined>;
  /** Records of these kinds accepted within [from, to) and not yet exported, oldest first. */
  unexported(kinds: SubmissionKind[], from: Date, to: Date): Promise<SubmissionRecord[]>;
  markExported(ids: string[], file: string, at: Date): Promise<void>;
  /**
   * Deletes delivered and parked records whose expiresAt has passed (DynamoDB TTL does it too, lazily); a pending
   * record is never purged (its expiry restarts after every failed attempt). Returns how many.
   */
  purgeExpired(now: Date): Promise<number>;
}

export const SUBMISSION_LEDGER = Symbol('SUBMISSION_LEDGER');
