/** A PaymentIntent on the wire (contracts.md §4 "Response PaymentIntent"). */
import type { IntentRecord } from './payment-intent.types';

export function intentWire(intent: IntentRecord): Record<string, unknown> {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
    currency: intent.currency,
    client_secret: intent.clientSecret,
    status: intent.status,
    metadata: intent.metadata,
    description: intent.description,
    receipt_email: intent.receiptEmail,
    payment_method_types: intent.paymentMethodTypes,
    payment_method: intent.paymentMethod?.id ?? null,
    latest_charge: intent.latestCharge ?? null,
    last_payment_error: intent.lastPaymentError ?? null,
    next_action:
      intent.status === 'requires_action'
        ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } }
        : null,
    created: intent.created,
    livemode: false,
    canceled_at: intent.canceledAt ?? null,
    cancellation_reason: intent.cancellationReason ?? null,
    capture_method: 'automatic',
    confirmation_method: 'automatic',
  };
}
