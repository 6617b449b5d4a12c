import { DomainError } from '../../common/server/errors/domain-error';

import { VERIFICATION_FAILED_MESSAGE } from '../../common/domain/forms/verification-form';

export { VERIFICATION_FAILED_MESSAGE };

/** The data API could not say whether the visitor is subscribed: 503 with the spec's message. */
export const verificationUnavailable = (cause: unknown): DomainError =>
  new DomainError('UPSTREAM.SUBSCRIPTION_VERIFICATION', VERIFICATION_FAILED_MESSAGE, undefined, { cause });
