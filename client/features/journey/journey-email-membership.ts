import { VERIFICATION_FAILED_MESSAGE } from '../../../src/common/domain/forms/verification-form';
import { RequestError, type Transport } from '../../app/transport';
import { fieldErrorsOf } from '../forms/form-values';

/** spec 2 §3 "Subscribe state (journey and booking)". */
export type SubscribeState =
  'Unknown' | 'Verifying' | 'AlreadySubscribed' | 'RequestingSubscription' | 'Subscribed' | 'NotSubscribed';

/** What POST /api/journey-email answers (docs/forms-api.md). */
export interface JourneyEmailAnswer {
  status?: unknown;
  id?: unknown;
  subscription?: unknown;
}

/**
 * spec 3 §8 "Email check" through POST /api/verify-subscription (spec 2 §7): true for a member of this centre.
 * Only `subscribed: true` recognises the visitor; the answer carries nothing else the form needs.
 */
export async function isMember(transport: Transport, token: string, email: string): Promise<boolean> {
  const answer = await transport.postJson<{ data?: { subscribed?: unknown } }>(
    '/api/verify-subscription',
    { email },
    { headers: { Authorization: token } },
  );
  return answer?.data?.subscribed === true;
}

/** spec 2 §8: a refused human check says so; any other failure of the check says the verification failed. */
export function verifyFailureOf(error: unknown): string {
  const captcha =
    error instanceof RequestError && error.status === 400 ? fieldErrorsOf(error.body)?.captcha : undefined;
  return captcha ?? VERIFICATION_FAILED_MESSAGE;
}

/** The state a sent journey leaves the sign-up in, from the answer's `subscription`. */
export function stateAfter(
  answer: JourneyEmailAnswer | undefined,
  asked: boolean,
  before: SubscribeState,
): SubscribeState {
  if (!asked) return before;
  if (answer?.subscription === 'accepted' || answer?.subscription === 'subscribed') return 'Subscribed';
  return 'NotSubscribed';
}
