/**
 * Every text the event ticketing flow shows (spec 3 §2.2, §4.2, §5.2 and the ticketing parts of §8), word for
 * word, so the modal, Book Now and the server's error answers agree. The texts service booking says the same way
 * come from flows/flow-messages.ts and are named here too, so ticketing code reads one file. Wording the spec
 * leaves open is ours and says so.
 */
export {
  BOOKING_UNKNOWN_ERROR,
  CHECK_HIGHLIGHTED_FIELDS,
  EMAIL_RECOGNISED,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  FULLY_DISCOUNTED,
  GENERIC_ERROR,
  HUMAN_CHECK_FAILED,
  HUMAN_CHECK_REQUIRED,
  IDEMPOTENCY_KEY_REUSED,
  LAST_NAME_REQUIRED,
  NETWORK_ERROR,
  NOT_SUBSCRIBER,
  PAYMENT_ERROR,
  PAYMENT_FAILED,
  PROCESSING_PAYMENT,
  PROMO_APPLIED,
  PROVIDER_UNKNOWN_ERROR,
  REQUIRED_FIELD,
  SOLD_OUT,
  TRY_AGAIN,
  UNKNOWN_ERROR,
  bookingErrorMessage,
  paymentErrorMessage,
  ticketsLeftNotice,
} from '../flows/flow-messages';

// Book Now's texts (its own file, so Book Now's island loads no other text)
export {
  BOOK_NOW,
  BOOK_NOW_NEEDS_JAVASCRIPT,
  BOOK_NOW_NOT_ON_SALE,
  BOOK_NOW_SALES_CLOSED,
  BOOK_NOW_SOLD_OUT,
  OFFLINE_MESSAGE,
  membersOnlyNotice,
} from './book-now-messages';

// spec 3 §8 event errors (the offline event's message is Book Now's, above)
export const EVENT_NOT_FOUND = 'Event not found';
export const EVENT_SOLD_OUT = 'Sorry, Event tickets sold out!';
export const eventExpiredMessage = (date: string): string => `Sorry, Event expired on ${date}.`;
export const salesClosedMessage = (name: string): string => `Sorry, ${name} sales are closed`;

// spec 3 §8 checkout
export const TICKETS_NOT_AVAILABLE = 'Tickets are not available';
export const SHOP_NOT_ON_SALE = 'Shop is not on sale';
export const INVALID_RECAPTCHA = 'invalid Recaptcha';
/** spec 3 §8 'an unavailable toast': the spec names the case, not its words; ours, from the server's own */
export const TICKETS_UNAVAILABLE_TOAST = 'Sorry, these tickets are no longer available. Please choose again.';
export const TOO_MANY_TICKETS = 'You have chosen more tickets than are available. Please reduce your quantity.';

// spec 3 §5.2 personal details
export const COUNTRY_REQUIRED = 'Country of residence is required';
export const MOBILE_NUMBER_REQUIRED = 'Mobile number is required';
export const MOBILE_INVALID_FOR_DIAL_CODE = 'Mobile number is invalid for the selected dial code';
export const POSTCODE_REQUIRED = 'Please enter your postcode';
export const TERMS_REQUIRED = 'Please read and accept the terms before proceeding.';
/** spec 3 §5.2 the welcome email step's address: the spec's pattern, its message ours (the site's email wording) */
export const EMAIL_INVALID = 'Please enter a valid email address';

// spec 3 §5.2, §8 promo code
export const PROMO_REQUIRED = 'A promo code is required';
export const PROMO_INVALID = 'Invalid promo code';
export const VERIFYING_PROMO = 'Verifying promo code...';
export const PROMO_SUCCESS_STATUS = 'Success';

// spec 3 §4.2 confirmation
export const LOADING_CONFIRMATION = 'Loading booking confirmation...';

// spec 3 §8 timer
export const OUT_OF_TIME_TITLE = "You're out of time";
export const OUT_OF_TIME_BODY = 'You have run out of time to complete the booking. Please start again.';
export const START_AGAIN = 'Start again';
export const SEAT_RESERVATION_TIMEOUT_TITLE = 'Seat Reservation Timeout';
export const TIMER_WARNING = 'Only 1 minute left to complete your booking. Secure your event ticket now. Thank you!';

// spec 3 §8 dialogs
export const LEAVE_TITLE = 'Are you sure you want to leave?';
export const LEAVE_BODY = 'All booking selections and details will be lost if you close the booking modal.';
export const LEAVE_CONFIRM = 'Yes, I want to leave';
export const BACK_TITLE = 'Are you sure you want to go back?';
export const BACK_CONFIRM = 'Yes, go back';
export const CANCEL = 'Cancel';

// spec 3 §8 seating (issue 25 shows them; the texts live here already)
export const SEAT_LIMIT_TITLE = 'Seat limit exceeded';
export const seatLimitBody = (seats: number): string =>
  `Please unselect some seats. You can choose up to ${seats} ${seats === 1 ? 'seat' : 'seats'}.`;
export const CLOSE = 'Close';
export const UNAVAILABLE_SEAT_TITLE = 'Unavailable seat';
export const UNAVAILABLE_SEAT_BODY = "Sorry the seat you've selected is no longer available";
export const SELECT_NEW_SEATS = 'Select new seats';
export const RESERVATION_NOT_FOUND = 'Reservation could not be found';
/** spec 3 §8 'Session Expired', the expired-reservation dialog's words (service booking says them too) */
export { SESSION_EXPIRED } from '../booking/booking-messages';

// the seat step (issue 25); the spec names these notices, not their words: ours, in its spirit
export const SELECT_YOUR_SEATS = 'Select your seats';
/** spec 3 §8 'seats are not guaranteed' */
export const SEATS_NOT_GUARANTEED =
  'Seats are held for you while you book, but are not guaranteed until your booking is complete.';
/** spec 3 §8 'accessible seats are for people with special access needs plus a companion' */
export const ACCESSIBLE_SEATS_NOTICE =
  'Accessible seats and wheelchair spaces are for people with special access needs and one companion each.';
/** spec 3 §8 the toast 'accessible seat is wheelchair only' */
export const WHEELCHAIR_SPACE_TOAST =
  'You have chosen a wheelchair space. It has no fixed seat and is for a wheelchair user only.';
export const WHEELCHAIR_SPACE = 'Wheelchair space';
export const SEAT_AVAILABLE = 'available';
export const SEAT_SELECTED = 'selected';
export const SEAT_UNAVAILABLE = 'unavailable';
/** spec 3 §4.2 the mini calendar 'warns that seat selection will be lost' */
export const CHANGE_TIME_WARNING = 'Changing the date or time releases the seats you have selected.';
export const CHANGE_TIME_TITLE = 'Change the date or time?';
export const CHANGE_TIME_BODY = 'Your seat selection will be lost, and you will choose your seats again.';
export const CHANGE_TIME_CONFIRM = 'Yes, change it';
export const LOADING_SEAT_MAP = 'Loading the seat map...';
/** the Back dialog's words under its title (the spec gives the title and the buttons only) */
export const BACK_BODY = 'The tickets held for you will be released and you will choose your tickets again.';
export const BACK_BODY_SEATED = 'The seats held for you will be released and you will choose your seats again.';

// spec 3 §4.2, §8 notices
export const CHILDREN_NEED_ADULT = 'Please note that children must be accompanied by an adult';
export const CHILD_TICKET_LABEL = 'Under 18';
export const SELECT_YOUR_TIME = 'Select your time';
