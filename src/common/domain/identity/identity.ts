/**
 * One person, one identity (issue 11, docs/decisions/0011-lookups-and-identity.md): the forms of an email
 * address or a mobile number that reach the same mailbox or phone are written one way, so that single-entry
 * slots and per-identifier limits cannot be sidestepped by case, compatibility characters or a `+tag`.
 */
import { countryByCode, DEFAULT_COUNTRY_CODE } from '../forms/countries';

/**
 * An email address as one mailbox: trimmed, Unicode NFKC, lower case, and the `+tag` of the local part removed
 * (`Ada+2@Example.com` → `ada@example.com`). A value without exactly one `@` is returned normalised but whole.
 */
export function normaliseEmail(email: string): string {
  const written = email.normalize('NFKC').trim().toLowerCase();
  const at = written.lastIndexOf('@');
  if (at <= 0 || written.indexOf('@') !== at) return written;
  const local = written.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}@${written.slice(at + 1)}`;
}

/**
 * A mobile number as one phone: its digits with the dial code and no plus (`0412 345 678` and `+61412345678`
 * → `61412345678`). A national number (leading 0, no plus) takes the dial code of `countryCode` (AU by default).
 */
export function normaliseMobile(mobile: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  const written = mobile.normalize('NFKC').trim();
  const digits = written.replace(/\D/g, '');
  if (written.startsWith('+') || written.startsWith('00')) return digits.replace(/^00/, '');
  const dial = (countryByCode(countryCode) ?? countryByCode(DEFAULT_COUNTRY_CODE))!.dialCode.replace(/\D/g, '');
  if (digits.startsWith('0')) return `${dial}${digits.slice(1)}`;
  return digits.startsWith(dial) && digits.length > 10 ? digits : `${dial}${digits}`;
}

/**
 * An address shown only as much as a flow needs to say which one is on file: the first character of the local
 * part and the whole domain (`tara@example.com` → `t***@example.com`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
