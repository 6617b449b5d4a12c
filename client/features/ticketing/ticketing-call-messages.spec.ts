import { TicketingCallError } from './ticketing-api';
import { checkoutErrorMessage, detailsErrorMessage, holdIsOver } from './ticketing-call-messages';

describe('what a failed ticketing call tells the visitor (spec 3 §8)', () => {
  it("should turn 'Tickets are not available' into the unavailable toast and pass 'Shop is not on sale' on", () => {
    expect(checkoutErrorMessage(new TicketingCallError('Tickets are not available', 400))).toBe(
      'Sorry, these tickets are no longer available. Please choose again.',
    );
    expect(checkoutErrorMessage(new TicketingCallError('Shop is not on sale', 400))).toBe('Shop is not on sale');
    expect(checkoutErrorMessage(new TicketingCallError('Unknown error occurred. Please try again.', 503))).toBe(
      'Oops! Something went wrong, Please try again later.',
    );
  });

  it('should give a refusal of the details as the booking error, and the network message as it is', () => {
    expect(detailsErrorMessage(new TicketingCallError('Email is invalid', 400))).toBe(
      'Oops, there was a problem. Please double check your details. Error message: Email is invalid',
    );
    const offline = new TicketingCallError('It seems like you are not connected to the Internet.', undefined, {}, true);
    expect(detailsErrorMessage(offline)).toBe('It seems like you are not connected to the Internet.');
  });

  it('should know a hold that is over by its 410', () => {
    expect(holdIsOver(new TicketingCallError('You waited too long', 410))).toBe(true);
    expect(holdIsOver(new TicketingCallError('Gone', 404))).toBe(false);
  });
});
