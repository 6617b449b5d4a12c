import { makeAutoObservable, runInAction } from 'mobx';
import { PAYMENT_CANCELLED, paymentErrorMessage } from '../../../../src/common/domain/booking/booking-messages';
import type {
  CardPaymentResult,
  PaymentIntentAnswer,
  PaymentIntentRequest,
} from '../../../../src/common/domain/booking/booking-wire';
import { cardPaymentFor } from '../../payments/card-payment';
import type { BillingDetails, CardPayment } from '../../payments/card-payment-shape';
import type { CheckoutApi } from './checkout-api';
import type { StripeLoader } from '../../payments/stripe-card-payment';

export type PaymentOutcome = { intentId: string } | { error: string };

/**
 * The card payment of the summary step (spec 3 §4.1, §7.4): the payment intent of the invoice, the card fields
 * that suit its key, and the payment itself. Pay first asks the server for the intent as it is now, handing it the
 * visitor's details (so the server can finish the booking even if this page never confirms), and carries on from
 * the intent's state: a card that paid is never charged again, a 3-D Secure check still open is resumed
 * (docs/booking.md "Settlement").
 */
export class CheckoutPaymentStore {
  intent?: PaymentIntentAnswer;
  /** the invoice the intent pays */
  invoiceId?: number;
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
    this.invoiceId = invoiceId;
    try {
      await this.use(await this.deps.api.paymentIntent(invoiceId, request));
    } catch {
      runInAction(() => (this.unavailable = true));
    }
  }

  /** A new intent (a promo code changed the amount): the card fields stay when the key is the same. */
  async use(intent: PaymentIntentAnswer, invoiceId?: number): Promise<void> {
    let card: CardPayment;
    try {
      card =
        this.card && this.intent?.public_key === intent.public_key ? this.card : await cardPaymentFor(intent, this.deps);
    } catch {
      // its code could not be fetched (the connection dropped): as a provider that cannot start
      runInAction(() => (this.unavailable = true));
      return;
    }
    runInAction(() => {
      this.intent = intent;
      if (invoiceId !== undefined) this.invoiceId = invoiceId;
      // a payment of the price before (refunded by the server) pays nothing of this one
      if (this.paidIntentId !== intent.id) this.paidIntentId = undefined;
      this.card = card;
      this.unavailable = false;
    });
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

  /**
   * spec 3 §8: a card error's own message, anything else 'Error processing payment' and try again. `request` is
   * the intent request with the visitor's details; a refusal of the server (their details, the reservation) throws.
   */
  async pay(billing: BillingDetails, request: PaymentIntentRequest): Promise<PaymentOutcome> {
    if (this.paidIntentId) return { intentId: this.paidIntentId };
    if (!this.card || !this.intent || this.invoiceId === undefined) return { error: paymentErrorMessage() };
    const now = await this.deps.api.paymentIntent(this.invoiceId, request);
    runInAction(() => (this.intent = { ...now, public_key: this.intent?.public_key ?? now.public_key }));
    if (now.status === 'succeeded') return this.paid(now.id);
    if (now.status === 'canceled') return { error: PAYMENT_CANCELLED };
    const result =
      now.status === 'requires_action'
        ? await this.card.resumeAuthentication(now.client_secret)
        : await this.card.confirm(now.client_secret, billing);
    return this.outcomeOf(result, request);
  }

  private async outcomeOf(result: CardPaymentResult, request: PaymentIntentRequest): Promise<PaymentOutcome> {
    if (result.error) {
      const { type, code, message } = result.error;
      // the intent moved on meanwhile (paid in another tab, cancelled by the server): its state decides
      if (code === 'payment_intent_unexpected_state' && this.invoiceId !== undefined) {
        const now = await this.deps.api.paymentIntent(this.invoiceId, request);
        if (now.status === 'succeeded') return this.paid(now.id);
        if (now.status === 'canceled') return { error: PAYMENT_CANCELLED };
      }
      const own = (type === 'card_error' || type === 'validation_error') && message.trim() !== '';
      return { error: own ? message : paymentErrorMessage() };
    }
    if (result.paymentIntent.status !== 'succeeded') return { error: paymentErrorMessage() };
    return this.paid(result.paymentIntent.id);
  }

  private paid(intentId: string): PaymentOutcome {
    runInAction(() => (this.paidIntentId = intentId));
    return { intentId };
  }
}
