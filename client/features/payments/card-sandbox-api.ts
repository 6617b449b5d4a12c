import type { CardPaymentResult, SandboxCardRequest } from '../../../src/common/domain/booking/booking-wire';

/**
 * The site's sandbox card confirm (POST /api/booking-card-sandbox, demo and test only, when no publishable key is
 * configured): what Stripe.js's `confirmCardPayment` does, for any intent of the Stripe sandbox, so service booking
 * and ticketing pay through the same form.
 */
export interface CardSandboxApi {
  cardSandbox(body: SandboxCardRequest): Promise<CardPaymentResult>;
}
