import { CARD_PROVIDER_TIMEOUT_MS, type CardPayment, SANDBOX_PUBLIC_KEY } from './card-payment-shape';
import type { CardSandboxApi } from './card-sandbox-api';
import type { StripeLoader } from './stripe-card-payment';

export interface CardPaymentDeps {
  api: CardSandboxApi;
  /** how Stripe.js is loaded (a test gives its own) */
  loadStripe?: StripeLoader;
  timeoutMs?: number;
}

/**
 * The card payment for a payment intent: the sandbox form for the 'sandbox' key, else Stripe's elements. Each is its
 * own chunk, loaded with the intent (while its answer is awaited the visitor is still filling in their details):
 * a flow opened ships neither, and a site ships only the one its key names.
 */
export async function cardPaymentFor(intent: { public_key: string }, deps: CardPaymentDeps): Promise<CardPayment> {
  if (intent.public_key === SANDBOX_PUBLIC_KEY) {
    const { SandboxCardPayment } = await import('./sandbox-card-payment');
    return new SandboxCardPayment(deps.api);
  }
  const { StripeCardPayment } = await import('./stripe-card-payment');
  return new StripeCardPayment(intent.public_key, deps.loadStripe, deps.timeoutMs ?? CARD_PROVIDER_TIMEOUT_MS);
}
