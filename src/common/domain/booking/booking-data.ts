/**
 * The requests the server sends once a booking is confirmed (spec 3 §3.1): the booking data, the client and the
 * subscription the data API receives. Money leaves here as the provider's decimal strings; times as the
 * provider's local 'YYYY-MM-DD HH:mm:ss'.
 */
import { withSeconds } from '../time/time-of-day';
import type { BookingClientDetails } from './booking-wire';
import { toDecimal } from '../money/money';

export interface BookingDataInput {
  eventId: number;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm:ss (HH:mm is read as on the minute) */
  time: string;
  bookings: { id: number; code: string }[];
  invoice: { id: number; amountCents: number } | null;
  answers: { name: string; value: string }[];
}

export interface BookingDataRequest {
  booking_event_id: number;
  booking_date: string;
  bookings: { id: number; code: string }[];
  invoice: { id: number; amount: string } | null;
  fields: { name: string; value: string; type: 'string' }[];
}

/** spec 3 §3.1 'Booking data request'. */
export function bookingDataRequest(input: BookingDataInput): BookingDataRequest {
  return {
    booking_event_id: input.eventId,
    booking_date: `${input.date} ${withSeconds(input.time.trim())}`,
    bookings: input.bookings.map(({ id, code }) => ({ id, code })),
    invoice: input.invoice ? { id: input.invoice.id, amount: toDecimal(input.invoice.amountCents) } : null,
    fields: input.answers.map(({ name, value }) => ({ name, value, type: 'string' })),
  };
}

export interface ClientRequest {
  email: string;
  name: string;
  phone: string;
  zip: string;
}

/** spec 3 §3.1 'Client request': the name is the first and last name joined. */
export function clientRequest(details: BookingClientDetails): ClientRequest {
  return {
    email: details.email.trim(),
    name: [details.first_name, details.last_name]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' '),
    phone: details.mobile.trim(),
    zip: details.postcode.trim(),
  };
}

export interface BookingSubscriptionRequest {
  first_name: string;
  email: string;
  last_name: string;
  mobile: string;
  postcode: string;
  /** which flow signed the visitor up: service booking (SimplyBook) or event ticketing (Vivenu) */
  source: 'simplybook' | 'vivenu';
  created_date: string;
}

/** spec 3 §3.1 'Subscription request' of the service flow, §3.2 'subscription' of the ticketing flow. */
export function subscriptionRequest(
  details: BookingClientDetails,
  createdDate: string,
  source: BookingSubscriptionRequest['source'] = 'simplybook',
): BookingSubscriptionRequest {
  return {
    first_name: details.first_name.trim(),
    email: details.email.trim(),
    last_name: details.last_name.trim(),
    mobile: details.mobile.trim(),
    postcode: details.postcode.trim(),
    source,
    created_date: createdDate,
  };
}

/** The reference the visitor is shown: the provider's booking codes, upper case, joined with ', '. */
export function bookingReference(bookings: { code: string }[]): string {
  return bookings
    .map((booking) => booking.code.trim().toUpperCase())
    .filter(Boolean)
    .join(', ');
}
