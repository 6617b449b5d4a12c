import type { CentreConfig } from '../../../config/centre.types';
import type { FormDefinition, FormField } from '../../common/domain/forms/form-field';
import { SUBSCRIPTION_FORM, withCentres } from '../../common/domain/forms/subscription-form';

/** spec 2 §3: where a subscription made in a booking flow comes from. */
export const SUBSCRIPTION_SOURCES = ['simplybook', 'vivenu'] as const;

/** A calendar day `YYYY-MM-DD`, optionally with an ISO time and offset (booking flows send their record's date). */
export const CREATED_DATE_PATTERN =
  '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})?)?$';

/** spec 2 §3: the two optional fields a booking flow's subscription carries. */
const BOOKING_FIELDS: FormField[] = [
  {
    name: 'source',
    label: 'Source',
    fieldType: 'select',
    options: [
      { value: 'simplybook', label: 'SimplyBook' },
      { value: 'vivenu', label: 'vivenu' },
    ],
  },
  {
    name: 'created_date',
    label: 'Created date',
    fieldType: 'text',
    validation: [{ type: 'pattern', value: CREATED_DATE_PATTERN }],
  },
];

/**
 * The centres a form offers when the centre has no configured list: the names come from the form's content,
 * which the server does not hold, so any list of names is taken and the field is optional.
 */
const CONTENT_CENTRES_FIELD: FormField = {
  name: 'centres',
  label: 'Your favourite Centre',
  fieldType: 'multiCheckbox',
};

/** spec 2 §3: the sign-up form's recipient list (content), passed on as text. */
export const RECIPIENT_LIST = 'recipientList';

/**
 * The sign-up form as POST /api/subscribe takes it for a centre (docs/forms-api.md): the subscription fields, the
 * booking flows' source and created_date, the recipient list, and the centres multi-checkbox: the centre's
 * configured `subscriptionCentres` as its options (required on the sign-up form, optional in a booking flow, which
 * shows no checkbox), otherwise optional and open.
 */
export function subscriptionDefinition(
  centre: Pick<CentreConfig, 'subscriptionCentres'>,
  options: { bookingFlow?: boolean } = {},
): FormDefinition {
  const base: FormDefinition = {
    ...SUBSCRIPTION_FORM,
    fields: [...SUBSCRIPTION_FORM.fields, ...BOOKING_FIELDS],
    extraParameters: [RECIPIENT_LIST],
  };
  const names = centre.subscriptionCentres ?? [];
  if (names.length === 0) return { ...base, fields: [...base.fields, CONTENT_CENTRES_FIELD] };
  const listed = withCentres(base, names);
  if (!options.bookingFlow) return listed;
  return {
    ...listed,
    fields: listed.fields.map((field) => (field.name === 'centres' ? { ...field, validation: [] } : field)),
  };
}

/** A sign-up made by a booking flow names its source (spec 2 §3). */
export function isBookingFlow(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const source = (body as Record<string, unknown>).source;
  return typeof source === 'string' && source.trim() !== '';
}

export { VERIFICATION_FORM, VERIFICATION_IDENTITY_REQUIRED } from '../../common/domain/forms/verification-form';
