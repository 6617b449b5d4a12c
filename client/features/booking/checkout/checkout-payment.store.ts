import { makeAutoObservable, runInAction } from 'mobx';
import { paymentErrorMessage } from '../../../../src/common/domain/booking/booking-messages';
import type { PaymentIntentAnswer, PaymentIntentRequest } from '../../../../src/common/domain/booking/booking-wire';
import { cardPaymentFor } from './card-payment';
import type { BillingDetails, CardPayment } from './card-payment-shape';
import type { CheckoutApi } from './checkout-api';
import type { StripeLoader } from './stripe-card-payment';

export type PaymentOutcome = { intentId: string } | { error: string };

/**
 * The card payment of the summary step (spec 3 §4.1, §7.4): the payment intent of the invoice, the card fields
 * that suit its key, and the payment itself. A card that paid is not charged again when the confirm is retried.
 */
export class CheckoutPaymentStore {
  intent?: PaymentIntentAnswer;
  card?: CardPayment;
  /** the card provider could not start ('Oops, Payment failed.') */
  unavailable = false;
  /** the intent a card already paid */
  paidIntentId?: string;

  constructor(private readonly deps: { api: CheckoutApi; loadStripe?: StripeLoader }) {
    makeAutoObservable<CheckoutPaymentStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get ready(): boolean {
    return this.card !== undefined && this.intent !== undefined && !this.unavailable;
  }

  /** The invoice's intent and its card fields; a failure leaves the payment unavailable. */
  async load(invoiceId: number, request: PaymentIntentRequest): Promise<void> {
    try {
      await this.use(await this.deps.api.paymentIntent(invoiceId, request));
    } catch {
      runInAction(() => (this.unavailable = true));
    }
  }

  /** A new intent (a promo code changed the amount): the card fields stay when the key is the same. */
  async use(intent: PaymentIntentAnswer): Promise<void> {
    const card =
      this.card && this.intent?.public_key === intent.public_key ? this.card : cardPaymentFor(intent, this.deps);
    this.intent = intent;
    this.card = card;
    this.unavailable = false;
    try {
      await card.prepare();
    } catch {
      runInAction(() => (this.unavailable = true));
    }
  }

  /** Nothing is left to pay. */
  clear(): void {
    this.intent = undefined;
  }

  /** spec 3 §8: a card error's own message, anything else 'Error processing payment' and try again. */
  async pay(billing: BillingDetails): Promise<PaymentOutcome> {
    if (this.paidIntentId) return { intentId: this.paidIntentId };
    if (!this.card || !this.intent) return { error: paymentErrorMessage() };
    const result = await this.card.confirm(this.intent.client_secret, billing);
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
