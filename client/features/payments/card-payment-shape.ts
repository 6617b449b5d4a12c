import type { CardPaymentResult } from '../../../src/common/domain/booking/booking-wire';

/** spec 3 §7.4: the billing details sent with the card (email, name, phone, postal code). */
export interface BillingDetails {
  name: string;
  email: string;
  phone: string;
  address: { postal_code: string };
}

/**
 * The summary step's card payment (spec 3 §4.1 'Card payment is used only when the invoice needs payment'): the
 * card provider's fields when the payment intent carries a real publishable key, the site's own sandbox form
 * when it says 'sandbox'. Both answer confirm with the shape of Stripe.js `confirmCardPayment`.
 */
export interface CardPayment {
  readonly kind: 'stripe' | 'sandbox';
  /** spec 3 §5.1: complete only when the number, the expiry and the CVC all are */
  readonly complete: boolean;
  /** Gets the fields ready; rejects with 'Oops, Payment failed.' when the provider cannot start (spec 3 §8). */
  prepare(): Promise<void>;
  confirm(clientSecret: string, billing: BillingDetails): Promise<CardPaymentResult>;
  /** Carries on with a 3-D Secure check the intent still waits for (Pay pressed again after a lost answer). */
  resumeAuthentication(clientSecret: string): Promise<CardPaymentResult>;
}

/** The publishable key the server answers when no card provider key is configured (booking-wire.ts). */
export const SANDBOX_PUBLIC_KEY = 'sandbox';

/** TOOLCHAIN.md: with dropped packets loading Stripe.js hangs; ten seconds is as long as a visitor waits. */
export const CARD_PROVIDER_TIMEOUT_MS = 10_000;

/** `promise`, or a rejection with `message` after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
