import {
  BOOKING_UNKNOWN_ERROR,
  PAYMENT_CANCELLED,
  PAYMENT_REFUNDED,
  PAYMENT_REFUNDED_ALREADY_PAID,
  PAYMENT_REFUNDED_REPLACED,
  PAYMENT_REFUNDED_TIME_GONE,
  PROMO_INVALID,
  SIMPLYBOOK_SETUP_ERROR,
  TIMESLOT_GONE_AT_CONFIRM,
} from '../../common/domain/booking/booking-messages';
import { DomainError } from '../../common/server/errors/domain-error';

/**
 * The booking module's failures (codes mapped to statuses in domain-error-status.ts): 400 for what the visitor
 * can act on (spec 3 §8 texts), 503 for a provider that failed.
 */

/** A centre without SimplyBook credentials, or a block naming nothing the provider offers. */
export const bookingNotConfigured = (): DomainError =>
  new DomainError('BOOKING.CONFIG.INVALID', SIMPLYBOOK_SETUP_ERROR);

/** The request names a page or block that has no booking block (settings come from content only). */
export const unknownBookingBlock = (): DomainError => new DomainError('BOOKING.BLOCK.INVALID', BOOKING_UNKNOWN_ERROR);

/** spec 3 §8 reserve: the slot is gone or too small (the message says which). */
export const slotUnavailable = (message: string): DomainError => new DomainError('BOOKING.SLOT_UNAVAILABLE', message);

/** spec 3 §8 confirm: the hold lapsed or the reservation no longer opens. */
export const reservationLapsed = (): DomainError =>
  new DomainError('BOOKING.SLOT_UNAVAILABLE', TIMESLOT_GONE_AT_CONFIRM);

/** spec 3 §8 promo (service flow). */
export const promoInvalid = (): DomainError => new DomainError('BOOKING.PROMO.INVALID', PROMO_INVALID);

/** A request the flow cannot take (a reservation of someone else, a wrong invoice id, an unpaid invoice). */
export const bookingRequestInvalid = (message: string): DomainError =>
  new DomainError('BOOKING.REQUEST.INVALID', message);

/** The provider or the card processor failed in a way the visitor cannot fix. */
export const bookingUpstreamFailed = (cause: unknown): DomainError =>
  new DomainError('UPSTREAM.BOOKING', BOOKING_UNKNOWN_ERROR, undefined, { cause });

const REFUNDED: Readonly<Record<string, string>> = {
  'time-gone': PAYMENT_REFUNDED_TIME_GONE,
  duplicate: PAYMENT_REFUNDED_ALREADY_PAID,
  replaced: PAYMENT_REFUNDED_REPLACED,
};

/** QUALITY R5 'the visitor is told': the server refunded the card payment instead of booking (409). */
export const paymentRefunded = (reason: string | undefined): DomainError =>
  new DomainError('BOOKING.PAYMENT_REFUNDED.CONFLICT', REFUNDED[reason ?? ''] ?? PAYMENT_REFUNDED);

/** The card payment was cancelled before any money moved (409). */
export const paymentCancelled = (): DomainError =>
  new DomainError('BOOKING.PAYMENT_CANCELLED.CONFLICT', PAYMENT_CANCELLED);
