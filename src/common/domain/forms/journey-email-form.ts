import type { FieldOption, FormDefinition, FormField } from './form-field';
import { fieldOf, required } from './form-definition-helpers';
import { SUBSCRIPTION_FORM } from './subscription-form';

/** The most stores one journey email lists (a journey holds at most 50, spec 1 §2.1 share link). */
export const MAX_JOURNEY_EMAIL_STORES = 50;

/** spec 1 §8: the empty journey, also what an email of no stores is told. */
export const EMPTY_JOURNEY_MESSAGE = "You haven't added any stores to your journey yet!";
export const TOO_MANY_STORES_MESSAGE = `Please choose at most ${MAX_JOURNEY_EMAIL_STORES} stores`;

/** spec 2 §8: the journey's sign-up failed (the journey email itself was taken); the UI links to /sign-up. */
export const JOURNEY_SIGN_UP_FAILED_MESSAGE = 'There was an error signing up, please try again.';
export const SIGN_UP_PATH = '/sign-up';

export { EMAIL_CHECK_MESSAGES } from './email-check-messages';

const SIGN_UP_FIELD_NAMES = ['first_name', 'postcode'] as const;

/** The sign-up's own fields and messages (spec 2 §5 "Sign-up form"), asked only when the visitor opts in. */
export const JOURNEY_SIGN_UP_FIELDS: readonly FormField[] = SIGN_UP_FIELD_NAMES.map((name) =>
  fieldOf(SUBSCRIPTION_FORM, name)!,
);

/** The fields the visitor fills in: the email, the opt-in, and the sign-up's fields when opted in. */
export function journeyEmailFields(options: { subscribe: boolean; centreName?: string }): FormField[] {
  const email: FormField = {
    name: 'email',
    label: 'Email',
    fieldType: 'email',
    validation: [required('Please enter your email address')],
  };
  const subscribe: FormField = {
    name: 'subscribe',
    label: `Keep me up to date with ${options.centreName || 'the centre'}'s news, offers and events`,
    fieldType: 'checkbox',
  };
  return [email, subscribe, ...(options.subscribe ? JOURNEY_SIGN_UP_FIELDS : [])];
}

/**
 * POST /api/journey-email (docs/forms-api.md): the visible fields plus `storeIds`, a list whose options are the
 * centre's published store ids (an id of another centre, or of no store, is 'Please select a valid option').
 */
export function journeyEmailDefinition(storeIds: readonly string[], options: { subscribe: boolean }): FormDefinition {
  const stores: FormField = {
    name: 'storeIds',
    label: 'Stores',
    fieldType: 'multiCheckbox',
    options: storeIds.map((id): FieldOption => ({ value: id, label: id })),
    validation: [required(EMPTY_JOURNEY_MESSAGE)],
  };
  return { fields: [...journeyEmailFields(options), stores] };
}

/** Whether a body opts in to the centre's news (a JSON true; anything else is not an opt-in). */
export function optsIn(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>).subscribe;
  return value === true;
}
