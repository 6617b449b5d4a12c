/**
 * The personal-details fields service booking (spec 3 §3.1, §5.1) and event ticketing (§3.2, §5.2) ask the same
 * way: booking/booking-details.ts and ticketing/personal-details.ts build their forms from these, so a change to
 * one (a label, a message, a width) is a change to both.
 */
import { required } from '../forms/form-definition-helpers';
import type { FormField } from '../forms/form-field';
import { FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED } from './flow-messages';

/** First and last name, side by side, both required. */
export function nameFields(): FormField[] {
  return [
    {
      name: 'first_name',
      label: 'First name',
      fieldType: 'name',
      width: 'half',
      validation: [required(FIRST_NAME_REQUIRED)],
    },
    {
      name: 'last_name',
      label: 'Last name',
      fieldType: 'name',
      width: 'half',
      validation: [required(LAST_NAME_REQUIRED)],
    },
  ];
}

/** The sign-up box's label: the membership by name, the centre's mailing list without one. */
export function signUpLabel(membershipName: string | undefined): string {
  return `Sign me up to ${membershipName?.trim() || "the centre's mailing list"}`;
}

/** The terms box's label when the event or block gives no terms of its own. */
export const DEFAULT_TERMS_LABEL = 'I have read and accept the terms and conditions';
