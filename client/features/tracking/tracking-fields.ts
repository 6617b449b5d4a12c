import type { FormValues } from '../../../src/common/domain/forms/form-field';
import { hashEmail } from './hash-email';

/**
 * spec 2 §3 "Submission tracking fields (contact or sign-up)": what a submission tells analytics. Never the
 * raw email: only its hash. Extra fields configured on the block are keyed by their label.
 */
export interface TrackingFields {
  hashedEmail?: string;
  signUpPostCode?: string;
  signUpBirthYear?: string;
  signUpBirthMonth?: string;
  signUpGender?: string;
  contactRequest?: string;
  /** seconds from the visitor's first interaction with the form to the submission */
  timeToComplete: number;
  [label: string]: string | number | undefined;
}

export interface TrackingInput {
  /** the form's type (`subscription`, `contact` ...): sign-up fields for the first, the request type for the second */
  formType: string;
  values: FormValues;
  /** milliseconds since the epoch of the first interaction, and of the submission */
  startedAt: number;
  now: number;
  /** configurable extra fields: label → the name of the form field whose value it carries */
  extraFields?: Readonly<Record<string, string>>;
}

function textOf(values: FormValues, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Seconds between two instants, whole, never negative. */
export function secondsBetween(startedAt: number, now: number): number {
  return Math.max(0, Math.round((now - startedAt) / 1000));
}

/** The tracking fields of one submission; only the ones with a value are present. */
export async function trackingFieldsOf(input: TrackingInput): Promise<TrackingFields> {
  const { values, formType } = input;
  const email = textOf(values, 'email');
  const fields: TrackingFields = { timeToComplete: secondsBetween(input.startedAt, input.now) };
  if (email) fields.hashedEmail = await hashEmail(email);
  if (formType === 'subscription') {
    fields.signUpPostCode = textOf(values, 'postcode');
    fields.signUpBirthYear = textOf(values, 'birth_year');
    fields.signUpBirthMonth = textOf(values, 'birth_month');
    fields.signUpGender = textOf(values, 'gender');
  }
  if (formType === 'contact') fields.contactRequest = textOf(values, 'type');
  for (const [label, name] of Object.entries(input.extraFields ?? {})) {
    // an extra field never carries the raw email
    if (name !== 'email') fields[label] = textOf(values, name);
  }
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as TrackingFields;
}
