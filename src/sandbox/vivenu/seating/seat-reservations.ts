/**
 * The seating service's state (contracts.md §3 "Seating service"): per seating event a copy of its venue whose seats
 * are free, reserved under a reservation token, or booked; and the reservations. A seat goes free -> reserved (the
 * first reserve without a token issues one) -> booked (the checkout holding it is paid) or back to free (freed, the
 * reservation cancelled or lapsed). A reservation lapses `holdMs` after its last change (Vivenu: 15 minutes without
 * updates; each reserve or free moves it on), or later while a live checkout holds its seats. Everything runs on
 * the sandbox's clock and in one thread, so of any number of reserves of one seat exactly one wins.
 */
import { createHash, randomBytes } from 'node:crypto';
import { RESERVATION_NOT_FOUND } from '../../../common/domain/ticketing/ticketing-messages';
import type {
  VivenuSeatFreed,
  VivenuSeatMap,
  VivenuSeatObject,
  VivenuSeatReservation,
} from '../../../modules/ticketing/seating.wire';
import { badRequest, notFound, VivenuHttpFailure } from '../vivenu-http-error';
import { venueMap, type VenueName } from './venues';

/** a request's JSON body */
type Body = Record<string, unknown>;

/** The seating service's words the site reads (spec 3 §8). */
export const SEATING_MESSAGES = {
  reservationNotFound: RESERVATION_NOT_FOUND,
  seatNotAvailable: 'Seat is not available',
  notInReservation: 'Seat is not part of this reservation',
} as const;

/** What the seating service knows of a seating event: its venue (and the Vivenu event it seats, for tests). */
export interface SeatingEventRef {
  seatingEventId: string;
  venue: VenueName;
  eventId: string;
}

interface SeatingEventState {
  map: VivenuSeatMap;
  seats: Map<string, VivenuSeatObject>;
  /** who holds each reserved seat */
  holders: Map<string, string>;
}

interface Reservation {
  token: string;
  seatingEventId: string;
  objects: Set<string>;
  /** epoch ms */
  validUntil: number;
}

/** A reservation as tests see it. */
export interface ReservationSummary {
  seatingEventId: string;
  seats: string[];
  validUntil: string;
}

/** about one seat in six of every seating event is sold before the demo starts; wheelchair spaces are all free */
const SOLD_PER_MILLE = 170;

function soldAtStart(seatingEventId: string, seat: VivenuSeatObject): boolean {
  if (seat.seatType === 'handicapped') return false;
  const digest = createHash('sha256').update(`${seatingEventId}|${seat.statusId}`).digest();
  return digest.readUInt16BE(0) % 1000 < SOLD_PER_MILLE;
}

export class SeatReservations {
  private readonly events = new Map<string, SeatingEventState>();
  private readonly reservations = new Map<string, Reservation>();

  constructor(
    private readonly lookup: (seatingEventId: string) => SeatingEventRef | undefined,
    private readonly now: () => Date,
    public holdMs: number,
  ) {}

  /** The venue with every seat's status now. */
  map(seatingEventId: string): VivenuSeatMap {
    this.sweep();
    return structuredClone(this.event(seatingEventId).map);
  }

  reserve(seatingEventId: string, body: Body): VivenuSeatReservation {
    this.sweep();
    const state = this.event(seatingEventId);
    const statusId = objectIdOf(body);
    const seat = state.seats.get(statusId);
    if (!seat) throw notFound('Object not found');
    const token = optionalString(body, 'token');
    const reservation = token === undefined ? undefined : this.reservationOf(seatingEventId, token);
    if (seat.status !== 'free') {
      // the same seat asked for again under the reservation that holds it: the same answer
      if (reservation && state.holders.get(statusId) === reservation.token) return this.answer(reservation, statusId);
      throw new VivenuHttpFailure(409, SEATING_MESSAGES.seatNotAvailable);
    }
    const held = reservation ?? this.open(seatingEventId);
    seat.status = 'reserved';
    state.holders.set(statusId, held.token);
    held.objects.add(statusId);
    held.validUntil = this.now().getTime() + this.holdMs;
    return this.answer(held, statusId);
  }

  free(seatingEventId: string, body: Body): VivenuSeatFreed {
    this.sweep();
    const state = this.event(seatingEventId);
    const statusId = objectIdOf(body);
    const token = optionalString(body, 'token');
    if (token === undefined) throw badRequest('"token" is required');
    const reservation = this.reservationOf(seatingEventId, token);
    if (!reservation.objects.has(statusId)) throw badRequest(SEATING_MESSAGES.notInReservation);
    this.release(state, reservation, statusId);
    reservation.validUntil = this.now().getTime() + this.holdMs;
    return { status: 'ok', validUntil: new Date(reservation.validUntil).toISOString() };
  }

  /** Every seat of the reservation free again, the token gone. */
  cancel(token: string): { status: 'ok' } {
    this.sweep();
    const reservation = this.reservations.get(token);
    if (!reservation) throw notFound(SEATING_MESSAGES.reservationNotFound);
    this.end(reservation);
    return { status: 'ok' };
  }

  /** Lapses every reservation whose time is up, its seats free again. */
  sweep(): void {
    const now = this.now().getTime();
    for (const reservation of [...this.reservations.values()]) if (reservation.validUntil <= now) this.end(reservation);
  }

  /** The seats a live reservation of this seating event holds, by status id, with their category. */
  seatsHeld(token: string, seatingEventId: string | undefined): Map<string, string> | undefined {
    this.sweep();
    const reservation = this.reservations.get(token);
    if (!reservation || reservation.seatingEventId !== seatingEventId) return undefined;
    const state = this.event(reservation.seatingEventId);
    return new Map([...reservation.objects].map((id) => [id, state.seats.get(id)!.categoryId]));
  }

  /** A checkout holds the reservation's seats until `untilMs`: it does not lapse before. */
  holdUntil(token: string, untilMs: number): void {
    const reservation = this.reservations.get(token);
    if (reservation) reservation.validUntil = Math.max(reservation.validUntil, untilMs);
  }

  /** The checkout was paid: its seats booked, the reservation ended (any other seat of it free again). */
  book(token: string, statusIds: string[]): void {
    const reservation = this.reservations.get(token);
    if (!reservation) return;
    const state = this.event(reservation.seatingEventId);
    for (const statusId of statusIds) {
      if (!reservation.objects.has(statusId)) continue;
      reservation.objects.delete(statusId);
      state.holders.delete(statusId);
      state.seats.get(statusId)!.status = 'booked';
    }
    this.end(reservation);
  }

  // --- tests and the control routes

  reservation(token: string): ReservationSummary | undefined {
    this.sweep();
    const reservation = this.reservations.get(token);
    return reservation
      ? {
          seatingEventId: reservation.seatingEventId,
          seats: [...reservation.objects],
          validUntil: new Date(reservation.validUntil).toISOString(),
        }
      : undefined;
  }

  reservationCount(): number {
    this.sweep();
    return this.reservations.size;
  }

  /** lapses a reservation now: its seats are free */
  expire(token: string): void {
    const reservation = this.reservations.get(token);
    if (!reservation) throw new Error(`no reservation ${token}`);
    this.end(reservation);
  }

  seatStatus(seatingEventId: string, statusId: string): VivenuSeatObject['status'] | undefined {
    this.sweep();
    return this.event(seatingEventId).seats.get(statusId)?.status;
  }

  private event(seatingEventId: string): SeatingEventState {
    const known = this.events.get(seatingEventId);
    if (known) return known;
    const ref = this.lookup(seatingEventId);
    if (!ref) throw notFound('Event not found');
    const map = venueMap(ref.venue, seatingEventId);
    const seats = new Map<string, VivenuSeatObject>();
    for (const section of map.sections)
      for (const row of section.rows)
        for (const seat of row.seats) {
          if (soldAtStart(seatingEventId, seat)) seat.status = 'booked';
          seats.set(seat.statusId, seat);
        }
    const state = { map, seats, holders: new Map<string, string>() };
    this.events.set(seatingEventId, state);
    return state;
  }

  private reservationOf(seatingEventId: string, token: string): Reservation {
    const reservation = this.reservations.get(token);
    if (!reservation || reservation.seatingEventId !== seatingEventId)
      throw notFound(SEATING_MESSAGES.reservationNotFound);
    return reservation;
  }

  private open(seatingEventId: string): Reservation {
    const reservation: Reservation = {
      token: randomBytes(16).toString('hex'),
      seatingEventId,
      objects: new Set(),
      validUntil: this.now().getTime() + this.holdMs,
    };
    this.reservations.set(reservation.token, reservation);
    return reservation;
  }

  private answer(reservation: Reservation, statusId: string): VivenuSeatReservation {
    return {
      status: 'ok',
      statusId,
      token: reservation.token,
      validUntil: new Date(reservation.validUntil).toISOString(),
    };
  }

  private release(state: SeatingEventState, reservation: Reservation, statusId: string): void {
    reservation.objects.delete(statusId);
    state.holders.delete(statusId);
    const seat = state.seats.get(statusId);
    if (seat?.status === 'reserved') seat.status = 'free';
  }

  private end(reservation: Reservation): void {
    const state = this.event(reservation.seatingEventId);
    for (const statusId of [...reservation.objects]) this.release(state, reservation, statusId);
    this.reservations.delete(reservation.token);
  }
}

function objectIdOf(body: Body): string {
  const value = body.objectId;
  if (typeof value !== 'string' || value === '') throw badRequest('"objectId" is required');
  if (body.amount !== undefined && body.amount !== 1) throw badRequest('"amount" must be 1 for a seat');
  return value;
}

function optionalString(body: Body, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(`"${key}" must be a string`);
  return value;
}

