/**
 * Every text the service booking flow shows (spec 3 §5.1 and the service-flow parts of §8), word for word, so the
 * browser and the server's error answers agree. Wording the spec leaves open is ours and says so.
 */
import { BOOKING_UNKNOWN_ERROR, TRY_AGAIN } from '../flows/flow-messages';
import { HOLD_MINUTES } from './reservation-timer';

// the texts service booking shares with event ticketing (spec 3 §8 general errors, payment, promo, details)
export {
  NETWORK_ERROR,
  UNKNOWN_ERROR,
  BOOKING_UNKNOWN_ERROR,
  GENERIC_ERROR,
  PROVIDER_UNKNOWN_ERROR,
  HUMAN_CHECK_FAILED,
  HUMAN_CHECK_REQUIRED,
  TRY_AGAIN,
  PAYMENT_ERROR,
  PAYMENT_FAILED,
  IDEMPOTENCY_KEY_REUSED,
  PROMO_APPLIED,
  FULLY_DISCOUNTED,
  SOLD_OUT,
  PROCESSING_PAYMENT,
  REQUIRED_FIELD,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  EMAIL_REQUIRED,
  NOT_SUBSCRIBER,
  EMAIL_RECOGNISED,
  CHECK_HIGHLIGHTED_FIELDS,
  bookingErrorMessage,
  paymentErrorMessage,
} from '../flows/flow-messages';

// spec 3 §8 reserve and the reservation form
export const SLOT_NO_LONGER_AVAILABLE = 'Sorry, selected time is no longer available. Please choose a different time.';
export const BUSY_MESSAGE = "Thank you for your patience. We're busy making bookings. Please try again later.";
export const notEnoughSpacesMessage = (people: number): string =>
  `Sorry, selected time no longer has enough spaces for ${people} people. Please choose a different time.`;

/**
 * spec 3 §2.1 'a Reset button on error': what it says, by what failed (ours: 'Reset' alone tells a visitor
 * neither what is reset nor what comes next). A refused reservation frees the time to choose another; a month
 * that could not be read is asked again.
 */
export const RESET_TO_CHOOSE_AGAIN = 'Choose another time';
export const RESET_TO_RETRY = 'Try again';

// spec 3 §8 confirm and payment
export const TIMESLOT_GONE_AT_CONFIRM =
  'Sorry, this timeslot is no longer available. Please reload the page and select another.';
export const ERROR_CONFIRMING = 'Error confirming booking';
export const SUMMARY_LOAD_FAILED =
  'Failed to load booking summary. Please reload the page and retry. If this continue to occur please contact centre management.';
export const MISSING_EVENT = 'Could not find matching event for booking';
export const CONFIRMATION_LOAD_FAILED = 'Error loading the booking details';

/**
 * QUALITY R5 'no charge without a booking': what a visitor is told when the server refunded or cancelled their card
 * payment instead of booking (docs/booking.md "Settlement"). Wording ours: the spec has none for these.
 */
export const PAYMENT_REFUNDED_TIME_GONE =
  'Your payment was refunded because the time you chose is no longer available. Please choose another time.';
export const PAYMENT_REFUNDED_ALREADY_PAID =
  'This booking was already paid, so your second payment was refunded. Your booking stands.';
export const PAYMENT_REFUNDED_REPLACED =
  'Your payment was refunded because a promo code changed the price of this booking. Please pay the new amount.';
export const PAYMENT_REFUNDED =
  'Your payment was refunded because the booking could not be completed. Please start again.';
export const PAYMENT_CANCELLED =
  'Your payment was cancelled because your reservation expired, and you have not been charged. Please start again.';

// spec 3 §5.1 promo code and card
export const PROMO_REQUIRED = 'Please enter code';
export const PROMO_INVALID = 'Unfortunately the promotional code you entered is invalid / expired.';
export const CARD_INCOMPLETE = 'Please complete all fields for card payment';

// spec 3 §8 slots and progress
export const NO_SLOTS_DATE = 'Sorry, no slots available for the selected date.';
export const NO_SLOTS = 'Sorry, no slots available to book';
export const CHECKING_AVAILABILITY = 'Checking availability...';
export const SESSION_EXPIRED = 'You waited too long to complete the booking. The reservation has expired.';
/** progress texts (spec 3 §9 'Progress message delay'): wording ours, in the spec's 'Checking availability...' form */
export const CONFIRMING = 'Confirming booking...';
/** spec 3 §4.1, §9: the subscribing message shows only once the confirm has taken this long */
export const SUBSCRIBING_MESSAGE_DELAY_MS = 3000;
export const subscribingMessage = (membershipName?: string): string =>
  `Subscribing to ${membershipName?.trim() || 'mailing list'}...`;
/** spec 3 §4.1 the leave warning; wording ours (the spec's modal dialog says the same for ticketing) */
export const LEAVE_WARNING = 'If you leave the page, your progress will be lost.';
/** spec 3 §9 'Reservation hold text: 10 minutes' */
export const HOLD_NOTICE = `You have ${HOLD_MINUTES} minutes to complete your booking after selecting a session.`;

// spec 3 §8 setup errors, §4.1 types missing_provider and unknown
export const NO_PROVIDER_SETUP =
  'No Service Provider found for this event, please ensure you have added one and attached your services to it.';
export const SIMPLYBOOK_SETUP_ERROR = 'Something is not right with your SimplyBook configuration.';

// spec 3 §5.1 service selection and questions
export const SELECT_SERVICE = 'Please select a service.';
export const NO_PROVIDERS_FOR_SERVICE = 'No providers attached to the service';

// spec 3 §5.1 attendees
export const ADULTS_REQUIRED = 'Number of adults is required';
export const CHILDREN_REQUIRED = 'Number of children is required';
export const ATTENDEES_REQUIRED = 'Number of attendees is required';
export const CHILDREN_ONLY =
  'Children only tickets have been selected, please change settings to Adult only tickets or Adult & Children tickets';
export const seatsRemainingMessage = (available: number, requested: number): string =>
  `Only ${available} seats remaining in the selected time slot and total of ${requested} seats cannot be reserved.`;
export const maxPeopleMessage = (max: number): string => `Number of total adults and children should not exceed ${max}`;
export const maxTicketsMessage = (max: number): string => `A maximum of ${max} tickets can be booked per customer`;

// spec 3 §5.1 personal details and the email check
export const MOBILE_REQUIRED = 'Mobile is required';
export const POSTCODE_REQUIRED = 'Postcode is required';
export const CONSENT_REQUIRED = 'Please read and accept the terms before proceeding';
export const MEMBERS_ONLY_SUBSCRIBE = 'This is a members only event, please sign up to proceed';
export const AGREEMENT_REQUIRED = 'Please accept before proceeding';

const TAKEN_CODES = new Set([-32054, -32052]);
const NOT_ENOUGH_PLACES = -32055;

/** spec 3 §8 'Reserve': the provider's error as the visitor reads it; `people` is the attendees asked for. */
export function reserveErrorMessage(error: { code?: number | string; message?: string }, people: number): string {
  const code = Number(error.code);
  if (TAKEN_CODES.has(code) || code === NOT_ENOUGH_PLACES) {
    // one person cannot be 'too many': for them the time is simply gone
    return people > 1 ? notEnoughSpacesMessage(people) : SLOT_NO_LONGER_AVAILABLE;
  }
  return error.message?.trim() ? error.message : BOOKING_UNKNOWN_ERROR;
}

// a status inside the message ('Request failed with status code 502'), not a digit run of some other number
const BUSY_STATUSES = /(?<!\d)(?:500|502|504|400)(?!\d)/;

/** spec 3 §8: what the reservation form shows for an error message. */
export function reservationFormMessage(message: string | undefined): string {
  if (!message?.trim()) return BOOKING_UNKNOWN_ERROR;
  return BUSY_STATUSES.test(message) ? BUSY_MESSAGE : message;
}

/** spec 3 §8 'Confirm booking': by the confirm answer's HTTP status. */
export function confirmErrorMessage(status: number | undefined): string {
  return status === 400 ? TIMESLOT_GONE_AT_CONFIRM : `${ERROR_CONFIRMING}. ${TRY_AGAIN}`;
}

