/**
 * The summary step's personal details (spec 3 §3.1 'Personal details (service flow)', §5.1) and the booking
 * details' email check, as form-engine definitions: the browser renders and checks them with
 * client/features/forms, and the server validates the confirm body with the same definitions (FormBodyPipe).
 */
import { DEFAULT_TERMS_LABEL, nameFields, signUpLabel } from '../flows/details-fields';
import type { FormDefinition, FormField, FormValues } from '../forms/form-field';
import { required } from '../forms/form-definition-helpers';
import {
  AGREEMENT_REQUIRED,
  CONSENT_REQUIRED,
  EMAIL_REQUIRED,
  MEMBERS_ONLY_SUBSCRIBE,
  MOBILE_REQUIRED,
  POSTCODE_REQUIRED,
} from './booking-messages';
import type { ConfirmRequest } from './booking-wire';

export interface BookingDetailsOptions {
  /** the email check recognised a member or subscriber: no subscribe box */
  existingMember: boolean;
  /** the block is for members only: a visitor who is not one must sign up to book */
  membersOnly: boolean;
  /** the subscribe box's label names it; the centre's mailing list without one */
  membershipName?: string;
  /** the block's terms, the consent box's label */
  terms?: string;
}

/** spec 3 §3.1, §5.1: first and last name, the checked email (shown locked), mobile, postcode, subscribe, consent. */
export function bookingDetailsForm(input: BookingDetailsOptions): FormDefinition {
  const fields: FormField[] = [
    ...nameFields(),
    // the address the email check verified: the visitor changes it by going back to the booking details
    { name: 'email', label: 'Email', fieldType: 'email', disabled: true, validation: [required(EMAIL_REQUIRED)] },
    {
      name: 'mobile',
      label: 'Mobile',
      fieldType: 'mobile',
      width: 'half',
      validation: [required(MOBILE_REQUIRED), { type: 'mobile' }],
    },
    {
      name: 'postcode',
      label: 'Postcode',
      fieldType: 'postcode',
      width: 'half',
      validation: [required(POSTCODE_REQUIRED), { type: 'postcode' }],
    },
  ];
  if (!input.existingMember) {
    fields.push({
      name: 'subscribe',
      label: signUpLabel(input.membershipName),
      fieldType: 'checkbox',
      // spec 3 §5.1: a members-only event needs a visitor who is not a member to sign up
      validation: input.membersOnly ? [required(MEMBERS_ONLY_SUBSCRIBE)] : [],
    });
  }
  fields.push({
    name: 'consent',
    label: input.terms?.trim() || DEFAULT_TERMS_LABEL,
    fieldType: 'checkbox',
    validation: [required(CONSENT_REQUIRED)],
  });
  return { fields };
}

/** A confirm body's details as the values the personal-details definition checks. */
export function bookingDetailsValues(request: Pick<ConfirmRequest, 'client' | 'subscribe' | 'consent'>): FormValues {
  const { first_name, last_name, email, mobile, postcode } = request.client;
  return { first_name, last_name, email, mobile, postcode, subscribe: request.subscribe, consent: request.consent };
}

/**
 * spec 3 §5.1 'Subscription verification': the booking details' email check. Not the site's general
 * verification form (forms/verification-form.ts), whose email is optional beside a mobile and has other texts.
 */
export const verificationForm: FormDefinition = {
  fields: [
    { name: 'email', label: 'Email', fieldType: 'email', validation: [required(EMAIL_REQUIRED)] },
    {
      name: 'agreement',
      label: 'I agree to my email being checked against the membership list',
      fieldType: 'checkbox',
      validation: [required(AGREEMENT_REQUIRED)],
    },
  ],
};
