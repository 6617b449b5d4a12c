import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import { IdentityKeys } from '../../common/server/identity/identity-keys';
import { CacheService } from '../cache/cache.service';
import { reservationNotFound } from './ticketing.errors';

/** The seal's purpose: a seat reservation opens as nothing else and nothing else as it. */
export const SEATING_SEAL = 'seating-reservation';

/** how long the seats of a reservation are kept: longer than any hold (a checkout keeps its seats up to its own) */
const SEATS_KEPT_MS = 60 * 60 * 1000;

/**
 * A seat reservation at Vivenu's seating service as the browser carries it (docs/seating.md): sealed by the server
 * (IdentityKeys.seal, as checkouts are), so it names one centre's event and cannot be made to name another's. The
 * browser hands it back to reserve and free seats, to cancel, and as the checkout's `seatingReservationToken`.
 */
export interface ReservationFacts {
  centre: string;
  /** the Vivenu event (a date of a ROOT for a recurrent event) */
  eventId: string;
  seatingEventId: string;
  /** the seating service's reservation token */
  token: string;
}

/**
 * Seals and opens seat reservations, and keeps the seats each holds where every instance reads them (the cache:
 * Redis in production), so the seat cap counts a reservation's seats whichever instance reserved them. Keyed by a
 * hash of the token.
 */
@Injectable()
export class SeatingReservations {
  constructor(
    private readonly keys: IdentityKeys,
    private readonly cache: CacheService,
  ) {}

  seal(facts: ReservationFacts): string {
    return this.keys.seal(SEATING_SEAL, facts);
  }

  /** The reservation of this centre (and of `eventId` when given), or 410 'Reservation could not be found'. */
  open(centre: CentreConfig, sealed: unknown, eventId?: string): ReservationFacts {
    const facts = this.keys.open<ReservationFacts>(SEATING_SEAL, sealed);
    if (!facts || facts.centre !== centre.slug || typeof facts.token !== 'string') throw reservationNotFound();
    if (eventId !== undefined && facts.eventId !== eventId) throw reservationNotFound();
    return facts;
  }

  /** The seats (status ids) the reservation holds, as this site made them; undefined when none are known. */
  seats(token: string): Promise<string[] | undefined> {
    return this.cache.get<string[]>(slot(token));
  }

  keep(token: string, seats: readonly string[]): Promise<void> {
    return this.cache.set(slot(token), [...new Set(seats)], SEATS_KEPT_MS);
  }

  forget(token: string): Promise<void> {
    return this.cache.del(slot(token));
  }

  /** the lease one reservation's changes take, one at a time across instances */
  leaseOf(token: string): string {
    return `seat-reservation-${digest(token)}`;
  }
}

const digest = (token: string): string => createHash('sha256').update(token, 'utf8').digest('base64url');
const slot = (token: string): string => `seating-seats:${digest(token)}`;
