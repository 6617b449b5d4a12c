/**
 * Keeps personal data out of the logs (QUALITY R8). Two nets:
 * - by key: a value under a sensitive key (email, mobile, name, token...) is replaced wherever it
 *   sits in a logged object; names can only be caught this way;
 * - by shape: emails, phone numbers and card-like numbers are replaced in every written line,
 *   messages and error texts included (src/common/domain/privacy/personal-data.ts, mode `log`).
 */
import { containsPersonalData as containsPersonalDataIn, LOG_MARK, scrubPersonalData } from '../../domain/privacy/personal-data';

export const REDACTED = LOG_MARK;

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

const MAX_DEPTH = 8;

export function isSensitiveKey(key: string): boolean {
  const normalized = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SENSITIVE_KEYS.has(normalized) || SENSITIVE_KEY_PARTS.test(normalized);
}

export function containsPersonalData(text: string): boolean {
  return containsPersonalDataIn(text, 'log');
}

/**
 * Replaces emails, phone and card-like numbers in text (the detector's `log` mode: times, ids and other numbers
 * kept). Also runs on whole JSON log lines: a bare JSON number it replaces becomes `0`, valid there and in a string.
 */
export function scrubText(text: string): string {
  return scrubPersonalData(text, 'log');
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
