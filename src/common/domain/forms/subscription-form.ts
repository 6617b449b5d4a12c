import { DEFAULT_COUNTRY_CODE } from './countries';
import type { FieldOption, FormDefinition, FormField } from './form-field';
import { required } from './form-definition-helpers';

/** spec 2 §5 sign-up: the centres checkbox's message (when the form shows it). */
export const CENTRES_REQUIRED_MESSAGE = 'Please select your favourite Centre';

/**
 * spec 2 §3 "Subscription", §5 "Sign-up form": POST /api/subscribe. Birth years and months are offered by
 * birth-dates.ts (they depend on today). The centres checkbox is added by `withCentres` when configured.
 */
export const SUBSCRIPTION_FORM: FormDefinition = {
  fields: [
    {
      name: 'first_name',
      label: 'First name',
      fieldType: 'name',
      width: 'half',
      validation: [
        required('Please enter your first name'),
        { type: 'minLength', value: 2, message: 'First name should be at least 2 characters long' },
      ],
    },
    { name: 'last_name', label: 'Last name', fieldType: 'name', width: 'half' },
    { name: 'email', label: 'Email', fieldType: 'email', validation: [required('Please enter your email address')] },
    {
      name: 'country_code',
      label: 'Country code',
      fieldType: 'countryDialCode',
      width: 'third',
      defaultValue: DEFAULT_COUNTRY_CODE,
    },
    { name: 'mobile', label: 'Mobile', fieldType: 'mobile', width: 'two-third' },
    { name: 'birth_year', label: 'Birth year', fieldType: 'year', width: 'half' },
    { name: 'birth_month', label: 'Birth month', fieldType: 'month', width: 'half' },
    {
      name: 'gender',
      label: 'Gender',
      fieldType: 'gender',
      width: 'half',
      options: [
        { value: 'F', label: 'Female' },
        { value: 'M', label: 'Male' },
        { value: 'Null', label: 'Prefer not to say' },
      ],
    },
    {
      name: 'postcode',
      label: 'Postcode',
      fieldType: 'postcode',
      width: 'half',
      validation: [required('Please enter your postcode')],
    },
  ],
};

/** spec 2 §2: a centre's name as the centres checkbox shows it; the outlet centre DFO is spelt in upper case. */
export function centreOptionLabel(name: string): string {
  return name.replace(/\bdfo\b/gi, 'DFO');
}

/** spec 2 §2-§5: the sign-up form with the required centres multi-checkbox (value and label the centre's name). */
export function withCentres(definition: FormDefinition, centreNames: readonly string[]): FormDefinition {
  const options: FieldOption[] = centreNames.map((name) => ({ value: name, label: centreOptionLabel(name) }));
  const centres: FormField = {
    name: 'centres',
    label: 'Your favourite Centre',
    fieldType: 'multiCheckbox',
    options,
    validation: [required(CENTRES_REQUIRED_MESSAGE)],
  };
  return { ...definition, fields: [...definition.fields, centres] };
}
