import {
  bookingErrorMessage,
  GENERIC_ERROR,
  TICKETS_NOT_AVAILABLE,
  TICKETS_UNAVAILABLE_TOAST,
} from '../../../src/common/domain/ticketing/ticketing-messages';
import { TicketingCallError } from './ticketing-api';

/** What a failed call says: the server's words (spec 3 §8 texts) or the network message, else the generic error. */
export function callMessage(error: unknown): string {
  return error instanceof TicketingCallError ? error.message : GENERIC_ERROR;
}

/** spec 3 §8 'Checkout': the unavailable toast, 'Shop is not on sale' and the human check's words, else generic. */
export function checkoutErrorMessage(error: unknown): string {
  if (!(error instanceof TicketingCallError)) return GENERIC_ERROR;
  if (error.network) return error.message;
  if (error.message === TICKETS_NOT_AVAILABLE) return TICKETS_UNAVAILABLE_TOAST;
  if (error.status === 400 || error.status === 403) return error.message;
  return GENERIC_ERROR;
}

/** spec 3 §8: a refusal of the details is the booking-error toast with the server's message. */
export function detailsErrorMessage(error: unknown): string {
  if (error instanceof TicketingCallError && error.network) return error.message;
  return bookingErrorMessage(callMessage(error));
}

/** docs/ticketing.md: a token whose hold is over answers 410. */
export const holdIsOver = (error: unknown): boolean => error instanceof TicketingCallError && error.status === 410;
