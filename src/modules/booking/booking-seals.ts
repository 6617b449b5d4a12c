/**
 * What the booking flow hands the browser to carry back, sealed by the server (IdentityKeys.seal, AES-GCM): the
 * flow's session (booking-public-token) and the reservation (booking-reserve). Each has a seal purpose of its own,
 * so neither opens as the other nor as a verification. docs/booking.md "The seal".
 */
import type { BookingBlockRef } from '../../common/domain/booking/booking-wire';

export const SESSION_SEAL = 'booking-session';
export const RESERVATION_SEAL = 'booking-reservation';
/** spec 3 §7.1 booking-public-token: the flow's session is good for an hour */
export const SESSION_TTL_MS = 60 * 60 * 1000;

export interface SessionFacts {
  centre: string;
  companyId: string;
  /** epoch ms */
  expiresAt: number;
}

/** A held reservation: what the provider answered, and what the server established about the visitor. */
export interface ReservationFacts {
  centre: string;
  /**
   * this reservation's own id (random, made at reserve): what its confirmation, its payments and its promo
   * codes are keyed by, never the provider's booking ids alone (a provider may give an id out again)
   */
  reservationId?: string;
  /** 0 at reserve, one more with each promo code applied: a token of an earlier revision no longer does anything */
  revision?: number;
  block: BookingBlockRef;
  eventId: number;
  providerId: number;
  date: string;
  time: string;
  count: number;
  adults?: number;
  children?: number;
  /** the provider's bookings, with the hash their confirmation is signed with */
  bookings: { id: number; code: string; hash: string }[];
  /** the provider's invoice: its id and amount in cents (prices are never the browser's) */
  invoice: { id: number; amountCents: number; promoCode?: string } | null;
  /** keyed hash ('single-entry' purpose) of the normalised email the slot was reserved for */
  emailHash: string;
  /** the email belongs to a member, from the verification seal of /api/verify-subscription */
  existingMember: boolean;
  /** the answers sent with the reservation, by provider field name (for the booking data request) */
  fields: { name: string; value: string }[];
  /** the attendee counts and products as the provider took them: the same time can be held again with them */
  attendees?: { name: string; value: string }[];
  products?: { id: number; qty: number }[];
  /** epoch ms the hold lapses */
  expiresAt: number;
}
