import { Inject, Injectable } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import type { ConfirmAnswer } from '../../common/domain/booking/booking-wire';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { IdentityKeys } from '../../common/server/identity/identity-keys';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { PaymentTaskQueue } from '../payments/payment-task-queue.service';
import { TASK_LEDGER, type LedgerTask, type TaskLedger } from '../submissions/task-ledger.port';
import type { ReservationFacts } from './booking-seals';
import type { ConfirmDetails } from './confirm-details';

export const PAYMENT_QUEUE = 'booking-payment';
const DETAILS_SEAL = 'booking-payment-details';

/** What became of a card payment (docs/booking.md "Settlement"). */
export type PaymentOutcome = 'booked' | 'refunded' | 'cancelled';
/**
 * Why a payment was refunded or cancelled: the time was gone when the hold had lapsed, a promo code replaced the
 * reservation it paid for, another payment had booked it, the visitor's details never came, or nobody paid.
 */
export type SettleReason = 'time-gone' | 'replaced' | 'duplicate' | 'no-details' | 'amount' | 'abandoned';

/** A card payment's task: open from the moment its intent is handed out until the server settles it. */
export interface PaymentTaskData {
  centre: string;
  /** reservationKey of the reservation it pays for */
  reservation: string;
  revision: number;
  intentId: string;
  amountCents: number;
  invoiceId: number;
  /** ISO instant the reservation's hold lapses */
  holdEndsAt: string;
  /** the reservation as sealed for the browser (only this server opens it) */
  token: string;
  /** the visitor's details, sealed, as the Pay press sent them before the card was charged */
  details?: string;
  detailsAt?: string;
  /** the same time held again after the first hold lapsed: its sealed facts */
  rebooking?: string;
  /** for operators: what is booked (ids, service, date, time, people), never who */
  bookingIds: number[];
  eventId: number;
  date: string;
  time: string;
  count: number;
  outcome?: PaymentOutcome;
  reason?: SettleReason;
  /** booked: the provider's bookings (ids and codes) and the visitor's booking reference */
  booked?: { id: number; code: string }[];
  reference?: string;
  refundId?: string;
  subscription?: ConfirmAnswer['subscription'];
}

export type PaymentTask = LedgerTask<PaymentTaskData>;

/**
 * The card payments' tasks in the ledger (TaskLedger, queue `booking-payment`), one per reservation revision and
 * its payment intent, written before the intent is handed to the browser, so no money can move without the server
 * knowing it has to settle it. The visitor's details are kept sealed: no personal data in the clear.
 */
@Injectable()
export class BookingPaymentTasks extends PaymentTaskQueue<PaymentTaskData> {
  constructor(
    @Inject(TASK_LEDGER) tasks: TaskLedger,
    private readonly keys: IdentityKeys,
    @Inject(CLOCK) clock: Clock,
    @Inject(APP_CONFIG) config: Pick<Configuration, 'integrations'>,
  ) {
    super(PAYMENT_QUEUE, tasks, clock, config.integrations.booking.settleGraceMs);
  }

  /** The task of this reservation revision's intent; the first one stays when asked again. */
  async start(
    facts: ReservationFacts,
    reservation: string,
    token: string,
    intent: { id: string; amountCents: number; invoiceId: number },
  ): Promise<PaymentTask> {
    const now = this.clock.now();
    const data: PaymentTaskData = {
      centre: facts.centre,
      reservation,
      revision: facts.revision ?? 0,
      intentId: intent.id,
      amountCents: intent.amountCents,
      invoiceId: intent.invoiceId,
      holdEndsAt: new Date(facts.expiresAt).toISOString(),
      token,
      bookingIds: facts.bookings.map((booking) => booking.id),
      eventId: facts.eventId,
      date: facts.date,
      time: facts.time,
      count: facts.count,
    };
    return this.open(taskKey(reservation, data.revision), data, this.after(now));
  }

  get(reservation: string, revision: number): Promise<PaymentTask | undefined> {
    return this.find(taskKey(reservation, revision));
  }

  /** Keeps the visitor's latest details (sealed) and gives them the grace period to confirm themselves. */
  async withDetails(task: PaymentTask, details: ConfirmDetails): Promise<PaymentTask> {
    let current: PaymentTask | undefined = task;
    for (let attempt = 0; attempt < 5 && current?.state === 'open'; attempt += 1) {
      const now = this.clock.now();
      const written = await this.update(
        current,
        { details: this.keys.seal(DETAILS_SEAL, details), detailsAt: now.toISOString() },
        this.after(now),
      );
      if (written) return written;
      current = await this.reread(current);
    }
    return current ?? task;
  }

  detailsOf(task: PaymentTask): ConfirmDetails | undefined {
    return task.data.details ? this.keys.open<ConfirmDetails>(DETAILS_SEAL, task.data.details) : undefined;
  }
}

export const taskKey = (reservation: string, revision: number): string => `${reservation}.${revision}`;
