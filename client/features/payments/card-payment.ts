import { CARD_PROVIDER_TIMEOUT_MS, type CardPayment, SANDBOX_PUBLIC_KEY } from './card-payment-shape';
import type { CardSandboxApi } from './card-sandbox-api';
import { SandboxCardPayment } from './sandbox-card-payment';
import { StripeCardPayment, type StripeLoader } from './stripe-card-payment';

export interface CardPaymentDeps {
  api: CardSandboxApi;
  /** how Stripe.js is loaded (a test gives its own) */
  loadStripe?: StripeLoader;
  timeoutMs?: number;
}

/** The card payment for a payment intent: the sandbox form for the 'sandbox' key, else Stripe's elements. */
export function cardPaymentFor(intent: { public_key: string }, deps: CardPaymentDeps): CardPayment {
  if (intent.public_key === SANDBOX_PUBLIC_KEY) return new SandboxCardPayment(deps.api);
  return new StripeCardPayment(intent.public_key, deps.loadStripe, deps.timeoutMs ?? CARD_PROVIDER_TIMEOUT_MS);
}
