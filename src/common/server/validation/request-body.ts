import { DEFAULT_RULE_MESSAGES } from '../../domain/forms/field-messages';
import { RequestValidationException } from './request-validation.exception';

/** What a hand-made request gets for a value of the wrong kind (the browser never sends one). */
export const INVALID = { message: DEFAULT_RULE_MESSAGES.invalid };
/** the seals' most (IdentityKeys.open refuses anything longer) */
export const TOKEN_MAX_LENGTH = 4096;

/** A JSON object body, or the house 400. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new RequestValidationException({ _root: DEFAULT_RULE_MESSAGES.invalid });
  return body as Record<string, unknown>;
}

/**
 * The body of a call a page may make with `navigator.sendBeacon` as it goes away (the BEACON_PATHS of
 * supported-content-type.middleware.ts): JSON, the same JSON as text/plain, or a form-encoded body, as an object;
 * the house 400 for anything else.
 */
export function beaconBody(body: unknown): Record<string, unknown> {
  return objectBody(typeof body === 'string' ? jsonOf(body) : body);
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
