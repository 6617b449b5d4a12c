import { smallTheatre } from '../../../src/common/domain/ticketing/seat-map.fixtures';
import { RESERVATION_NOT_FOUND, UNAVAILABLE_SEAT_BODY } from '../../../src/common/domain/ticketing/ticketing-messages';
import {
  RESERVATION_NOT_FOUND_CODE,
  SEAT_LIMIT_CODE,
  SEAT_UNAVAILABLE_CODE,
  type SeatMapView,
  type SeatReservation,
} from '../../../src/common/domain/ticketing/ticketing-wire';
import { TicketingCallError } from './ticketing-api';

/** spec 3 §9 'Reservation hold text: 10 minutes' */
export const SEAT_HOLD_MS = 10 * 60_000;

interface Reservation {
  eventId: string;
  seats: Set<string>;
  validUntil: number;
}

/**
 * The seating routes as the server keeps them, in memory: one venue per event, reservations whose first seat gives
 * the token, holds that lapse after ten minutes (their seats free again), at most `maxSeats` seats per
 * reservation, and another visitor who can take a seat first.
 */
export class MemorySeating {
  cancelled: string[] = [];
  private readonly venues = new Map<string, SeatMapView>();
  private readonly holder = new Map<string, string>();
  private readonly reservations = new Map<string, Reservation>();
  private next = 1;

  constructor(
    private readonly clock: () => number = Date.now,
    private readonly venue: (eventId: string) => SeatMapView = smallTheatre,
    private readonly maxSeats = 6,
  ) {}

  async seatMap(eventId: string): Promise<SeatMapView> {
    this.sweep();
    const venue = this.venueOf(eventId);
    const state = (statusId: string, sold: boolean) =>
      sold ? ('sold' as const) : this.holder.has(`${eventId}|${statusId}`) ? ('held' as const) : ('free' as const);
    return {
      ...venue,
      sections: venue.sections.map((section) => ({
        ...section,
        rows: section.rows.map((row) => ({
          ...row,
          seats: row.seats.map((seat) => ({ ...seat, state: state(seat.statusId, seat.state === 'sold') })),
        })),
      })),
    };
  }

  async reserve(eventId: string, statusId: string, token?: string): Promise<SeatReservation> {
    this.sweep();
    const reservation = token ? this.open(token) : { eventId, seats: new Set<string>(), validUntil: 0 };
    const seat = this.seatOf(eventId, statusId);
    if (!seat || seat.state === 'sold' || this.holder.has(`${eventId}|${statusId}`)) {
      throw new TicketingCallError(UNAVAILABLE_SEAT_BODY, 409, {}, false, SEAT_UNAVAILABLE_CODE);
    }
    if (reservation.seats.size >= this.maxSeats) {
      throw new TicketingCallError('Seat limit exceeded', 400, {}, false, SEAT_LIMIT_CODE);
    }
    const held = token ?? `seats-${this.next++}`;
    reservation.seats.add(statusId);
    reservation.validUntil = this.clock() + SEAT_HOLD_MS;
    this.reservations.set(held, reservation);
    this.holder.set(`${eventId}|${statusId}`, held);
    return { token: held, statusId, validUntil: new Date(reservation.validUntil).toISOString() };
  }

  async free(eventId: string, statusId: string, token: string): Promise<{ validUntil: string }> {
    this.sweep();
    const reservation = this.open(token);
    reservation.seats.delete(statusId);
    this.holder.delete(`${eventId}|${statusId}`);
    reservation.validUntil = this.clock() + SEAT_HOLD_MS;
    return { validUntil: new Date(reservation.validUntil).toISOString() };
  }

  async cancel(token: string): Promise<void> {
    this.cancelled.push(token);
    this.drop(token);
  }

  /** Another visitor holds this seat first. */
  takeSeat(eventId: string, statusId: string): void {
    this.holder.set(`${eventId}|${statusId}`, 'someone-else');
  }

  /** The seats of this reservation, as the server holds them. */
  heldBy(token: string): string[] {
    return [...(this.reservations.get(token)?.seats ?? [])];
  }

  /** The hold is gone as the seating service's expiry would end it: the token is not found from now on. */
  lapse(token: string): void {
    this.drop(token);
  }

  private venueOf(eventId: string): SeatMapView {
    let venue = this.venues.get(eventId);
    if (!venue) this.venues.set(eventId, (venue = { ...this.venue(eventId), eventId }));
    return venue;
  }

  private seatOf(eventId: string, statusId: string) {
    for (const section of this.venueOf(eventId).sections)
      for (const row of section.rows) for (const seat of row.seats) if (seat.statusId === statusId) return seat;
    return undefined;
  }

  private open(token: string): Reservation {
    const reservation = this.reservations.get(token);
    if (!reservation) throw new TicketingCallError(RESERVATION_NOT_FOUND, 410, {}, false, RESERVATION_NOT_FOUND_CODE);
    return reservation;
  }

  private drop(token: string): void {
    const reservation = this.reservations.get(token);
    for (const statusId of reservation?.seats ?? []) this.holder.delete(`${reservation!.eventId}|${statusId}`);
    this.reservations.delete(token);
  }

  private sweep(): void {
    for (const [token, reservation] of this.reservations) if (reservation.validUntil <= this.clock()) this.drop(token);
  }
}
