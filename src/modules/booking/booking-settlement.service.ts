import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import type { ConfirmAnswer } from '../../common/domain/booking/booking-wire';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { CentresService } from '../centres/centres.service';
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
import type { PaymentIntent } from '../payments/card-payments.port';
import { CardSettlement } from '../payments/card-settlement.service';
import type { ConfirmDetails } from './confirm-details';

/** What a settlement came to: booked, refunded, cancelled; not paid (yet); or left for a later run. */
export type Settlement =
  | { state: 'booked'; answer: ConfirmAnswer }
  | { state: 'refunded'; reason?: SettleReason }
  | { state: 'cancelled'; reason?: SettleReason }
  | { state: 'unpaid'; status: string }
  | { state: 'waiting' };

export interface SettleRequest {
  /** the visitor's confirm (details from its body), or the settle job (details from the Pay press) */
  visitor: boolean;
  details?: ConfirmDetails;
  /** a promo code replaced the revision this payment was for: release it now, paid or not */
  release?: boolean;
}

/**
 * The one way a card payment is settled (docs/booking.md "Settlement", decision 0026), taken by the visitor's
 * confirm and by the settle job alike: under the reservation's lease (one settlement at a time across instances),
 * the intent is read at Stripe and its task decides. A succeeded payment ends in exactly one booking (the hold
 * confirmed, or the same time held again) or in a refund; a payment that never succeeded is cancelled once its
 * hold and the grace period are over. Each step is safe to make again after a crash at any point.
 */
@Injectable()
export class BookingSettlementService {
  private readonly logger = new Logger('BookingSettlement');
  private readonly leaseMs: number;

  constructor(
    private readonly card: CardSettlement,
    private readonly tasks: BookingPaymentTasks,
    private readonly claims: BookingClaims,
    private readonly fulfilment: BookingFulfilment,
    private readonly records: BookingRecords,
    private readonly reservations: BookingReservations,
    private readonly blocks: BookingBlockService,
    private readonly centres: CentresService,
    private readonly journal: BookingJournalService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: Pick<Configuration, 'integrations'>,
  ) {
    this.leaseMs = config.integrations.booking.settleLeaseMs;
  }

  async settle(task: PaymentTask, request: SettleRequest): Promise<Settlement> {
    const run = await this.card.underLease(
      `booking-settle-${task.data.reservation}`,
      this.leaseMs,
      request.visitor,
      () => this.settleHeld(task, request),
      // another instance (or the job) is settling this reservation: its outcome is ours
      async () => {
        const now = await this.tasks.reread(task);
        return now?.state === 'closed' ? this.outcomeOf(now) : undefined;
      },
    );
    if (run.ran) return run.result;
    if (request.visitor)
      throw bookingUpstreamFailed(new Error(`reservation ${task.data.reservation} is being settled`));
    return { state: 'waiting' };
  }

  /** A promo code replaced the reservation revision this payment was for: refunded if it was paid, else cancelled. */
  release(task: PaymentTask): Promise<Settlement> {
    return this.settle(task, { visitor: false, release: true });
  }

  private async settleHeld(read: PaymentTask, request: SettleRequest): Promise<Settlement> {
    const task = await this.tasks.reread(read);
    if (!task) throw bookingUpstreamFailed(new Error(`payment task ${read.key} is missing`));
    if (task.state === 'closed') return this.outcomeOf(task);
    const intent = await this.intent(task.data.intentId);
    if (intent.status === 'canceled') return this.finish(task, { outcome: 'cancelled', reason: 'abandoned' });
    if (intent.status === 'succeeded') return this.bookOrRefund(task, intent, request);
    return this.unpaid(task, intent, request);
  }

  private async bookOrRefund(task: PaymentTask, intent: PaymentIntent, request: SettleRequest): Promise<Settlement> {
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

  /** Not paid: the visitor is told so; the job leaves it until the hold and the grace period are over, then cancels. */
  private async unpaid(task: PaymentTask, intent: PaymentIntent, request: SettleRequest): Promise<Settlement> {
    if (request.visitor) return { state: 'unpaid', status: intent.status };
    const now = this.clock.now().getTime();
    const lapse = Date.parse(task.data.holdEndsAt) + this.tasks.grace;
    // a card still being processed is never cancelled under it
    if (intent.status === 'processing') return this.postpone(task, this.tasks.after());
    if (now < lapse && !request.release) return this.postpone(task, new Date(lapse));
    const reason: SettleReason = request.release ? 'replaced' : 'abandoned';
    let cancelled: Awaited<ReturnType<CardSettlement['cancelUnpaid']>>;
    try {
      cancelled = await this.card.cancelUnpaid(task.data.intentId);
    } catch (error) {
      throw bookingUpstreamFailed(error);
    }
    // it succeeded meanwhile: settle what it is now
    if (cancelled !== 'cancelled') return this.bookOrRefund(task, cancelled, request);
    return this.finish(task, { outcome: 'cancelled', reason });
  }

  private async refund(task: PaymentTask, reason: SettleReason): Promise<Settlement> {
    const intentId = task.data.intentId;
    let refundId: string | undefined;
    try {
      refundId = await this.card.refund(
        intentId,
        'booking',
        reason === 'duplicate' ? 'duplicate' : 'requested_by_customer',
      );
    } catch (error) {
      throw bookingUpstreamFailed(error);
    }
    if (task.data.rebooking) {
      const centre = this.centres.bySlug(task.data.centre);
      if (centre)
        await this.fulfilment.release(companyOf(centre), this.reservations.openLapsed(centre, task.data.rebooking));
    }
    this.logger.warn(`Refunded payment ${intentId} of reservation ${task.data.reservation} (${reason})`);
    // operators see the refused booking with its payment reference
    const { centre, reservation, bookingIds, eventId, date, time, count, holdEndsAt } = task.data;
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
    return this.finish(task, { outcome: 'refunded', reason, ...(refundId ? { refundId } : {}) });
  }

  private async postpone(task: PaymentTask, until: Date): Promise<Settlement> {
    await this.tasks.update(task, {}, until);
    return { state: 'waiting' };
  }

  /** Closes the task (read again when a Pay press wrote to it meanwhile) and says what became of the payment. */
  private async finish(task: PaymentTask, data: Partial<PaymentTaskData>): Promise<Settlement> {
    let current: PaymentTask | undefined = task;
    while (current?.state === 'open') {
      const closed = await this.tasks.close(current, data);
      if (closed) {
        this.logger.log(`Payment ${closed.data.intentId} settled: ${closed.data.outcome}`);
        return this.outcomeOf(closed);
      }
      current = await this.tasks.reread(current);
    }
    if (!current) throw bookingUpstreamFailed(new Error(`payment task ${task.key} is missing`));
    return this.outcomeOf(current);
  }

  outcomeOf(task: PaymentTask): Settlement {
    const { outcome, reason, booked, subscription } = task.data;
    if (outcome === 'booked') return { state: 'booked', answer: confirmAnswer(booked ?? [], subscription) };
    if (outcome === 'refunded') return { state: 'refunded', ...(reason ? { reason } : {}) };
    return { state: 'cancelled', ...(reason ? { reason } : {}) };
  }

  private async intent(id: string): Promise<PaymentIntent> {
    try {
      return await this.card.intent(id);
    } catch (error) {
      throw bookingUpstreamFailed(error);
    }
  }
}

/** The booked bookings as the task keeps them: what the visitor is answered, and the ids operators read. */
function booked(bookings: { id: number; code: string }[]): Partial<PaymentTaskData> {
  return { booked: bookings, bookingIds: bookings.map((b) => b.id), reference: confirmAnswer(bookings).reference };
}
