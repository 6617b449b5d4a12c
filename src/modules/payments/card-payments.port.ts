/**
 * Card payments as service booking and event ticketing need them (contracts.md §4): Stripe PaymentIntents made and read by the
 * server with the secret key, and the publishable-key confirm the sandbox card form uses. The real client is
 * stripe.client.ts; demo and test point it at the Stripe sandbox.
 */

export interface PaymentIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  client_secret: string;
  created: number;
  metadata: Record<string, string>;
}

/** A refund of a succeeded intent (Stripe's `POST /v1/refunds`). */
export interface Refund {
  id: string;
  status: string;
  amount: number;
  payment_intent: string;
}

/** Stripe's reasons, as the payment flows give them (contracts.md §4). */
export type CancellationReason = 'abandoned' | 'duplicate' | 'requested_by_customer';
export type RefundReason = 'duplicate' | 'requested_by_customer';

export interface CreateIntent {
  amountCents: number;
  /** centre slug, kept in the intent's metadata */
  centre: string;
  /** what the payment is for, kept in the intent's metadata (booking: `invoice_id`; ticketing: `checkout_id`) */
  for: Record<string, string>;
  idempotencyKey: string;
}

/** Stripe's error shape (contracts.md §4). */
export interface CardError {
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
}

export type ConfirmOutcome = { paymentIntent: PaymentIntent } | { error: CardError };

export interface CardConfirm {
  publishableKey: string;
  clientSecret: string;
  card: { number: string; exp_month: number; exp_year: number; cvc: string };
  billing: { name?: string; email?: string; phone?: string; postalCode?: string };
  /** the answer to the 3-D Secure challenge a first confirm asked for (then `card` is not sent again) */
  threeDSecure?: 'complete' | 'fail';
}

export interface CardPaymentsPort {
  createIntent(intent: CreateIntent): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent>;
  /** Cancels an intent that has not succeeded (no money moved); Stripe refuses a succeeded one (400). */
  cancelIntent(id: string, reason?: CancellationReason): Promise<PaymentIntent>;
  /** Refunds the whole of a succeeded intent; the key makes a repeat answer the first refund. */
  refundIntent(id: string, options: { idempotencyKey: string; reason?: RefundReason }): Promise<Refund>;
  /** The browser's confirm, made with the publishable key and the client secret (the sandbox card form). */
  confirmWithPublishableKey(confirm: CardConfirm): Promise<ConfirmOutcome>;
}

export const CARD_PAYMENTS = Symbol('CARD_PAYMENTS');

/** A Stripe call that failed: `status` is the HTTP status when an answer came, `card` Stripe's error when given. */
export class CardPaymentsError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly card?: CardError,
  ) {
    super(message);
    this.name = 'CardPaymentsError';
  }
}
