import { birthMonthOptions, birthYearOptions } from '../../../src/common/domain/forms/birth-dates';
import { countryOptions, dialCodeOptions } from '../../../src/common/domain/forms/countries';
import type { ValidationContext } from '../../../src/common/domain/forms/field-rules';
import { type FieldOption, type FormField, type FormValues, orderedOptions } from '../../../src/common/domain/forms/form-field';

/**
 * The options a choice field offers: its own, else the birth years (1900 to now minus 15) and months (cut at
 * the current month for the youngest year) in the centre's time zone, or the country lists (spec 2 §5, §9).
 */
export function fieldOptionsOf(
  field: FormField,
  fields: readonly FormField[],
  values: FormValues,
  context: ValidationContext,
): readonly FieldOption[] {
  if (field.options && field.options.length > 0) return orderedOptions(field);
  const { now, timeZone } = context;
  if (field.fieldType === 'year' && now && timeZone) return birthYearOptions(now, timeZone);
  if (field.fieldType === 'month' && now && timeZone) {
    const yearField = fields.find((candidate) => candidate.fieldType === 'year');
    const year = yearField ? values[yearField.name] : undefined;
    return birthMonthOptions(typeof year === 'string' && year !== '' ? year : undefined, now, timeZone);
  }
  if (field.fieldType === 'country') return countryOptions();
  if (field.fieldType === 'countryDialCode') return dialCodeOptions();
  return [];
}

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  first_name: 'given-name',
  firstName: 'given-name',
  last_name: 'family-name',
  lastName: 'family-name',
  email: 'email',
  mobile: 'tel',
  phone: 'tel',
  telephone_number: 'tel',
  postcode: 'postal-code',
  address: 'street-address',
  company_name: 'organization',
  businessName: 'organization',
  trading_name: 'organization',
  website: 'url',
  title: 'honorific-prefix',
  country_code: 'country',
  birth_year: 'bday-year',
  birth_month: 'bday-month',
};

/** The browser's autofill hint for a field (WCAG 1.3.5). */
export function autoCompleteOf(field: FormField): string | undefined {
  return AUTOCOMPLETE[field.name];
}
