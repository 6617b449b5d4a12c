import { DomainError } from '../../common/server/errors/domain-error';
import { GENERIC_ERROR_MESSAGE } from '../../common/server/errors/error-body';
import { CAPTCHA_FIELD, CONFIRM_NOT_A_ROBOT, HUMAN_VERIFICATION_FAILED } from '../../common/domain/forms/human-check';

export { CAPTCHA_FIELD, CONFIRM_NOT_A_ROBOT, HUMAN_VERIFICATION_FAILED };

export const CAPTCHA_ERROR_CODES = {
  /** no token in the Authorization header */
  missing: 'CAPTCHA.MISSING',
  /** siteverify said no: wrong, expired or reused token, score too low, other action */
  failed: 'CAPTCHA.FAILED',
  /** siteverify could not be asked or could not judge (down, slow, our secret refused): 503 */
  unavailable: 'CAPTCHA.UNAVAILABLE',
} as const;

/** 400 `{ message: 'Human verification failed', errors: { captcha: 'Please confirm you are not a robot' } }` */
export function humanCheckFailed(
  code: typeof CAPTCHA_ERROR_CODES.missing | typeof CAPTCHA_ERROR_CODES.failed,
): DomainError {
  return new DomainError(code, HUMAN_VERIFICATION_FAILED, { [CAPTCHA_FIELD]: CONFIRM_NOT_A_ROBOT });
}

/** 503 with the generic message: the check could not be made, so nothing is let through (decision 0009). */
export function humanCheckUnavailable(): DomainError {
  return new DomainError(CAPTCHA_ERROR_CODES.unavailable, GENERIC_ERROR_MESSAGE);
}
