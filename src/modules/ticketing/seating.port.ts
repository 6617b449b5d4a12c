/**
 * Vivenu's seating service as the ticketing module needs it (spec 3 §7.3; contracts.md §3 "Seating service";
 * docs/seating.md): a seating event's map, a seat reserved under a reservation token (the first reserve issues it),
 * a seat freed, a reservation cancelled. Public calls on a host of their own (SEATING_BASE_URL); the real client is
 * seating.client.ts, which demo and test point at the Vivenu sandbox's seating service.
 */
import { RESERVATION_NOT_FOUND } from '../../common/domain/ticketing/ticketing-messages';
import { VivenuError } from './vivenu.port';
import type { VivenuSeatFreed, VivenuSeatMap, VivenuSeatReservation } from './seating.wire';

export interface SeatRequest {
  /** the seat's status id */
  statusId: string;
  /** the reservation the seat joins; none: a new reservation is made */
  token?: string;
  childEventIds?: string[];
}

export interface SeatingPort {
  /** the venue with every seat's status now (never a cached copy) */
  seatMap(seatingEventId: string): Promise<VivenuSeatMap>;
  /** holds a seat; never retried (a lost answer could hold a seat nobody knows of: the hold lapses by itself) */
  reserve(seatingEventId: string, request: SeatRequest): Promise<VivenuSeatReservation>;
  free(seatingEventId: string, request: SeatRequest & { token: string }): Promise<VivenuSeatFreed>;
  /** every seat of the reservation free again */
  cancel(token: string): Promise<void>;
}

export const SEATING = Symbol('SEATING');

/** The seating service's words the site reads (spec 3 §8). */
export const SEATING_MESSAGES = {
  reservationNotFound: RESERVATION_NOT_FOUND,
} as const;

/** a seat someone else holds or bought: the service's 409, or its words for it */
const SEAT_TAKEN = /\b(not|no longer) available\b|\balready (reserved|booked|taken)\b/i;

/**
 * A failure of a seating call: a VivenuError (status, reason, message read from the body whatever the HTTP status),
 * and what it means: the seat is taken, or the reservation is gone (cancelled or lapsed).
 */
export class SeatingError extends VivenuError {
  constructor(failure: VivenuError) {
    super(failure.message, failure.status, failure.error, { cause: failure.cause });
    this.name = 'SeatingError';
  }

  static of(error: unknown): unknown {
    return error instanceof VivenuError && !(error instanceof SeatingError) ? new SeatingError(error) : error;
  }

  /** 'Reservation could not be found': the token's reservation was cancelled or lapsed */
  get reservationNotFound(): boolean {
    return this.message === SEATING_MESSAGES.reservationNotFound;
  }

  /** another reservation holds the seat, or it is sold */
  get seatTaken(): boolean {
    return !this.reservationNotFound && (this.status === 409 || (!this.unanswered && SEAT_TAKEN.test(this.message)));
  }
}
