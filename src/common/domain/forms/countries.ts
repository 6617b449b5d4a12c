import { COUNTRIES, Country } from './countries.data';
import type { FieldOption } from './form-field';

/** spec 2 §5, §9: the default form country code. */
export const DEFAULT_COUNTRY_CODE = 'AU';

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

/** The country of an ISO code (any case); undefined for an unknown code. */
export function countryByCode(code: string | undefined): Country | undefined {
  return code === undefined ? undefined : BY_CODE.get(code.trim().toUpperCase());
}

/** The country selector's options: value the ISO code, label the name. */
export function countryOptions(): FieldOption[] {
  return COUNTRIES.map((country) => ({ value: country.code, label: country.name }));
}

/** The dial-code selector's options: value the ISO code, label 'Australia (+61)'. */
export function dialCodeOptions(): FieldOption[] {
  return COUNTRIES.map((country) => ({ value: country.code, label: `${country.name} (${country.dialCode})` }));
}
