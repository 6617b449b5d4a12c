import fc from 'fast-check';
import {
  BOOKING_UNKNOWN_ERROR,
  BUSY_MESSAGE,
  HOLD_NOTICE,
  SLOT_NO_LONGER_AVAILABLE,
  TIMESLOT_GONE_AT_CONFIRM,
  bookingErrorMessage,
  confirmErrorMessage,
  paymentErrorMessage,
  reservationFormMessage,
  reserveErrorMessage,
  subscribingMessage,
} from './booking-messages';
import { membersOnlyNotice } from '../ticketing/book-now-messages';

describe('reserve errors (spec 3 §8)', () => {
  it('should tell one visitor that the time is gone when the provider says the slot or provider is taken', () => {
    expect(reserveErrorMessage({ code: -32054, message: 'Start time not available' }, 1)).toBe(
      SLOT_NO_LONGER_AVAILABLE,
    );
    expect(reserveErrorMessage({ code: '-32052' }, 1)).toBe(SLOT_NO_LONGER_AVAILABLE);
  });

  it('should tell a group how many spaces were missing', () => {
    expect(reserveErrorMessage({ code: -32054 }, 3)).toBe(
      'Sorry, selected time no longer has enough spaces for 3 people. Please choose a different time.',
    );
    expect(reserveErrorMessage({ code: -32055 }, 4)).toBe(
      'Sorry, selected time no longer has enough spaces for 4 people. Please choose a different time.',
    );
  });

  it("should pass the server's message through, or fall back to the booking unknown error", () => {
    expect(reserveErrorMessage({ code: -32600, message: 'Access denied' }, 1)).toBe('Access denied');
    expect(reserveErrorMessage({}, 2)).toBe(BOOKING_UNKNOWN_ERROR);
    expect(reserveErrorMessage({ message: '  ' }, 2)).toBe(BOOKING_UNKNOWN_ERROR);
  });
});

describe('reservation form errors (spec 3 §8)', () => {
  it('should ask for patience when the message carries a server or request status', () => {
    for (const message of ['Request failed with status code 500', 'HTTP 502', '504 Gateway Timeout', 'status 400']) {
      expect(reservationFormMessage(message)).toBe(BUSY_MESSAGE);
    }
  });

  it('should show other messages as given and the unknown error without one', () => {
    expect(reservationFormMessage('Captcha expired')).toBe('Captcha expired');
    expect(reservationFormMessage('Order 15000 failed')).toBe('Order 15000 failed');
    expect(reservationFormMessage(undefined)).toBe(BOOKING_UNKNOWN_ERROR);
    expect(reservationFormMessage('')).toBe(BOOKING_UNKNOWN_ERROR);
  });

  it('should never answer an empty text', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (message) => {
        expect(reservationFormMessage(message ?? undefined).trim()).not.toBe('');
      }),
    );
  });
});

describe('confirm and payment errors (spec 3 §8)', () => {
  it('should tell the visitor the timeslot is gone when the confirm answers 400', () => {
    expect(confirmErrorMessage(400)).toBe(TIMESLOT_GONE_AT_CONFIRM);
  });

  it('should say the booking could not be confirmed, with the try-again text, otherwise', () => {
    expect(confirmErrorMessage(500)).toBe('Error confirming booking. Please try again.');
    expect(confirmErrorMessage(undefined)).toBe('Error confirming booking. Please try again.');
  });

  it("should show the card provider's detail after 'Error processing payment'", () => {
    expect(paymentErrorMessage('Your card was declined.')).toBe('Error processing payment. Your card was declined.');
    expect(paymentErrorMessage()).toBe('Error processing payment. Please try again.');
  });

  it('should wrap a booking error with the spec text', () => {
    expect(bookingErrorMessage('Invalid email')).toBe(
      'Oops, there was a problem. Please double check your details. Error message: Invalid email',
    );
  });
});

describe('notices', () => {
  it('should name the membership being subscribed to, or the mailing list', () => {
    expect(subscribingMessage('Westfield Plus')).toBe('Subscribing to Westfield Plus...');
    expect(subscribingMessage()).toBe('Subscribing to mailing list...');
    expect(subscribingMessage('  ')).toBe('Subscribing to mailing list...');
  });

  it('should tell the visitor of the ten-minute hold (spec 3 §9)', () => {
    expect(HOLD_NOTICE).toBe('You have 10 minutes to complete your booking after selecting a session.');
  });

  it('should name the membership of a members-only event (spec 3 §6)', () => {
    expect(membersOnlyNotice('Club Atrium')).toBe('You must be, or become, a Club Atrium member to book this event');
  });
});
