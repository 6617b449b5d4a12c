import { Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import { IdentityKeys } from '../../common/server/identity/identity-keys';
import { RESERVATION_SEAL, type ReservationFacts } from './booking-seals';
import { reservationLapsed } from './booking.errors';

/** the seal's most: IdentityKeys.open refuses anything longer */
const SEAL_MAX = 4096;

/**
 * Seals and opens reservations (booking-seals.ts). A reservation that does not open here, belongs to another
 * centre or has lapsed answers spec 3 §8's 400 'Sorry, this timeslot is no longer available...'.
 */
@Injectable()
export class BookingReservations {
  constructor(private readonly keys: IdentityKeys) {}

  seal(facts: ReservationFacts): string {
    const sealed = this.keys.seal(RESERVATION_SEAL, facts);
    if (sealed.length <= SEAL_MAX) return sealed;
    // long answers: the provider has them with the booking; the data API gets them cut short
    const fields = facts.fields.map((field) => ({ name: field.name.slice(0, 60), value: field.value.slice(0, 60) }));
    return this.keys.seal(RESERVATION_SEAL, { ...facts, fields: fields.slice(0, 20) });
  }

  open(centre: CentreConfig, token: unknown, now: Date): ReservationFacts {
    const facts = this.openLapsed(centre, token);
    if (!(facts.expiresAt > now.getTime())) throw reservationLapsed();
    return facts;
  }

  /**
   * A reservation of this centre whatever its hold: what a payment that outlived the hold is settled with
   * (booking-settlement.service.ts); nothing else may use a lapsed one.
   */
  openLapsed(centre: CentreConfig, token: unknown): ReservationFacts {
    const facts = this.keys.open<ReservationFacts>(RESERVATION_SEAL, token);
    if (!facts || facts.centre !== centre.slug || !Array.isArray(facts.bookings)) throw reservationLapsed();
    return facts;
  }
}
