import { SESSION_EXPIRED } from '../../common/domain/booking/booking-messages';
import {
  EVENT_NOT_FOUND,
  PROMO_INVALID,
  RESERVATION_NOT_FOUND,
  SEAT_LIMIT_TITLE,
  UNAVAILABLE_SEAT_BODY,
  UNKNOWN_ERROR,
  paymentErrorMessage,
} from '../../common/domain/ticketing/ticketing-messages';
import {
  RESERVATION_NOT_FOUND_CODE,
  SEAT_LIMIT_CODE,
  SEAT_UNAVAILABLE_CODE,
} from '../../common/domain/ticketing/ticketing-wire';
import { DomainError } from '../../common/server/errors/domain-error';
import { VIVENU_MESSAGES, VivenuError } from './vivenu.port';

/**
 * The ticketing API's failures (spec 3 §8 texts; codes mapped to statuses in domain-error-status.ts): 404 for an
 * event Vivenu does not know, 400 for what the visitor can act on, 409 when a card payment was refunded or
 * cancelled instead of issuing tickets, 410 for a checkout whose hold is over, 503 when Vivenu or the card
 * processor failed.
 */
export const TICKETING_MESSAGES = {
  /** spec 3 §8 'Session Expired' */
  checkoutExpired: SESSION_EXPIRED,
  /** spec 3 §8 payment failure: 'Error processing payment. Please try again.' */
  paymentError: paymentErrorMessage(),
  nothingToPay: 'Nothing is left to pay: book the tickets without a card payment.',
  payFirst: 'Please pay for the tickets before booking them.',
  detailsFirst: 'Please give your details before paying.',
  refunded: {
    lapsed:
      'Your tickets were released before your payment reached us, so your card has been refunded in full. Please start again.',
    price:
      'The price of these tickets changed before your payment reached us, so your card has been refunded in full. Please start again.',
    refused: 'The tickets could not be issued, so your card has been refunded in full. Please start again.',
  },
  cancelled: 'Your card payment was cancelled before any money was taken. Please start again.',
} as const;

export type RefundReason = keyof typeof TICKETING_MESSAGES.refunded;

export const eventNotFound = (): DomainError => new DomainError('TICKETING.EVENT.NOT_FOUND', EVENT_NOT_FOUND);

/** spec 3 §8 event errors: sold out, expired, a ROOT's sales (its dates are sold, not the root). */
export const eventUnavailable = (message: string): DomainError => new DomainError('TICKETING.EVENT.INVALID', message);

export const ticketsNotAvailable = (): DomainError =>
  new DomainError('TICKETING.TICKETS.INVALID', VIVENU_MESSAGES.ticketsNotAvailable);

export const notOnSale = (): DomainError => new DomainError('TICKETING.SHOP.INVALID', VIVENU_MESSAGES.notOnSale);

export const checkoutLapsed = (): DomainError =>
  new DomainError('TICKETING.CHECKOUT.EXPIRED', TICKETING_MESSAGES.checkoutExpired);

export const promoInvalid = (): DomainError => new DomainError('TICKETING.PROMO.INVALID', PROMO_INVALID);

/** A request the flow cannot take now (pay before details, pay a free order, confirm unpaid). */
export const ticketingRequestInvalid = (message: string): DomainError =>
  new DomainError('TICKETING.REQUEST.INVALID', message);

/** spec 3 §8: 400 on details shows the server's message in the booking-error toast. */
export const detailsRefused = (message: string): DomainError => new DomainError('TICKETING.DETAILS.INVALID', message);

export const paymentFailed = (): DomainError =>
  new DomainError('TICKETING.PAYMENT.INVALID', TICKETING_MESSAGES.paymentError);

export const paymentRefunded = (reason: RefundReason | undefined): DomainError =>
  new DomainError(
    'TICKETING.PAYMENT_REFUNDED.CONFLICT',
    TICKETING_MESSAGES.refunded[reason ?? 'refused'] ?? TICKETING_MESSAGES.refunded.refused,
  );

export const paymentCancelled = (): DomainError =>
  new DomainError('TICKETING.PAYMENT_CANCELLED.CONFLICT', TICKETING_MESSAGES.cancelled);

/** spec 3 §8 'Unavailable seat': another visitor holds the seat, or it is sold (409, code 'seat-unavailable'). */
export const seatUnavailable = (): DomainError => new DomainError(SEAT_UNAVAILABLE_CODE, UNAVAILABLE_SEAT_BODY);

/**
 * spec 3 §8 'Reservation could not be found': the seat reservation was cancelled or lapsed, or its token is not
 * this centre's or this event's (410, code 'reservation-not-found'; the modal offers to start again).
 */
export const reservationNotFound = (): DomainError =>
  new DomainError(RESERVATION_NOT_FOUND_CODE, RESERVATION_NOT_FOUND);

/** spec 3 §5.2 the seat cap: one more seat would pass the order's maximum or the stock left (400, code 'seat-limit'). */
export const seatLimitExceeded = (): DomainError => new DomainError(SEAT_LIMIT_CODE, SEAT_LIMIT_TITLE);

/** The event sells no seats: it has no seat map. */
export const noSeatMap = (): DomainError => new DomainError('TICKETING.SEAT_MAP.NOT_FOUND', 'This event has no seat map');

/** Vivenu or Stripe failed in a way the visitor cannot fix. */
export const ticketingUpstreamFailed = (cause: unknown): DomainError =>
  new DomainError('UPSTREAM.TICKETING', UNKNOWN_ERROR, undefined, { cause });

/**
 * What a failed Vivenu call means to the visitor (spec 3 §8): the stock is short, the shop is not on sale,
 * `notFound` (the event, or a checkout gone at Vivenu), `refused` for any other 4xx when the caller knows what it
 * means (a checkout call on a checkout that lapsed, was aborted or completed); anything else is the unknown error.
 */
export function fromVivenu(
  error: unknown,
  notFound: () => DomainError = eventNotFound,
  refused?: () => DomainError,
): DomainError {
  if (error instanceof DomainError) return error;
  if (error instanceof VivenuError) {
    if (error.ticketsNotAvailable) return ticketsNotAvailable();
    if (error.notOnSale) return notOnSale();
    if (error.notFound) return notFound();
    if (refused && !error.unanswered) return refused();
  }
  return ticketingUpstreamFailed(error);
}
