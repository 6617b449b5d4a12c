/**
 * The texts both booking flows show (spec 3 §8 general errors, the human check, payment, promo, the email check,
 * personal details and questions), word for word, in one place: service booking (booking/booking-messages.ts)
 * and event ticketing (ticketing/ticketing-messages.ts) take them from here. Wording the spec leaves open is ours
 * and says so.
 */
import { EMAIL_CHECK_MESSAGES } from '../forms/email-check-messages';

export const NETWORK_ERROR =
  'It seems like you are not connected to the Internet. Please check your connection and try again.';

export const UNKNOWN_ERROR = 'Unknown error occurred. Please try again.';

export const BOOKING_UNKNOWN_ERROR =
  'Unknown error occurred. Please try again. If this keeps happening, try reloading the page.';

export const GENERIC_ERROR = 'Oops! Something went wrong, Please try again later.';

/** spec 3 §7.2: a provider call that failed without a result */
export const PROVIDER_UNKNOWN_ERROR = 'Unknown error occurred';

export const HUMAN_CHECK_FAILED = 'Human verification failed';

export const HUMAN_CHECK_REQUIRED = 'Please confirm you are not a robot';

/** the spec's 'try-again message' has no wording of its own: ours, as the unknown error ends */
export const TRY_AGAIN = 'Please try again.';

export const PAYMENT_ERROR = 'Error processing payment';

export const PAYMENT_FAILED = 'Oops, Payment failed.';

/** an Idempotency-Key sent again with another request (QUALITY R5): ours, as payment APIs say it */
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used with a different request. Send a new key for a new request.';

export const PROMO_APPLIED = 'Promo code applied successfully';

export const FULLY_DISCOUNTED = 'Fully discounted';

export const SOLD_OUT = 'Sold out';

export const PROCESSING_PAYMENT = 'Processing payment...';

export const REQUIRED_FIELD = 'This is a required field.';

export const FIRST_NAME_REQUIRED = 'First name is required';

export const LAST_NAME_REQUIRED = 'Last name is required';

export const EMAIL_REQUIRED = 'Email is required';

export const NOT_SUBSCRIBER = EMAIL_CHECK_MESSAGES.notSubscribed;

export const EMAIL_RECOGNISED = EMAIL_CHECK_MESSAGES.recognised;

/** a 400 with field messages (the server's own 'Validation failed' is no sentence for a visitor): ours */
export const CHECK_HIGHLIGHTED_FIELDS = 'Please check the highlighted fields.';

/** spec 3 §8 'Booking error'. */
export function bookingErrorMessage(message: string): string {
  return `Oops, there was a problem. Please double check your details. Error message: ${message}`;
}

/** spec 3 §8: 'Error processing payment' with the card provider's detail, else with the try-again text. */
export function paymentErrorMessage(detail?: string): string {
  return `${PAYMENT_ERROR}. ${detail?.trim() || TRY_AGAIN}`;
}

/** spec 3 §8, §9: under 10 left, 'N ticket(s) left'; nothing at 10 or more, nor at none (that is 'Sold out'). */
export function ticketsLeftNotice(left: number): string | undefined {
  if (!Number.isFinite(left) || left <= 0 || left >= 10) return undefined;
  return left === 1 ? '1 ticket left' : `${Math.floor(left)} tickets left`;
}
