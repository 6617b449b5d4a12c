import { countryByCode } from './countries';

// spec 2 §5: 'optional plus and 10 to 12 digits'
const MOBILE_SHAPE = /^\+?\d{10,12}$/;
// an Australian mobile: 04 and eight digits, or +61 4 and eight digits
const AU_MOBILE = /^(?:04\d{8}|\+614\d{8})$/;

/** spec 2 §5: a mobile number is an optional plus and 10 to 12 digits. */
export function isMobileShape(value: string): boolean {
  return MOBILE_SHAPE.test(value);
}

/**
 * spec 2 §5 "Phone validity is checked against the chosen country dial code" (our reading, docs/forms.md):
 * - Australia: 04xxxxxxxx or +614xxxxxxxx;
 * - any other country: the 10-12 digit shape, and a number written with a plus starts with that country's
 *   dial code (a national number without the plus is taken as the visitor typed it);
 * - an unknown country code: the shape alone.
 */
export function isMobileForCountry(value: string, countryCode: string): boolean {
  if (!isMobileShape(value)) return false;
  const country = countryByCode(countryCode);
  if (!country) return true;
  if (country.code === 'AU') return AU_MOBILE.test(value);
  return !value.startsWith('+') || value.startsWith(country.dialCode);
}
