import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { SUBMISSION_LEDGER, type SubmissionLedger, type SubmissionRecord } from '../submissions/submission-ledger.port';
import { BookingJournalService, type JournalEvent } from './booking-journal.service';

export interface ConfirmedBooking {
  id: string;
  centre: string;
  bookingIds: number[];
  eventId: number;
  date: string;
  status: SubmissionRecord['status'];
  attempts: number;
  createdAt: string;
  deliveredAt?: string;
  lastError?: string;
}

export interface JournalBooking {
  centre: string;
  bookingIds: number[];
  eventId: number;
  date: string;
  time: string;
  count: number;
  at: string;
  expiresAt: string;
  reason?: string;
}

export interface BookingsOverview {
  confirmed: ConfirmedBooking[];
  abandoned: JournalBooking[];
  failed: JournalBooking[];
}

/**
 * What GET /api/admin/bookings lists: the ledger's `booking` records (any delivery state) and the journal's
 * reserved and failed entries (booking-journal.service.ts); a reservation is abandoned once its hold lapsed with
 * no booking record and no refusal.
 */
@Injectable()
export class BookingAdminService {
  constructor(
    @Inject(SUBMISSION_LEDGER) private readonly ledger: SubmissionLedger,
    private readonly journal: BookingJournalService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async overview(limit: number): Promise<BookingsOverview> {
    const lists = await Promise.all(
      (['pending', 'delivered', 'parked'] as const).map((status) => this.ledger.list(status, limit)),
    );
    const bookings = lists.flat().filter((record) => record.kind === 'booking');
    const journal = await this.journal.entries(limit);
    const confirmedIds = new Set(bookings.map((record) => record.id));
    const failedIds = new Set(journal.filter((r) => event(r).event === 'failed').map((r) => event(r).bookingRecord));
    const now = this.clock.now().getTime();
    const entry = (record: SubmissionRecord): JournalBooking => {
      const e = event(record);
      return {
        centre: record.centre,
        bookingIds: e.bookingIds,
        eventId: e.eventId,
        date: e.date,
        time: e.time,
        count: e.count,
        at: record.createdAt,
        expiresAt: e.expiresAt,
        ...(e.reason ? { reason: e.reason } : {}),
      };
    };
    return {
      confirmed: bookings.map((record) => ({
        id: record.id,
        centre: record.centre,
        bookingIds: Array.isArray(record.payload.bookings)
          ? (record.payload.bookings as { id: number }[]).map((b) => b.id)
          : [],
        eventId: Number(record.payload.booking_event_id),
        date: String(record.payload.booking_date ?? ''),
        status: record.status,
        attempts: record.attempts,
        createdAt: record.createdAt,
        ...(record.deliveredAt ? { deliveredAt: record.deliveredAt } : {}),
        ...(record.lastError ? { lastError: record.lastError } : {}),
      })),
      abandoned: journal
        .filter((r) => {
          const e = event(r);
          return (
            e.event === 'reserved' &&
            !confirmedIds.has(e.bookingRecord) &&
            !failedIds.has(e.bookingRecord) &&
            Date.parse(e.expiresAt) <= now
          );
        })
        .map(entry),
      failed: journal.filter((r) => event(r).event === 'failed').map(entry),
    };
  }
}

const event = (record: SubmissionRecord): JournalEvent => record.payload as unknown as JournalEvent;
