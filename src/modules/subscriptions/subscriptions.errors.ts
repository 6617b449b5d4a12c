import { DomainError } from '../../common/server/errors/domain-error';

/** spec 2 §8: the verification failure the browser shows. */
export const VERIFICATION_FAILED_MESSAGE = 'Failed to verify your subscription, please try again.';

/** The data API could not say whether the visitor is subscribed: 503 with the spec's message. */
export const verificationUnavailable = (cause: unknown): DomainError =>
  new DomainError('UPSTREAM.SUBSCRIPTION_VERIFICATION', VERIFICATION_FAILED_MESSAGE, undefined, { cause });
