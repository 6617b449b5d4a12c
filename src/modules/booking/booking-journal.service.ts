import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { RECENT_SUBMISSIONS, type RecentSubmissions } from '../submissions/recent-submissions.port';
import { SUBMISSION_LEDGER, type SubmissionLedger, type SubmissionRecord } from '../submissions/submission-ledger.port';
import { SubmissionsService } from '../submissions/submissions.service';
import type { ReservationFacts } from './booking-seals';

/** What the journal keeps of a reservation: ids, the session and the hold, never who made it. */
export interface JournalEvent {
  event: 'reserved' | 'failed';
  /** the booking record id the reservation's confirmation gets (bookingRecordId) */
  bookingRecord: string;
  bookingIds: number[];
  eventId: number;
  date: string;
  time: string;
  count: number;
  /** ISO instant the hold lapses */
  expiresAt: string;
  /** failed: why the confirmation was refused ('payment', 'lapsed') */
  reason?: string;
  /** failed: the card payment it named, when it named one (the operators' payment reference) */
  paymentIntent?: string;
}

/**
 * The booking journal (docs/booking.md "The journal"): reserved holds and refused confirmations, for operators'
 * GET /api/admin/bookings (confirmed, abandoned, failed). Kept in the submissions ledger as the kind
 * `booking-journal`, which is never sent anywhere (delivery-policy.ts `local`), with no personal data.
 */
@Injectable()
export class BookingJournalService {
  private readonly logger = new Logger('BookingJournal');

  constructor(
    private readonly submissions: SubmissionsService,
    @Inject(SUBMISSION_LEDGER) private readonly ledger: SubmissionLedger,
    @Inject(RECENT_SUBMISSIONS) private readonly recent: RecentSubmissions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Best effort: a journal that cannot be written never costs the visitor a booking. */
  async record(centre: string, event: JournalEvent): Promise<void> {
    const id = `booking-journal-${event.event}-${digest(event.bookingRecord + (event.reason ?? '') + (event.paymentIntent ?? ''))}`;
    try {
      const { created } = await this.submissions.acceptInSlot('booking-journal', centre, { ...event }, id);
      if (created) await this.ledger.markDelivered(id, this.clock.now());
    } catch (error) {
      this.logger.warn(`Booking journal ${event.event} not written: ${(error as Error)?.message ?? error}`);
    }
  }

  /** Journal entries of these events, newest first (the claims kept beside them are left out). */
  async entries(events: JournalEvent['event'][], limit: number): Promise<SubmissionRecord[]> {
    // the journal's own records are written delivered; a few claims and markers sit among them
    const records = await this.recent.recent('delivered', ['booking-journal'], limit * 3);
    return records
      .filter((record) => events.includes((record.payload as Partial<JournalEvent>).event as JournalEvent['event']))
      .slice(0, limit);
  }
}

/** What a reservation is known by: its own id (reservations sealed before it had one: its bookings and invoice). */
export type ReservationRef = Pick<ReservationFacts, 'reservationId' | 'bookings' | 'invoice'>;

/**
 * The key everything a reservation leads to is filed under (its booking record, its payments, its promo codes):
 * the reservation's own id with its provider bookings, never the provider's booking ids alone, which a provider
 * (or its sandbox after a restart) may give out again.
 */
export function reservationKey(centre: string, reservation: ReservationRef): string {
  const ids = reservation.bookings
    .map((booking) => booking.id)
    .sort((a, b) => a - b)
    .join(',');
  const own = reservation.reservationId ?? `invoice:${reservation.invoice?.id ?? ''}`;
  return digest(`${centre}\u0000${own}\u0000${ids}`);
}

/** The booking record of a reservation: one per reservation (a retried confirm, or the settle job, finds it). */
export function bookingRecordId(centre: string, reservation: ReservationRef): string {
  return `booking-${reservationKey(centre, reservation)}`;
}

function digest(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64url').slice(0, 32);
}
