/** spec 2 §5 / §8: the error constant of a failed human check (the server's message). */
export const HUMAN_VERIFICATION_FAILED = 'Human verification failed';
/** spec 2 §5 / §8: what the visitor reads under the form when the human check did not pass. */
export const CONFIRM_NOT_A_ROBOT = 'Please confirm you are not a robot';
/** The field of a 400's `errors` that carries the visitor's message (the form shows it by the captcha). */
export const CAPTCHA_FIELD = 'captcha';

/**
 * The reCAPTCHA v3 action the pages pass to `grecaptcha.execute` when none is configured (CAPTCHA_ACTION);
 * siteverify names it back and the server refuses a token made for another action (decision 0009).
 */
export const DEFAULT_HUMAN_CHECK_ACTION = 'submit';

/** Where and for what a stand-in token was made: the page's host name and the action, as reCAPTCHA records them. */
export interface StandInTokenOrigin {
  hostname?: string;
  action?: string;
}

/** Stand-in tokens passed once by the captcha sandbox start with this. */
export const STAND_IN_TOKEN_PREFIX = 'pass-';
const SEPARATOR = '~';

/**
 * The token of the demo and test stand-in (decision 0009): `pass-<id>~<hostname>~<action>`. The captcha sandbox
 * answers siteverify for it with that host name and action, as Google does for a token made on a page, so a
 * token carried to another site or made for another action is refused as it would be in production.
 */
export function standInToken(id: string, origin: StandInTokenOrigin = {}): string {
  const parts = [origin.hostname ?? '', origin.action ?? ''].map((part) => part.replaceAll(SEPARATOR, ''));
  const tail = parts[1] ? parts : parts[0] ? [parts[0]] : [];
  return [`${STAND_IN_TOKEN_PREFIX}${id}`, ...tail].join(SEPARATOR);
}

/** The host name and action a stand-in token was made for (absent parts are undefined). */
export function standInTokenOrigin(token: string): StandInTokenOrigin {
  const [, hostname, action] = token.split(SEPARATOR);
  return { ...(hostname ? { hostname } : {}), ...(action ? { action } : {}) };
}
