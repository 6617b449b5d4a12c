import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_COUNTRY_CODE } from '../../../src/common/domain/forms/countries';
import { EMAIL_CHECK_MESSAGES } from '../../../src/common/domain/forms/email-check-messages';
import {
  isWelcomeEmail,
  postcodeAsked,
  termsRequired,
  validateTicketingDetails,
  withCountry,
} from '../../../src/common/domain/ticketing/personal-details';
import type { PersonalDetails } from '../../../src/common/domain/ticketing/ticketing-wire';
import { type MembershipCheck, TicketingCallError } from './ticketing-api';

export type DetailsField = keyof PersonalDetails | 'terms';
export type DetailsSubStep = 'verify' | 'details';

/** The FAILED words of the membership check (spec 3 §8 'Email check' journey variant). */
export const VERIFY_FAILED = 'Failed to verify your subscription, please try again.';

/**
 * spec 3 §4.2, §5.2 'Personal details': first the email and the member check (which never says more than the
 * welcome words), then the details with the dial code and, for Australia only, the postcode. A member's email is
 * locked; the terms are required on a members-only event for a visitor who is not a member.
 */
export class PersonalDetailsStore {
  subStep: DetailsSubStep = 'verify';
  values: PersonalDetails = {
    first_name: '',
    last_name: '',
    email: '',
    countryResidence: DEFAULT_COUNTRY_CODE,
    countryCode: DEFAULT_COUNTRY_CODE,
    mobile: '',
    postcode: '',
  };
  terms = false;
  newsletter = false;
  isMember = false;
  emailVerified = false;
  verification?: string;
  /** the welcome words after the check */
  message?: string;
  verifyError?: string;
  checking = false;
  /** errors are shown once the visitor pressed Next */
  submitted = false;
  /** what the server refused of the details it was sent (400 `personal.<field>`), until the field changes */
  serverErrors: Partial<Record<DetailsField, string>> = {};

  constructor(
    private readonly options: {
      membersOnly: boolean;
      bookingTerms?: string;
      membershipName?: string;
      check(email: string): Promise<MembershipCheck>;
    },
  ) {
    makeAutoObservable<PersonalDetailsStore, 'options'>(this, { options: false }, { autoBind: true });
  }

  get emailLocked(): boolean {
    return this.isMember && this.emailVerified;
  }

  get termsRequired(): boolean {
    return termsRequired(this.options.membersOnly, this.isMember);
  }

  /** spec 3 §5.2: Next on verify stays disabled until the address matches the welcome pattern. */
  get canVerify(): boolean {
    return isWelcomeEmail(this.values.email) && !this.checking;
  }

  /** spec 3 §5.2: every field's message, the mobile against the chosen dial code (src/common/domain/ticketing) */
  get errors(): Partial<Record<DetailsField, string>> {
    const { membersOnly, bookingTerms, membershipName } = this.options;
    const values = { ...this.values, mobile: this.values.mobile.replace(/[\s-]/g, ''), terms: this.terms };
    if (!this.postcodeShown) delete values.postcode;
    return validateTicketingDetails(values, { membersOnly, isMember: this.isMember, bookingTerms, membershipName });
  }

  get shownErrors(): Partial<Record<DetailsField, string>> {
    return this.submitted ? { ...this.serverErrors, ...this.errors } : {};
  }

  /** spec 3 §5.2: the postcode is asked only in Australia. */
  get postcodeShown(): boolean {
    return postcodeAsked(this.values.countryResidence);
  }

  /** What the details call carries: the postcode only for Australia, the mobile without spaces. */
  get personal(): PersonalDetails {
    const { postcode, ...rest } = this.values;
    return {
      ...rest,
      mobile: rest.mobile.replace(/[\s-]/g, ''),
      ...(this.postcodeShown ? { postcode: (postcode ?? '').trim() } : {}),
    };
  }

  set(field: keyof PersonalDetails, value: string): void {
    if (field === 'email' && this.emailLocked) return;
    this.values = { ...this.values, [field]: value };
    this.serverErrors = { ...this.serverErrors, [field]: undefined };
    if (field === 'email') this.emailVerified = false;
  }

  /** spec 3 §5.2: the country moves the dial code with it and clears the postcode outside Australia. */
  setCountry(code: string): void {
    const next = withCountry(this.values, code);
    this.values = { ...next, countryCode: code || this.values.countryCode, postcode: next.postcode ?? '' };
  }

  setTerms(value: boolean): void {
    this.terms = value;
    this.serverErrors = { ...this.serverErrors, terms: undefined };
  }

  setNewsletter(value: boolean): void {
    this.newsletter = value;
  }

  /** spec 3 §4.2: the member check, then the details sub-step; it tells a member apart by the welcome words only. */
  async verify(): Promise<boolean> {
    if (!this.canVerify) return false;
    this.checking = true;
    this.verifyError = undefined;
    try {
      // spec 3 §8 'Email check': a refused check reads as not a subscriber; only a lost connection stops here
      const answer = await this.options.check(this.values.email.trim()).catch((error: unknown) => {
        if (error instanceof TicketingCallError && error.network) throw error;
        return { subscribed: false } as MembershipCheck;
      });
      runInAction(() => {
        this.isMember = answer.subscribed;
        this.verification = answer.verification;
        this.emailVerified = true;
        this.message = answer.subscribed ? EMAIL_CHECK_MESSAGES.recognised : EMAIL_CHECK_MESSAGES.notSubscribed;
        this.subStep = 'details';
      });
      return true;
    } catch (error) {
      runInAction(() => (this.verifyError = error instanceof Error && error.message ? error.message : VERIFY_FAILED));
      return false;
    } finally {
      runInAction(() => (this.checking = false));
    }
  }

  /** The server's field messages (keyed `personal.<field>`, docs/ticketing.md) shown under their fields. */
  refused(fieldErrors: Readonly<Record<string, string>>): void {
    const prefix = 'personal.';
    this.serverErrors = Object.fromEntries(
      Object.entries(fieldErrors)
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, message]) => [key.slice(prefix.length), message]),
    );
    this.submitted = true;
  }

  /** Marks the form submitted; true when nothing is in error. */
  validate(): boolean {
    this.submitted = true;
    return Object.keys(this.errors).length === 0;
  }

  /** spec 3 §4.2: changing the checkout's items resets the email verification. */
  resetVerification(): void {
    this.emailVerified = false;
    this.isMember = false;
    this.verification = undefined;
    this.message = undefined;
    this.subStep = 'verify';
    this.submitted = false;
  }

  backToVerify(): void {
    this.subStep = 'verify';
    this.submitted = false;
  }
}
