import type { FieldValue, FormField } from './form-field';

/** spec 2 §9: text fields take at most 255 characters. */
export const TEXT_MAX_LENGTH = 255;
/** spec 2 §3, §9: an ABN takes at most 11 characters. */
export const ABN_MAX_LENGTH = 11;

const TEXT_TYPES = new Set(['text', 'name', 'email', 'textarea', 'postcode', 'mobile', 'number']);

/** A Company ABN field, whatever form it is on (pop-up leasing's company_abn). */
export function isAbnField(field: Pick<FormField, 'name' | 'label'>): boolean {
  return /(^|_)abn$/i.test(field.name) || /\bABN\b/.test(field.label);
}

/**
 * The most characters a field takes: its own maxLength, else 11 for an ABN and 255 for a text-like field;
 * undefined for choices (select, checkbox ...).
 */
export function maxLengthOf(field: FormField): number | undefined {
  if (field.maxLength !== undefined) return field.maxLength;
  if (isAbnField(field)) return ABN_MAX_LENGTH;
  return TEXT_TYPES.has(field.fieldType) ? TEXT_MAX_LENGTH : undefined;
}

/**
 * The limit the input element itself enforces (`maxlength`). None on a field whose sanitiser drops characters
 * (mobile, postcode, number, ABN): the browser cuts a paste before it is sanitised, so `51 824 753 556` would lose
 * its last digits; the length rule checks the sanitised value instead (issue 11).
 */
export function inputMaxLength(field: FormField): number | undefined {
  return isSanitised(field) ? undefined : maxLengthOf(field);
}

function isSanitised(field: FormField): boolean {
  return ['mobile', 'postcode', 'number'].includes(field.fieldType) || isAbnField(field);
}

/**
 * spec 2 §5 "Input sanitising on change": what a typed value becomes. Mobile keeps digits and plus, postcode
 * digits, number digits, dot and minus; a Company ABN loses its spaces. Other fields keep what was typed.
 */
export function sanitiseInput(field: FormField, typed: string): string {
  if (field.fieldType === 'mobile') return typed.replace(/[^\d+]/g, '');
  if (field.fieldType === 'postcode') return typed.replace(/\D/g, '');
  if (field.fieldType === 'number') return typed.replace(/[^\d.-]/g, '');
  if (isAbnField(field)) return typed.replace(/\s/g, '');
  return typed;
}

/**
 * A posted value as its field holds it, on the server: text sanitised, then trimmed (a number sent as JSON
 * becomes its text), null as nothing; anything else passed on unchanged for the rules to refuse. Sanitising
 * comes before every length rule.
 */
export function readFieldValue(field: FormField, value: unknown): FieldValue {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return readFieldValue(field, String(value));
  if (typeof value === 'string') return sanitiseInput(field, value).trim();
  return value as FieldValue;
}
