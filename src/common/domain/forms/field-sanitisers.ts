import type { FormField } from './form-field';

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
