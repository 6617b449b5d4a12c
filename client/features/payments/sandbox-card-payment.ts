import { makeAutoObservable, runInAction } from 'mobx';
import type { CardPaymentResult } from '../../../src/common/domain/booking/booking-wire';
import type { BillingDetails, CardPayment } from './card-payment-shape';
import type { CardSandboxApi } from './card-sandbox-api';

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** The Luhn check every card number passes. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** '4242424242424242' typed any way, shown in groups of four. */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM / YY' as the visitor types it. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export type AuthenticationAnswer = 'complete' | 'fail';

/**
 * The site's own card form, used when no card provider key is configured (demo and tests): number, expiry
 * (MM / YY) and CVC, confirmed through /api/booking-card-sandbox, with the 3-D Secure dialog Stripe.js would show
 * itself (a card that asks for it answers 'requires_action'; the visitor completes or fails the check).
 */
export class SandboxCardPayment implements CardPayment {
  readonly kind = 'sandbox' as const;
  number = '';
  expiry = '';
  cvc = '';
  /** the 3-D Secure dialog is open */
  authenticating = false;
  private answerAuthentication?: (answer: AuthenticationAnswer) => void;

  constructor(private readonly api: CardSandboxApi) {
    makeAutoObservable<SandboxCardPayment, 'api' | 'answerAuthentication'>(
      this,
      { api: false, answerAuthentication: false },
      { autoBind: true },
    );
  }

  get numberComplete(): boolean {
    const digits = digitsOf(this.number);
    return digits.length >= 13 && digits.length <= 19 && luhn(digits);
  }

  get expiryComplete(): boolean {
    const match = /^(\d{2}) \/ (\d{2})$/.exec(this.expiry);
    return match !== null && Number(match[1]) >= 1 && Number(match[1]) <= 12;
  }

  get cvcComplete(): boolean {
    return /^\d{3,4}$/.test(this.cvc);
  }

  get complete(): boolean {
    return this.numberComplete && this.expiryComplete && this.cvcComplete;
  }

  setNumber(text: string): void {
    this.number = formatCardNumber(text);
  }

  setExpiry(text: string): void {
    this.expiry = formatExpiry(text);
  }

  setCvc(text: string): void {
    this.cvc = digitsOf(text).slice(0, 4);
  }

  prepare(): Promise<void> {
    return Promise.resolve();
  }

  async confirm(clientSecret: string, billing: BillingDetails): Promise<CardPaymentResult> {
    const [month = '0', year = '0'] = this.expiry.split(' / ');
    const request = {
      client_secret: clientSecret,
      card: { number: digitsOf(this.number), exp_month: Number(month), exp_year: 2000 + Number(year), cvc: this.cvc },
      billing_details: billing,
    };
    const first = await this.api.cardSandbox(request);
    if (first.paymentIntent?.status !== 'requires_action') return first;
    const answer = await this.askAuthentication();
    return this.api.cardSandbox({ ...request, three_d_secure: answer });
  }

  /** The check an intent still waits for: the dialog again, then its answer alone (the card is not sent again). */
  async resumeAuthentication(clientSecret: string): Promise<CardPaymentResult> {
    const answer = await this.askAuthentication();
    return this.api.cardSandbox({
      client_secret: clientSecret,
      card: { number: '', exp_month: 0, exp_year: 0, cvc: '' },
      billing_details: {},
      three_d_secure: answer,
    });
  }

  /** The 3-D Secure dialog's Complete or Fail. */
  authenticate(answer: AuthenticationAnswer): void {
    const resolve = this.answerAuthentication;
    this.authenticating = false;
    this.answerAuthentication = undefined;
    resolve?.(answer);
  }

  private askAuthentication(): Promise<AuthenticationAnswer> {
    return new Promise((resolve) =>
      runInAction(() => {
        this.answerAuthentication = resolve;
        this.authenticating = true;
      }),
    );
  }
}
