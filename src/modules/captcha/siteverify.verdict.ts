import type { HumanCheckVerdict } from './captcha.port';

/** Error codes that mean our request was wrong (secret, shape), not the visitor: the check is unavailable. */
const OUR_FAULT_CODES = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);
/** reCAPTCHA tokens are around 2 KB; anything far longer is not one and is not sent on. */
export const MAX_TOKEN_LENGTH = 4096;

export interface VerdictRules {
  /** score-based (v3) answers: the lowest score that passes (1.0 = very likely a person) */
  minScore: number;
  /** score-based (v3) answers: the action the page executed */
  expectedAction: string;
  /** the host names of the site taking the post (lower case); the page the token was made on must be one */
  expectedHostnames: readonly string[];
}

/**
 * contracts.md §5 and decision 0009: `success` must be true and `hostname` one of the site's; an answer of a
 * score-based key (it carries a score or an action) must also reach the score threshold and name the expected
 * action. Anything that is not a siteverify answer is no verdict. Reasons are for logs: they hold no token.
 */
export function interpretSiteverify(answer: unknown, rules: VerdictRules): HumanCheckVerdict {
  if (typeof answer !== 'object' || answer === null || typeof (answer as { success?: unknown }).success !== 'boolean')
    return { outcome: 'unavailable', reason: 'siteverify answered without a verdict' };
  const { success, score, action, hostname } = answer as Record<string, unknown> & { success: boolean };
  const rawCodes = (answer as { 'error-codes'?: unknown })['error-codes'];
  const codes = Array.isArray(rawCodes) ? rawCodes.filter((code): code is string => typeof code === 'string') : [];
  const ourFault = codes.filter((code) => OUR_FAULT_CODES.has(code));
  if (ourFault.length > 0)
    return { outcome: 'unavailable', reason: `siteverify refused the request: ${ourFault.join(', ')}` };
  if (!success) return { outcome: 'failed', reason: codes.length > 0 ? codes.join(', ') : 'not-passed' };
  const host = typeof hostname === 'string' ? hostname.trim().toLowerCase() : '';
  if (!host || !rules.expectedHostnames.includes(host))
    return { outcome: 'failed', reason: `hostname-mismatch ${shown(hostname)}` };
  if (score === undefined && action === undefined) return { outcome: 'passed' };
  if (typeof score !== 'number' || !(score >= rules.minScore))
    return { outcome: 'failed', reason: `low-score ${shown(score)}` };
  if (action !== rules.expectedAction) return { outcome: 'failed', reason: `action-mismatch ${shown(action)}` };
  return { outcome: 'passed' };
}

/** A value of the answer as a log shows it: short, and 'none' when absent. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'none';
  return String(value).slice(0, 100);
}

/**
 * spec 2 §5: the token travels in the Authorization header, bare or as `Bearer <token>`. Undefined when there
 * is none (or several headers, or a value no captcha produces).
 */
export function tokenFromAuthorization(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const value = header
    .trim()
    .replace(/^Bearer\s+/i, '')
    .trim();
  if (value === '' || /^bearer$/i.test(value) || value.length > MAX_TOKEN_LENGTH || /\s/.test(value)) return undefined;
  return value;
}
