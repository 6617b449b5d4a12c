import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { RECENT_SUBMISSIONS, type RecentSubmissions } from '../submissions/recent-submissions.port';
import type { SubmissionRecord } from '../submissions/submission-ledger.port';
import { BookingJournalService, type JournalEvent } from './booking-journal.service';
import { BookingPaymentTasks, type PaymentTask } from './booking-payment-tasks';

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
  /** the card payment the refused confirmation named (Stripe's PaymentIntent id) */
  paymentIntent?: string;
}

/** A card payment and what became of it (docs/booking.md "Settlement"): ids, amounts and outcomes, never who paid. */
export interface BookingPayment {
  /** Stripe's PaymentIntent id: the payment reference */
  reference: string;
  centre: string;
  amountCents: number;
  invoiceId: number;
  bookingIds: number[];
  eventId: number;
  date: string;
  time: string;
  count: number;
  /** unsettled until the server settled it */
  status: 'unsettled' | 'booked' | 'refunded' | 'cancelled';
  reason?: string;
  /** booked: the visitor's booking reference */
  bookingReference?: string;
  refund?: string;
  createdAt: string;
  /** unsettled: when the settle job looks at it next; otherwise when it was settled */
  settledAt?: string;
  dueAt?: string;
}

export interface BookingsOverview {
  confirmed: ConfirmedBooking[];
  abandoned: JournalBooking[];
  failed: JournalBooking[];
  payments: BookingPayment[];
}

/**
 * What GET /api/admin/bookings lists, the most recent first however many other records the ledger holds: the
 * `booking` records (any delivery state), the journal's reserved holds never confirmed (abandoned) and refused
 * confirmations (failed), and the card payments with what became of each.
 */
@Injectable()
export class BookingAdminService {
  constructor(
    @Inject(RECENT_SUBMISSIONS) private readonly recent: RecentSubmissions,
    private readonly journal: BookingJournalService,
    private readonly tasks: BookingPaymentTasks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async overview(limit: number): Promise<BookingsOverview> {
    const [lists, reserved, failed, open, closed] = await Promise.all([
      Promise.all(
        (['pending', 'delivered', 'parked'] as const).map((status) => this.recent.recent(status, ['booking'], limit)),
      ),
      this.journal.entries(['reserved'], limit),
      this.journal.entries(['failed'], limit),
      this.tasks.recent('open', limit),
      this.tasks.recent('closed', limit),
    ]);
    const bookings = newest(lists.flat(), (record) => record.createdAt).slice(0, limit);
    const confirmedIds = new Set(bookings.map((record) => record.id));
    const failedIds = new Set(failed.map((r) => event(r).bookingRecord));
    const now = this.clock.now().getTime();
    return {
      confirmed: bookings.map(confirmedOf),
      abandoned: reserved
        .filter((r) => {
          const e = event(r);
          return (
            !confirmedIds.has(e.bookingRecord) && !failedIds.has(e.bookingRecord) && Date.parse(e.expiresAt) <= now
          );
        })
        .map(journalOf),
      failed: failed.map(journalOf),
      payments: newest([...open, ...closed], (task) => task.createdAt)
        .slice(0, limit)
        .map(paymentOf),
    };
  }
}

const event = (record: SubmissionRecord): JournalEvent => record.payload as unknown as JournalEvent;

const newest = <T>(items: T[], at: (item: T) => string): T[] => [...items].sort((a, b) => at(b).localeCompare(at(a)));

function confirmedOf(record: SubmissionRecord): ConfirmedBooking {
  return {
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
  };
}

function journalOf(record: SubmissionRecord): JournalBooking {
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
    ...(e.paymentIntent ? { paymentIntent: e.paymentIntent } : {}),
  };
}

function paymentOf(task: PaymentTask): BookingPayment {
  const d = task.data;
  return {
    reference: d.intentId,
    centre: d.centre,
    amountCents: d.amountCents,
    invoiceId: d.invoiceId,
    bookingIds: d.bookingIds,
    eventId: d.eventId,
    date: d.date,
    time: d.time,
    count: d.count,
    status: task.state === 'open' ? 'unsettled' : (d.outcome ?? 'cancelled'),
    ...(d.reason ? { reason: d.reason } : {}),
    ...(d.reference ? { bookingReference: d.reference } : {}),
    ...(d.refundId ? { refund: d.refundId } : {}),
    createdAt: task.createdAt,
    ...(task.state === 'open' ? { dueAt: task.dueAt } : { settledAt: task.dueAt }),
  };
}
