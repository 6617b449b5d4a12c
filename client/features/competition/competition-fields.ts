import { CONSENT_FIELDS } from '../../../src/common/domain/competitions/competition-entry';
import { COMPETITION_MESSAGES } from '../../../src/common/domain/competitions/competition-messages';
import type { ValidationContext } from '../../../src/common/domain/forms/field-rules';
import type { FieldValue, FormField } from '../../../src/common/domain/forms/form-field';
import {
  VERIFICATION_IDENTITY_FIELDS,
  type VerificationMethod,
} from '../../../src/common/domain/forms/verification-form';
import type { Transport } from '../../app/transport';
import { FormStore } from '../forms/form.store';
import type { HumanCheck } from '../forms/human-check';
import type { CompetitionEntryModel } from '../../../src/page-model/competition/competition.model';

/** What the entry's field stores are made with: the competition's model and the forms' transport, check and clock. */
export interface CompetitionFieldsSource {
  model: CompetitionEntryModel;
  transport: Transport;
  humanCheck: HumanCheck;
  context: () => Required<Pick<ValidationContext, 'now' | 'timeZone'>>;
}

/** The consent checkboxes (spec 2 §3, §5): both required, with one message. */
export function consentFields(termsLabel: string): FormField[] {
  const rule = [{ type: 'required' as const, message: COMPETITION_MESSAGES.consentsRequired }];
  return [
    { name: CONSENT_FIELDS[0], label: termsLabel, fieldType: 'checkbox', validation: rule },
    {
      name: CONSENT_FIELDS[1],
      label: 'I agree to join the centre’s database and receive news, offers and competition updates',
      fieldType: 'checkbox',
      validation: rule,
    },
  ];
}

/** A forms' FormStore of the given fields (values, touched, errors), holding the given values of those fields. */
export function fieldStore(
  source: CompetitionFieldsSource,
  fields: FormField[],
  values: Record<string, FieldValue> = {},
): FormStore {
  const store = new FormStore({
    // not a form type of its own: these stores hold values and errors, the competition sends them
    type: 'competition',
    definition: { fields },
    transport: source.transport,
    humanCheck: source.humanCheck,
    context: () => source.context(),
  });
  for (const [name, value] of Object.entries(values)) {
    if (fields.some((field) => field.name === name) && value !== undefined) store.values[name] = value;
  }
  return store;
}

/** Step 1's fields: the email or the mobile to verify with, each in its own store. */
export function identityStores(source: CompetitionFieldsSource): Record<VerificationMethod, FormStore> {
  return {
    email: fieldStore(source, [VERIFICATION_IDENTITY_FIELDS.email]),
    mobile: fieldStore(source, [VERIFICATION_IDENTITY_FIELDS.mobile]),
  };
}

/**
 * Step 2's fields (contact, questions, optional fields, consents): the verified field read-only; a member verified
 * by mobile (`maskedEmail`) enters with the address on file, so has no email field to fill in.
 */
export function detailsStore(
  source: CompetitionFieldsSource,
  entry: { values?: Record<string, FieldValue>; verifiedField?: string; maskedEmail?: string } = {},
): FormStore {
  const form = source.model.form;
  const contact = form.contact
    .filter((field) => !(entry.maskedEmail && field.name === 'email'))
    .map((field) => (field.name === entry.verifiedField ? { ...field, disabled: true } : field));
  const terms = source.model.termsHref
    ? 'I accept the competition terms and conditions and the privacy policy'
    : 'I accept the privacy policy';
  return fieldStore(source, [...contact, ...form.additional, ...form.optional, ...consentFields(terms)], entry.values);
}
