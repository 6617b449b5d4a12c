import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { SUBMISSION_LEDGER, type SubmissionLedger, type SubmissionRecord } from '../submissions/submission-ledger.port';
import { SubmissionsService } from '../submissions/submissions.service';

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
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Best effort: a journal that cannot be written never costs the visitor a booking. */
  async record(centre: string, event: JournalEvent): Promise<void> {
    const id = `booking-journal-${event.event}-${digest(event.bookingRecord + (event.reason ?? ''))}`;
    try {
      const { created } = await this.submissions.acceptInSlot('booking-journal', centre, { ...event }, id);
      if (created) await this.ledger.markDelivered(id, this.clock.now());
    } catch (error) {
      this.logger.warn(`Booking journal ${event.event} not written: ${(error as Error)?.message ?? error}`);
    }
  }

  /** Journal entries, newest first. */
  async entries(limit: number): Promise<SubmissionRecord[]> {
    const records = await this.ledger.list('delivered', limit);
    return records.filter((record) => record.kind === 'booking-journal');
  }
}

/** The booking record of a reservation: one per centre and set of provider bookings (a retried confirm finds it). */
export function bookingRecordId(centre: string, bookingIds: number[]): string {
  const ids = [...bookingIds].sort((a, b) => a - b).join(',');
  return `booking-${digest(`${centre}\u0000${ids}`)}`;
}

function digest(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64url').slice(0, 32);
}
