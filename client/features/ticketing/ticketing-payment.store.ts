import { makeAutoObservable, runInAction } from 'mobx';
import {
  PAYMENT_FAILED,
  paymentErrorMessage,
  PROMO_INVALID,
  PROMO_REQUIRED,
} from '../../../src/common/domain/ticketing/ticketing-messages';
import type { CheckoutView, TicketPaymentRequest } from '../../../src/common/domain/ticketing/ticketing-wire';
import { cardPaymentFor } from '../payments/card-payment';
import type { BillingDetails, CardPayment } from '../payments/card-payment-shape';
import type { StripeLoader } from '../payments/stripe-card-payment';
import type { TicketingApi } from './ticketing-api';

export type PromoState = 'idle' | 'verifying' | 'applied';
export type PaymentOutcome = { intentId: string } | { error: string };

export interface TicketingPaymentDeps {
  api: TicketingApi;
  loadStripe?: StripeLoader;
  /** spec 3 §7.4 'coupon fail': why, never the code */
  onCouponFail(message: string): void;
}

/**
 * The payment step (spec 3 §4.2, §5.2, §7.4): the promo code, the checkout's card payment request and the card
 * fields that suit its key (the site's sandbox form or Stripe's, client/features/payments), and the card payment.
 */
export class TicketingPaymentStore {
  code = '';
  promo: PromoState = 'idle';
  promoError?: string;
  request?: TicketPaymentRequest;
  card?: CardPayment;
  /** the card provider or the payment request could not start ('Oops, Payment failed.') */
  unavailable = false;
  loading = false;
  /** the intent a card already paid: a second press confirms without charging again */
  paidIntentId?: string;

  constructor(private readonly deps: TicketingPaymentDeps) {
    makeAutoObservable<TicketingPaymentStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get cardComplete(): boolean {
    return this.paidIntentId !== undefined || (this.card?.complete ?? false);
  }

  setCode(code: string): void {
    if (this.promo === 'applied') return;
    this.code = code;
    this.promoError = undefined;
  }

  /** spec 3 §5.2, §8: 'A promo code is required', 'Invalid promo code'; the checkout with the discount when valid. */
  async applyPromo(token: string): Promise<CheckoutView | undefined> {
    if (this.promo !== 'idle') return undefined;
    const code = this.code.trim();
    if (!code) {
      this.promoError = PROMO_REQUIRED;
      return undefined;
    }
    this.promo = 'verifying';
    this.promoError = undefined;
    try {
      const checkout = await this.deps.api.applyCoupon(code, token);
      runInAction(() => (this.promo = 'applied'));
      return checkout;
    } catch (error) {
      const network = error instanceof Error && 'network' in error && error.network === true;
      const message = network ? (error as Error).message : PROMO_INVALID;
      runInAction(() => {
        this.promo = 'idle';
        this.promoError = message;
      });
      this.deps.onCouponFail(message);
      return undefined;
    }
  }

  /** The checkout's card payment request and its card fields (again after a promo code changed the amount). */
  async load(token: string): Promise<void> {
    this.loading = true;
    try {
      const request = await this.deps.api.paymentRequest(token);
      const card =
        this.card && this.request?.public_key === request.public_key ? this.card : await cardPaymentFor(request, this.deps);
      runInAction(() => {
        this.request = request;
        this.card = card;
        this.unavailable = false;
        if (this.paidIntentId !== request.id) this.paidIntentId = undefined;
      });
      await card.prepare();
    } catch {
      runInAction(() => (this.unavailable = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Nothing is left to pay (a fully discounted checkout). */
  clear(): void {
    this.request = undefined;
    this.card = undefined;
  }

  /** spec 3 §8: the card's own message for a refused card, otherwise 'Error processing payment. Please try again.' */
  async pay(billing: BillingDetails): Promise<PaymentOutcome> {
    if (this.paidIntentId) return { intentId: this.paidIntentId };
    if (!this.card || !this.request || this.unavailable) return { error: PAYMENT_FAILED };
    const result = await this.card.confirm(this.request.client_secret, billing);
    if (result.error) {
      const { type, message } = result.error;
      const own = (type === 'card_error' || type === 'validation_error') && message.trim() !== '';
      return { error: own ? message : paymentErrorMessage() };
    }
    if (result.paymentIntent.status !== 'succeeded') return { error: paymentErrorMessage() };
    const intentId = result.paymentIntent.id;
    runInAction(() => (this.paidIntentId = intentId));
    return { intentId };
  }
}
