/**
 * The ticketing personal details (spec 3 §3.2, §5.2): the welcome email check, then the details form as a
 * form-engine definition, so the modal renders and checks it with client/features/forms and the server validates
 * the details body with the same rules (the dial codes and the AU postcode are the site's form rules, not copies).
 */
import { DEFAULT_TERMS_LABEL, nameFields, signUpLabel } from '../flows/details-fields';
import { DEFAULT_COUNTRY_CODE } from '../forms/countries';
import { required } from '../forms/form-definition-helpers';
import type { FormDefinition, FormField, FormValues } from '../forms/form-field';
import { validateForm, type FormErrors } from '../forms/field-rules';
import {
  COUNTRY_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  MOBILE_INVALID_FOR_DIAL_CODE,
  MOBILE_NUMBER_REQUIRED,
  POSTCODE_REQUIRED,
  TERMS_REQUIRED,
} from './ticketing-messages';
import type { PersonalDetails } from './ticketing-wire';

/** spec 3 §5.2 the welcome email pattern: a basic address whose top-level part has 2 to 4 letters. */
const WELCOME_EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

/** Next on the welcome email check stays disabled until the address matches. */
export function isWelcomeEmail(value: string): boolean {
  return WELCOME_EMAIL.test(value.trim());
}

/** The welcome email check's message: required, then the pattern. */
export function welcomeEmailError(value: string): string | undefined {
  if (!value.trim()) return EMAIL_REQUIRED;
  return isWelcomeEmail(value) ? undefined : EMAIL_INVALID;
}

/** spec 3 §5.2: the terms box is required for a members-only event when the visitor is not a member. */
export function termsRequired(membersOnly: boolean, isMember: boolean): boolean {
  return membersOnly && !isMember;
}

export interface TicketingDetailsOptions {
  membersOnly: boolean;
  /** the email check recognised a member: email locked, no newsletter box, terms optional */
  isMember: boolean;
  /** the chosen country of residence: the postcode is asked only for AU */
  countryResidence?: string;
  /** the event's booking terms, the terms box's label */
  bookingTerms?: string;
  /** the newsletter box's label names it */
  membershipName?: string;
}

/** spec 3 §5.2 'Postcode is shown only when country is AU'. */
export const postcodeAsked = (countryResidence: string | undefined): boolean =>
  (countryResidence || DEFAULT_COUNTRY_CODE).toUpperCase() === DEFAULT_COUNTRY_CODE;

/** spec 3 §3.2, §5.2 the details form. */
export function ticketingDetailsForm(options: TicketingDetailsOptions): FormDefinition {
  const fields: FormField[] = [
    ...nameFields(),
    {
      name: 'email',
      label: 'Email',
      fieldType: 'email',
      // spec 3 §5.2 'Email is locked for members'
      disabled: options.isMember,
      validation: [required(EMAIL_REQUIRED)],
    },
    {
      name: 'countryResidence',
      label: 'Country of residence',
      fieldType: 'country',
      defaultValue: DEFAULT_COUNTRY_CODE,
      validation: [required(COUNTRY_REQUIRED)],
    },
    {
      name: 'countryCode',
      label: 'Dial code',
      fieldType: 'countryDialCode',
      width: 'third',
      defaultValue: DEFAULT_COUNTRY_CODE,
    },
    {
      name: 'mobile',
      label: 'Mobile number',
      fieldType: 'mobile',
      width: 'two-third',
      validation: [required(MOBILE_NUMBER_REQUIRED), { type: 'mobile', message: MOBILE_INVALID_FOR_DIAL_CODE }],
    },
  ];
  if (postcodeAsked(options.countryResidence)) {
    fields.push({
      name: 'postcode',
      label: 'Postcode',
      fieldType: 'postcode',
      width: 'half',
      validation: [required(POSTCODE_REQUIRED), { type: 'postcode' }],
    });
  }
  if (!options.isMember) {
    fields.push({ name: 'newsletter', label: signUpLabel(options.membershipName), fieldType: 'checkbox' });
  }
  fields.push({
    name: 'terms',
    label: options.bookingTerms?.trim() || DEFAULT_TERMS_LABEL,
    fieldType: 'checkbox',
    validation: termsRequired(options.membersOnly, options.isMember) ? [required(TERMS_REQUIRED)] : [],
  });
  return { fields };
}

export interface DetailsValues extends PersonalDetails {
  terms?: boolean;
  newsletter?: boolean;
}

/** The details as the form's values. */
export function detailsFormValues(details: Partial<DetailsValues>): FormValues {
  return { ...details };
}

/** spec 3 §5.2: every field's message (only the fields in error), the mobile checked against the chosen dial code. */
export function validateTicketingDetails(
  values: Partial<DetailsValues>,
  options: Omit<TicketingDetailsOptions, 'countryResidence'>,
): FormErrors {
  const form = ticketingDetailsForm({ ...options, countryResidence: values.countryResidence });
  return validateForm(form.fields, detailsFormValues(values));
}

/** spec 3 §5.2 'Changing the country updates the dial code and clears the postcode if not AU'. */
export function withCountry<T extends Partial<DetailsValues>>(values: T, countryResidence: string): T {
  const next = { ...values, countryResidence, countryCode: countryResidence };
  if (!postcodeAsked(countryResidence)) delete next.postcode;
  return next;
}
