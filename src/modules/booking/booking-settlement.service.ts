import { Inject, Injectable } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import type { ConfirmAnswer } from '../../common/domain/booking/booking-wire';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { CentresService } from '../centres/centres.service';
import type { PaymentIntent } from '../payments/card-payments.port';
import { CardSettlement } from '../payments/card-settlement.service';
import {
  PaymentSettlement,
  type NotSettled,
  type SettleRequest as CardSettleRequest,
} from '../payments/payment-settlement.service';
import { PaymentsSettleJob, type SettleReport } from '../payments/payments-settle-job.service';
import { BookingBlockService } from './booking-block.service';
import { BookingClaims } from './booking-claims';
import { companyOf } from './booking-company';
import { BookingFulfilment } from './booking-fulfilment.service';
import { BookingJournalService } from './booking-journal.service';
import {
  BookingPaymentTasks,
  type PaymentTask,
  type PaymentTaskData,
  type SettleReason,
} from './booking-payment-tasks';
import { BookingRecords, confirmAnswer } from './booking-records';
import { BookingReservations } from './booking-reservations';
import { bookingUpstreamFailed } from './booking.errors';
import type { ConfirmDetails } from './confirm-details';

/** What a settlement came to: booked, refunded, cancelled; not paid (yet); or left for a later run. */
export type Settlement =
  | { state: 'booked'; answer: ConfirmAnswer }
  | { state: 'refunded'; reason?: SettleReason }
  | { state: 'cancelled'; reason?: SettleReason }
  | NotSettled;

export interface SettleRequest extends CardSettleRequest {
  /** the visitor's confirm (details from its body), or the settle job (details from the Pay press) */
  details?: ConfirmDetails;
  /** `release`: a promo code replaced the revision this payment was for: settled now, paid or not */
}

/**
 * Service booking's settlement of its card payments (docs/booking.md "Settlement", decision 0026) on the one
 * settle routine (payment-settlement.service.ts), taken by the visitor's confirm, a promo code's release and the
 * settle job alike, under the reservation's lease. A succeeded payment ends in exactly one booking (the hold
 * confirmed, or the same time held again) or in a refund; a payment that never succeeded is cancelled once its
 * hold and the grace period are over.
 */
@Injectable()
export class BookingSettlementService extends PaymentSettlement<PaymentTaskData, Settlement, SettleRequest> {
  constructor(
    card: CardSettlement,
    job: PaymentsSettleJob,
    protected override readonly tasks: BookingPaymentTasks,
    private readonly claims: BookingClaims,
    private readonly fulfilment: BookingFulfilment,
    private readonly records: BookingRecords,
    private readonly reservations: BookingReservations,
    private readonly blocks: BookingBlockService,
    private readonly centres: CentresService,
    private readonly journal: BookingJournalService,
    @Inject(CLOCK) clock: Clock,
    @Inject(APP_CONFIG) config: Pick<Configuration, 'integrations' | 'cache'>,
  ) {
    super('booking', 'BookingSettlement', card, job, clock, config);
  }

  /** A promo code replaced the reservation revision this payment was for: refunded if it was paid, else cancelled. */
  release(task: PaymentTask): Promise<Settlement> {
    return this.settle(task, { visitor: false, release: true });
  }

  protected override settleOpen(task: PaymentTask, request: SettleRequest): Promise<Settlement> {
    return this.byIntent(task, task.data.intentId, request);
  }

  protected override async fulfil(
    task: PaymentTask,
    intent: PaymentIntent,
    request: SettleRequest,
  ): Promise<Settlement> {
    const { reservation, revision, intentId } = task.data;
    const payer = await this.claims.payer(reservation);
    if (payer === intentId) {
      // booked before a crash: the record is there, the task was not closed yet
      const done = await this.records.booked(`booking-${reservation}`);
      if (done) return this.finish(task, { outcome: 'booked', ...booked(done.bookings) });
    } else if (payer !== undefined) return this.refund(task, 'duplicate');
    // a promo code replaced this revision: its token, and what it paid, no longer book anything
    if ((await this.claims.replacedBy(reservation, revision)) !== undefined) return this.refund(task, 'replaced');
    if (intent.amount !== task.data.amountCents || intent.metadata?.invoice_id !== String(task.data.invoiceId))
      return this.refund(task, 'amount');
    const details = request.details ?? this.tasks.detailsOf(task);
    if (!details) {
      // the browser names the visitor before it charges the card; give a slow one until the hold is over
      const lapse = Date.parse(task.data.holdEndsAt) + this.tasks.grace;
      if (!request.visitor && this.clock.now().getTime() < lapse) return this.postpone(task, new Date(lapse));
      return this.refund(task, 'no-details');
    }
    const centre = this.centres.bySlug(task.data.centre);
    if (!centre) throw bookingUpstreamFailed(new Error(`centre ${task.data.centre} is not configured`));
    const claim = await this.claims.paidBy(centre.slug, reservation, intentId);
    if (!claim.won) return this.refund(task, 'duplicate');
    const facts = this.reservations.openLapsed(centre, task.data.token);
    const { settings } = await this.blocks.settings(centre, facts.block);
    const result = await this.fulfilment.fulfil(centre, task, facts, settings, details);
    if ('refund' in result) return this.refund(task, result.refund);
    return this.finish(task, {
      outcome: 'booked',
      ...booked(result.booked.bookings),
      ...(result.subscription ? { subscription: result.subscription } : {}),
    });
  }

  /** A hold made again for a payment that is refunded is released. */
  protected override async giveBack(task: PaymentTask): Promise<void> {
    if (!task.data.rebooking) return;
    const centre = this.centres.bySlug(task.data.centre);
    if (centre)
      await this.fulfilment.release(companyOf(centre), this.reservations.openLapsed(centre, task.data.rebooking));
  }

  /** Operators see the refused booking with its payment reference. */
  protected override async refunded(task: PaymentTask, reason: SettleReason): Promise<void> {
    const { centre, reservation, bookingIds, eventId, date, time, count, holdEndsAt, intentId } = task.data;
    await this.journal.record(centre, {
      event: 'failed',
      bookingRecord: `booking-${reservation}`,
      bookingIds,
      eventId,
      date,
      time,
      count,
      expiresAt: holdEndsAt,
      reason: `refunded:${reason}`,
      paymentIntent: intentId,
    });
  }

  protected override cancelled(request: SettleRequest): Partial<PaymentTaskData> {
    return { outcome: 'cancelled', reason: request.release ? 'replaced' : 'abandoned' };
  }

  override outcomeOf(task: PaymentTask): Settlement {
    const { outcome, reason, booked, subscription } = task.data;
    if (outcome === 'booked') return { state: 'booked', answer: confirmAnswer(booked ?? [], subscription) };
    if (outcome === 'refunded') return { state: 'refunded', ...(reason ? { reason } : {}) };
    return { state: 'cancelled', ...(reason ? { reason } : {}) };
  }

  protected override tally(settled: Settlement): keyof SettleReport {
    return settled.state === 'unpaid' ? 'waiting' : settled.state;
  }

  protected override leaseOf(task: PaymentTask): string {
    return `booking-settle-${task.data.reservation}`;
  }

  protected override label(task: PaymentTask): string {
    return `reservation ${task.data.reservation}`;
  }

  protected override holdEndsAt(task: PaymentTask): string {
    return task.data.holdEndsAt;
  }

  protected override failed(cause: unknown): Error {
    return bookingUpstreamFailed(cause);
  }
}

/** The booked bookings as the task keeps them: what the visitor is answered, and the ids operators read. */
function booked(bookings: { id: number; code: string }[]): Partial<PaymentTaskData> {
  return { booked: bookings, bookingIds: bookings.map((b) => b.id), reference: confirmAnswer(bookings).reference };
}
