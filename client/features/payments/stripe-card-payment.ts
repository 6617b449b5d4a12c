import { makeAutoObservable, runInAction } from 'mobx';
// types only: erased from the build, so importing them loads nothing
import type { Stripe, StripeCardNumberElement } from '@stripe/stripe-js';
import { PAYMENT_FAILED } from '../../../src/common/domain/flows/flow-messages';
import type { CardPaymentResult } from '../../../src/common/domain/booking/booking-wire';
import type { BillingDetails, CardPayment } from './card-payment-shape';
import { withTimeout } from './card-payment-shape';

/** Loads Stripe.js for a publishable key (null when it cannot). */
export type StripeLoader = (publicKey: string) => Promise<Pick<Stripe, 'elements' | 'confirmCardPayment'> | null>;

/**
 * TOOLCHAIN.md: the package's main entry injects js.stripe.com as soon as it is imported; the pure entry loads
 * nothing until `loadStripe` is called, and this import() keeps it out of every page's bundle. The pure entry's
 * ES module build: `@stripe/stripe-js/pure` is a CommonJS file, and its chunk's import() gives only a `default`
 * (no `loadStripe` of its own).
 */
export const loadStripeJs: StripeLoader = (publicKey) =>
  import('@stripe/stripe-js/dist/pure.mjs').then(({ loadStripe }) => loadStripe(publicKey));

type FieldKind = 'number' | 'expiry' | 'cvc';

/** spec 3 §9: card fields in font weight 100. */
const CARD_STYLE = { base: { fontWeight: '100', fontSize: '16px' } };

/** Stripe's card number, expiry and CVC elements, mounted into the checkout's three placeholders. */
export class StripeCardPayment implements CardPayment {
  readonly kind = 'stripe' as const;
  completeness: Record<FieldKind, boolean> = { number: false, expiry: false, cvc: false };
  /** the element's own message for what the visitor typed ('Your card number is incomplete.') */
  fieldErrors: Partial<Record<FieldKind, string>> = {};
  ready = false;
  private stripe?: Pick<Stripe, 'elements' | 'confirmCardPayment'>;
  private numberElement?: StripeCardNumberElement;

  constructor(
    private readonly publicKey: string,
    private readonly loader: StripeLoader = loadStripeJs,
    private readonly timeoutMs: number,
  ) {
    makeAutoObservable<StripeCardPayment, 'publicKey' | 'loader' | 'timeoutMs' | 'stripe' | 'numberElement'>(
      this,
      { publicKey: false, loader: false, timeoutMs: false, stripe: false, numberElement: false },
      { autoBind: true },
    );
  }

  get complete(): boolean {
    return this.completeness.number && this.completeness.expiry && this.completeness.cvc;
  }

  /** spec 3 §8 'Oops, Payment failed.' when Stripe.js does not load, or not within the timeout. */
  async prepare(): Promise<void> {
    if (this.stripe) return;
    const stripe = await withTimeout(this.loader(this.publicKey), this.timeoutMs, PAYMENT_FAILED).catch(() => null);
    if (!stripe) throw new Error(PAYMENT_FAILED);
    runInAction(() => {
      this.stripe = stripe;
      this.ready = true;
    });
  }

  /** Mounts the three elements (after prepare); returns what unmounts them. */
  mount(targets: Record<FieldKind, HTMLElement>): () => void {
    if (!this.stripe) return () => {};
    const elements = this.stripe.elements();
    const number = elements.create('cardNumber', { style: CARD_STYLE, showIcon: true });
    const expiry = elements.create('cardExpiry', { style: CARD_STYLE });
    const cvc = elements.create('cardCvc', { style: CARD_STYLE });
    number.on('change', (event) => this.changed('number', event.complete, event.error?.message));
    expiry.on('change', (event) => this.changed('expiry', event.complete, event.error?.message));
    cvc.on('change', (event) => this.changed('cvc', event.complete, event.error?.message));
    number.mount(targets.number);
    expiry.mount(targets.expiry);
    cvc.mount(targets.cvc);
    this.numberElement = number;
    return () => {
      for (const element of [number, expiry, cvc]) element.destroy();
      this.numberElement = undefined;
    };
  }

  /** A refused press puts the visitor back in the card number. */
  focus(): void {
    this.numberElement?.focus();
  }

  changed(kind: FieldKind, complete: boolean, message?: string): void {
    this.completeness[kind] = complete;
    this.fieldErrors[kind] = message;
  }

  /**
   * An intent that still waits for its 3-D Secure check (its card already attached): Stripe.js's confirm with the
   * client secret alone runs the check again in its own dialog.
   */
  async resumeAuthentication(clientSecret: string): Promise<CardPaymentResult> {
    if (!this.stripe) throw new Error(PAYMENT_FAILED);
    return resultOf(await this.stripe.confirmCardPayment(clientSecret));
  }

  /** spec 3 §7.4: confirmCardPayment with the card and the billing details; 3-D Secure is Stripe.js's own dialog. */
  async confirm(clientSecret: string, billing: BillingDetails): Promise<CardPaymentResult> {
    if (!this.stripe || !this.numberElement) throw new Error(PAYMENT_FAILED);
    const result = await this.stripe.confirmCardPayment(clientSecret, {
      payment_method: { card: this.numberElement, billing_details: billing },
    });
    return resultOf(result);
  }
}

/** Stripe.js's answer in the shape the checkout reads (booking-wire.ts CardPaymentResult). */
function resultOf(result: Awaited<ReturnType<Stripe['confirmCardPayment']>>): CardPaymentResult {
  if (result.error) {
    const { type, code, decline_code, message } = result.error;
    return { error: { type, code, decline_code, message: message ?? '' } };
  }
  const { id, status, amount, created } = result.paymentIntent;
  return { paymentIntent: { id, status, amount, created } };
}
