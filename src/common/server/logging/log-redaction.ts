/**
 * Keeps personal data out of the logs (QUALITY R8). Two nets:
 * - by key: a value under a sensitive key (email, mobile, name, token...) is replaced wherever it
 *   sits in a logged object; names can only be caught this way;
 * - by shape: emails, phone numbers and card-like numbers are replaced in every written line,
 *   messages and error texts included.
 * The quantifiers are bounded so a huge string costs linear time (no catastrophic backtracking).
 */
export const REDACTED = '[Redacted]';

// Compared after lower-casing and dropping separators, so first_name, firstName and first-name match alike
const SENSITIVE_KEYS = new Set([
  'name',
  'firstname',
  'lastname',
  'fullname',
  'surname',
  'givenname',
  'familyname',
  'card',
  'pan',
  'dob',
  'ip',
]);
const SENSITIVE_KEY_PARTS =
  /email|phone|mobile|token|passw|secret|authori[sz]ation|cookie|apikey|cardnumber|cvc|cvv|postcode|birth|address/;

const EMAIL = String.raw`[A-Za-z0-9._%+-]{1,64}(?:@|%40)[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,24}`;
// 13 to 19 digits, single spaces or dashes between them; not part of a longer word (uuids, hashes)
const CARD = String.raw`(?<![\w-])(?:\d[ -]?){12,18}\d(?![\w-])`;
// Australian numbers (0x / 61x / +61 x, mobiles and landlines) and any +country number
const AU_PHONE = String.raw`(?<![\w+-])(?:\+?61[ -]?(?:\(0\)[ -]?)?|\(?0)[2-478]\)?(?:[ -]?\d){8}(?![\w-])`;
const INTERNATIONAL_PHONE = String.raw`(?<![\w+])\+\d{1,3}(?:[ -]?\d){6,12}(?![\w-])`;
const PERSONAL_DATA = new RegExp([EMAIL, CARD, AU_PHONE, INTERNATIONAL_PHONE].join('|'), 'g');
const PERSONAL_DATA_TEST = new RegExp(PERSONAL_DATA.source);

const MAX_DEPTH = 8;

export function isSensitiveKey(key: string): boolean {
  const normalized = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SENSITIVE_KEYS.has(normalized) || SENSITIVE_KEY_PARTS.test(normalized);
}

export function containsPersonalData(text: string): boolean {
  return PERSONAL_DATA_TEST.test(text);
}

/**
 * Replaces emails, phone and card-like numbers in text. Also runs on whole JSON log lines: a match
 * right after `:`, `[` or `,` may be a bare JSON number, so it becomes `0`, which is valid both
 * there and inside a string.
 */
export function scrubText(text: string): string {
  return text.replace(PERSONAL_DATA, (match: string, offset: number, whole: string) =>
    /^\d+$/.test(match) && ':[,'.includes(whole.charAt(offset - 1)) ? '0' : REDACTED,
  );
}

/** A copy of a log object with sensitive keys redacted (DTO instances included); errors, requests and responses are left to their serializers. */
export function redactLogObject(object: Record<string, unknown>): Record<string, unknown> {
  return redactValue(object, 0, new WeakSet()) as Record<string, unknown>;
}

function redactValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'number')
    return Number.isInteger(value) && containsPersonalData(String(value)) ? REDACTED : value;
  if (typeof value !== 'object' || value === null || !isWalkable(value)) return value;
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Truncated]';
  seen.add(value);
  const copy = Array.isArray(value)
    ? value.map((item) => redactValue(item, depth + 1, seen))
    : Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          isSensitiveKey(key) && item != null ? REDACTED : redactValue(item, depth + 1, seen),
        ]),
      );
  seen.delete(value);
  return copy;
}

function isWalkable(value: object): boolean {
  if (value instanceof Error || value instanceof Date || value instanceof RegExp || ArrayBuffer.isView(value))
    return false;
  // requests, responses and other streams have serializers or are not data
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}
