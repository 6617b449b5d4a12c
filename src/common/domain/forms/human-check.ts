/** spec 2 §5 / §8: the error constant of a failed human check (the server's message). */
export const HUMAN_VERIFICATION_FAILED = 'Human verification failed';
/** spec 2 §5 / §8: what the visitor reads under the form when the human check did not pass. */
export const CONFIRM_NOT_A_ROBOT = 'Please confirm you are not a robot';
/** The field of a 400's `errors` that carries the visitor's message (the form shows it by the captcha). */
export const CAPTCHA_FIELD = 'captcha';
