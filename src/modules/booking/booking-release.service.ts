import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { companyOf } from './booking-company';
import { BookingReservations } from './booking-reservations';
import { SIMPLYBOOK, type SimplyBookPort } from './simplybook.port';

/**
 * POST /api/booking-release: the visitor went back, booked again or left (spec 3 §4.1 'Book again ... drops the
 * reservation'; ARCHITECTURE.md "Holds are released when the visitor leaves"): the held bookings are cancelled at
 * the provider at once instead of lapsing ten minutes later. A reservation that no longer opens has nothing to
 * release; a provider that refuses (already confirmed, already lapsed) is left as it is.
 */
@Injectable()
export class BookingReleaseService {
  private readonly logger = new Logger('BookingRelease');

  constructor(
    @Inject(SIMPLYBOOK) private readonly simplybook: SimplyBookPort,
    private readonly reservations: BookingReservations,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async release(centre: CentreConfig, token: unknown): Promise<{ status: 'released' }> {
    const facts = this.reservations.open(centre, token, this.clock.now());
    const company = companyOf(centre);
    for (const booking of facts.bookings) {
      const sign = createHash('md5').update(`${booking.id}${booking.hash}${company.secretKey}`, 'utf8').digest('hex');
      await this.simplybook.cancelBooking(company, booking.id, sign).catch((error: unknown) => {
        this.logger.warn(`Booking ${booking.id} not released: ${(error as Error)?.message ?? error}`);
      });
    }
    return { status: 'released' };
  }
}
