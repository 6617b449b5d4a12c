/**
 * What the delivery job does with a submission (docs/submissions.md): which data API route it goes to, and after
 * a failed attempt whether to try again later (exponential backoff with jitter, capped) or park it for operators.
 */
import type { SubmissionKind } from './submission-ledger.port';

/** spec 2 §7: the data API route of each kind (path under the version, and the version when the spec fixes it). */
export interface DeliveryRoute {
  path: string;
  /** kept in the ledger for operators only, never sent (the booking journal): marked delivered as it is */
  local?: boolean;
  /** the spec names `/v3/commercial-leasing` explicitly; the others follow the configured version */
  version?: string;
}

export const DELIVERY_ROUTES: Readonly<Record<SubmissionKind, DeliveryRoute>> = {
  subscription: { path: 'consumer/subscribers' },
  contact: { path: 'contact-us' },
  // spec 2 §7: "an external CRM leasing form route (path not shown)"
  leasing: { path: 'crm/leasing-enquiries' },
  'leasing-popup': { path: 'crm/leasing-popup-enquiries' },
  'commercial-leasing': { path: 'commercial-leasing', version: 'v3' },
  competition: { path: 'consumer/competition' },
  // spec 2 §7 "POST /consumer/edm": the emails the site asks the data API to send; the payload's `type` says which
  'journey-email': { path: 'consumer/edm' },
  'gift-guide': { path: 'consumer/edm' },
  // spec 2 §7 "POST /v3/consumer/booking": a confirmed service booking (spec 3 §3.1 booking data request)
  booking: { path: 'consumer/booking' },
  // spec 3 §7.1 "POST sms booking (query centre_key and invoice_id)": here a body with both, one per booking
  'booking-sms': { path: 'consumer/booking/sms' },
  // reserved and refused bookings, for GET /api/admin/bookings (docs/booking.md "The journal")
  'booking-journal': { path: '', local: true },
};

export interface BackoffOptions {
  /** failed attempts after which the submission is parked */
  maxAttempts: number;
  /** the wait after the first failure */
  baseMs: number;
  /** the longest wait */
  maxMs: number;
}

export interface DeliveryFailure {
  /** the data API's status; undefined when no answer came (refused, reset, timed out) */
  status?: number;
}

/** A 4xx is the data API refusing this submission for good, except a timeout, a conflict and a rate limit. */
export function isPermanentFailure(failure: DeliveryFailure): boolean {
  const status = failure.status;
  if (status === undefined) return false;
  return status >= 400 && status < 500 && status !== 408 && status !== 409 && status !== 429;
}

/**
 * The wait before attempt `attempts + 1`, where `attempts` failed attempts have been made (1 after the first
 * failure): base × 2^(attempts − 1), capped at max, then "equal jitter" (between half of it and all of it) so
 * instances and submissions that failed together do not come back together.
 */
export function backoffDelayMs(
  attempts: number,
  options: Pick<BackoffOptions, 'baseMs' | 'maxMs'>,
  random: number,
): number {
  const exponent = Math.max(0, attempts - 1);
  const capped = Math.min(options.maxMs, options.baseMs * 2 ** Math.min(exponent, 40));
  const jitter = Math.min(Math.max(random, 0), 1);
  return Math.round(capped / 2 + (capped / 2) * jitter);
}

export type RetryDecision = { park: true } | { park: false; delayMs: number };

/**
 * After a failed attempt: park when the failure is permanent or when this was the K-th attempt; otherwise try
 * again after the backoff. `attemptsBefore` counts the failed attempts made before this one.
 */
export function decideAfterFailure(
  attemptsBefore: number,
  failure: DeliveryFailure,
  options: BackoffOptions,
  random: number,
): RetryDecision {
  const attempts = attemptsBefore + 1;
  if (isPermanentFailure(failure) || attempts >= options.maxAttempts) return { park: true };
  return { park: false, delayMs: backoffDelayMs(attempts, options, random) };
}
