import type { FormDefinition, FormField } from './form-field';

const EMAIL_REQUIRED = 'Please enter your email';

/** spec 2 §8: what a visitor reads when their subscription could not be verified. */
export const VERIFICATION_FAILED_MESSAGE = 'Failed to verify your subscription, please try again.';

export type VerificationMethod = 'email' | 'mobile';

/**
 * spec 2 §2, §5: step 1 of a competition verifies by email or by mobile; the field of the chosen method is required
 * with the competition's contact messages.
 */
export const VERIFICATION_IDENTITY_FIELDS: Readonly<Record<VerificationMethod, FormField>> = {
  email: {
    name: 'email',
    label: 'Email',
    fieldType: 'email',
    validation: [{ type: 'required', message: EMAIL_REQUIRED }],
  },
  mobile: {
    name: 'mobile',
    label: 'Mobile',
    fieldType: 'mobile',
    validation: [{ type: 'required', message: 'Please enter your mobile' }],
  },
};

/** spec 2 §7 verify-subscription: who is asking, email and/or mobile (at least one: see below). */
export const VERIFICATION_FORM: FormDefinition = {
  fields: Object.values(VERIFICATION_IDENTITY_FIELDS).map(({ validation: _required, ...field }) => field),
};

/** What a verification naming neither an email nor a mobile reads: the email is the default method. */
export const VERIFICATION_IDENTITY_REQUIRED = EMAIL_REQUIRED;
