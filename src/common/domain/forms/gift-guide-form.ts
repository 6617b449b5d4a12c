import type { FieldOption, FormDefinition, FormField } from './form-field';
import { required } from './form-definition-helpers';
import { GIFT_FILTER_KEYS, type GiftFilterKey } from '../gift-guide/gift-guide-query';
import { JOURNEY_SIGN_UP_FIELDS } from './journey-email-form';

/** The most gift ideas one email lists (the first ones of the visitor's list). */
export const MAX_GIFT_GUIDE_OFFERS = 50;
export const NO_GIFTS_MESSAGE = 'Please choose at least one gift';
export const TOO_MANY_GIFTS_MESSAGE = `Please choose at most ${MAX_GIFT_GUIDE_OFFERS} gifts`;

/** The gift guide's filters a request may name: the address bar's keys (gift-guide-query.ts). */
export const GIFT_GUIDE_FORM_FILTERS = GIFT_FILTER_KEYS;
export type GiftGuideFormFilter = GiftFilterKey;

/**
 * 'Send me these gift ideas' (docs/gift-guide.md): what the visitor fills in. Spec 2 §7 posts the gift guide
 * through the generic form submit but its fields are in a document we do not have; these are ours: a first name
 * and an email to write to, and the centre's news opt-in (with the sign-up's postcode when ticked).
 */
export function giftGuideFields(options: { subscribe: boolean; centreName?: string }): FormField[] {
  return [
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
    {
      name: 'email',
      label: 'Email',
      fieldType: 'email',
      width: 'half',
      validation: [required('Please enter your email address')],
    },
    {
      name: 'subscribe',
      label: `Keep me up to date with ${options.centreName || 'the centre'}'s news, offers and events`,
      fieldType: 'checkbox',
    },
    ...(options.subscribe ? JOURNEY_SIGN_UP_FIELDS.filter((field) => field.name !== 'first_name') : []),
  ];
}

/** The live guide a request is checked against: its offer ids and each filter's options. */
export interface GiftGuideChoices {
  offerIds: readonly string[];
  filters: Partial<Record<GiftGuideFormFilter, readonly string[]>>;
}

const asOptions = (values: readonly string[]): FieldOption[] => values.map((value) => ({ value, label: value }));

/**
 * POST /api/gift-guide: the visible fields, `offerIds` (required, each one of the centre's live offers) and the
 * chosen filters (optional, each one of the live guide's options; a filter the guide does not show takes none).
 */
export function giftGuideDefinition(choices: GiftGuideChoices, options: { subscribe: boolean }): FormDefinition {
  const offers: FormField = {
    name: 'offerIds',
    label: 'Gifts',
    fieldType: 'multiCheckbox',
    options: asOptions(choices.offerIds),
    validation: [required(NO_GIFTS_MESSAGE)],
  };
  const filters = GIFT_GUIDE_FORM_FILTERS.map((name): FormField => ({
    name,
    label: name,
    fieldType: 'select',
    // a filter with no options at all still refuses every value (an empty list would mean 'not known here')
    options: asOptions(choices.filters[name]?.length ? choices.filters[name]! : ['']),
  }));
  return { fields: [...giftGuideFields(options), offers, ...filters] };
}
