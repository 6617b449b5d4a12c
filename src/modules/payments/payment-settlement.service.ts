import { Logger, type OnModuleInit } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import type { Clock } from '../../common/server/time/clock';
import type { LedgerTask } from '../submissions/task-ledger.port';
import type { PaymentIntent } from './card-payments.port';
import { CardSettlement } from './card-settlement.service';
import type { PaymentTaskQueue } from './payment-task-queue.service';
import { PaymentsSettleJob, type DueSettler, type SettleReport } from './payments-settle-job.service';

/** payments settled per run of the job at most: the rest wait for the next run */
const BATCH = 25;

/** What every flow's task keeps that the settlement reads and writes (each flow's task keeps more). */
export interface SettledTaskData {
  centre: string;
  /** the card payment, once its intent is handed out */
  intentId?: string;
  outcome?: string;
  reason?: string;
  refundId?: string;
}

export interface SettleRequest {
  /** the visitor's own request (it waits for another instance's settlement), or not (the job, a release) */
  visitor: boolean;
  /**
   * the hold is given up now (booking: a promo code replaced the revision this payment was for; ticketing: the
   * visitor left the checkout): a payment nobody paid is cancelled at once, a paid one settled as paid
   */
  release?: boolean;
}

/** What a settlement can come to before it ends: not paid (the visitor is told), or left for a later run. */
export type NotSettled = { state: 'unpaid'; status: string } | { state: 'waiting' };

/**
 * The one way a card payment is settled, whatever it pays for (decision 0026, 0029 item 4), taken by the visitor's
 * confirm and by the settle job alike: under the order's lease (one settlement at a time across instances), its
 * task read again and the intent read at Stripe. A succeeded payment is fulfilled by the flow (a service booked,
 * tickets issued) or refunded; a payment that never succeeded is cancelled once its hold and the grace period are
 * over (at once when the hold is released); what the flow holds is given back with every refund and cancel; the
 * task is closed last. Each step is safe to make again after a crash at any point.
 *
 * A flow (service booking, ticketing) says what differs: its task queue, lease and outcomes, how a succeeded
 * payment is fulfilled (`fulfil`), what it gives back and what an unpaid one closes as. The flow also takes part in
 * the leased settle job (payments-settle-job.service.ts) through `settleDue`.
 */
export abstract class PaymentSettlement<D extends SettledTaskData, S extends { state: string }, R extends SettleRequest>
  implements DueSettler, OnModuleInit
{
  protected readonly logger: Logger;
  private readonly leaseMs: number;
  private readonly recordExpirySeconds: number;
  /** the flow's task queue (booking's card payments, ticketing's ticket orders) */
  protected abstract readonly tasks: PaymentTaskQueue<D>;

  protected constructor(
    /** the flow's name: its part of the settle job, its refunds' Stripe key (`<name>-refund-<intent>`) */
    readonly name: string,
    logger: string,
    protected readonly card: CardSettlement,
    private readonly job: PaymentsSettleJob,
    protected readonly clock: Clock,
    config: Pick<Configuration, 'integrations' | 'cache'>,
  ) {
    this.logger = new Logger(logger);
    this.leaseMs = config.integrations.booking.settleLeaseMs;
    this.recordExpirySeconds = config.cache.recordExpirySeconds;
  }

  /** the lease one settlement of this task holds across instances */
  protected abstract leaseOf(task: LedgerTask<D>): string;
  /** the order in words, for logs and errors ('reservation …', 'ticket order …') */
  protected abstract label(task: LedgerTask<D>): string;
  /** the flow's error for a provider, Stripe or the ledger that failed */
  protected abstract failed(cause: unknown): Error;
  /** ISO instant the order's hold lapses */
  protected abstract holdEndsAt(task: LedgerTask<D>): string;
  /** A succeeded card payment: fulfilled (the flow's booking, its tickets), or refunded. */
  protected abstract fulfil(task: LedgerTask<D>, intent: PaymentIntent, request: R): Promise<S | NotSettled>;
  /** what a payment cancelled unpaid closes its task as */
  protected abstract cancelled(request: R): Partial<D>;
  /** Gives back what the order holds at the provider, with a refund or a cancel (best effort where it can be). */
  protected abstract giveBack(task: LedgerTask<D>): Promise<void>;
  /** what a closed task came to */
  abstract outcomeOf(task: LedgerTask<D>): S;
  /** how a settlement counts in the job's report */
  protected abstract tally(settled: S | NotSettled): keyof SettleReport;

  /** Operators' record of a refund, beside the task (nothing unless the flow keeps one). */
  protected async refunded(_task: LedgerTask<D>, _reason: string): Promise<void> {}

  onModuleInit(): void {
    this.job.register(this);
  }

  async settle(task: LedgerTask<D>, request: R): Promise<S | NotSettled> {
    const run = await this.card.underLease(
      this.leaseOf(task),
      this.leaseMs,
      request.visitor,
      () => this.settleHeld(task, request),
      // another instance (or the job) is settling this order: its outcome is ours
      async () => {
        const now = await this.tasks.reread(task);
        return now?.state === 'closed' ? this.outcomeOf(now) : undefined;
      },
    );
    if (run.ran) return run.result;
    if (request.visitor) throw this.failed(new Error(`${this.label(task)} is being settled`));
    return { state: 'waiting' };
  }

  /** The job's part of the flow: the tasks that are due, settled through the same routine as the visitor's. */
  async settleDue(report: SettleReport, stopAt: number, stopped: () => boolean): Promise<void> {
    // every flow's other settle options are optional
    const job = { visitor: false } as R;
    for (const listed of await this.tasks.due(BATCH)) {
      if (stopped() || Date.now() > stopAt) break;
      // the status index may lag behind the table: the settlement reads the task itself again
      try {
        report[this.tally(await this.settle(listed, job))] += 1;
      } catch (error) {
        report.waiting += 1;
        await this.tasks.update(listed, {}, this.tasks.after()).catch(() => undefined);
        this.logger.warn(
          `${this.label(listed)} not settled yet: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    await this.tasks.purge(this.recordExpirySeconds).catch(() => 0);
  }

  /** Under the lease: the task as it is now, closed already, or settled by the flow (`settleOpen`). */
  protected async settleHeld(read: LedgerTask<D>, request: R): Promise<S | NotSettled> {
    const task = await this.tasks.reread(read);
    if (!task) throw this.failed(new Error(`${this.tasks.queue} task ${read.key} is missing`));
    if (task.state === 'closed') return this.outcomeOf(task);
    return this.settleOpen(task, request);
  }

  /** An open task under the lease (read again): `byIntent` when a card payment is in it. */
  protected abstract settleOpen(task: LedgerTask<D>, request: R): Promise<S | NotSettled>;

  /** Settled by what the card payment is at Stripe: fulfilled or refunded, cancelled, or not paid (yet). */
  protected async byIntent(task: LedgerTask<D>, intentId: string, request: R): Promise<S | NotSettled> {
    const intent = await this.intent(intentId);
    if (intent.status === 'succeeded') return this.fulfil(task, intent, request);
    if (intent.status === 'canceled') return this.close(task, closing({ outcome: 'cancelled', reason: 'abandoned' }));
    return this.unpaid(task, intent, request);
  }

  /**
   * Not paid: the visitor is told so; otherwise it is left until the hold and the grace period are over (unless
   * the hold is released), then cancelled, or settled as paid when it succeeded meanwhile.
   */
  private async unpaid(task: LedgerTask<D>, intent: PaymentIntent, request: R): Promise<S | NotSettled> {
    if (request.visitor && !request.release) return { state: 'unpaid', status: intent.status };
    const lapse = Date.parse(this.holdEndsAt(task)) + this.tasks.grace;
    // a card still being processed is never cancelled under it
    if (intent.status === 'processing') return this.postpone(task, this.tasks.after());
    if (!request.release && this.clock.now().getTime() < lapse) return this.postpone(task, new Date(lapse));
    const cancelled = await this.cancel(intent.id);
    // it succeeded meanwhile: settle what it is now
    if (cancelled !== 'cancelled') return this.fulfil(task, cancelled, request);
    return this.close(task, this.cancelled(request));
  }

  /** The whole payment back (the same refund when asked again after a crash), what it held given back. */
  protected async refund(task: LedgerTask<D>, reason: string): Promise<S> {
    const intentId = task.data.intentId!;
    let refundId: string | undefined;
    try {
      refundId = await this.card.refund(
        intentId,
        this.name,
        reason === 'duplicate' ? 'duplicate' : 'requested_by_customer',
      );
    } catch (error) {
      throw this.failed(error);
    }
    await this.giveBack(task);
    this.logger.warn(`Refunded payment ${intentId} of ${this.label(task)} (${reason})`);
    await this.refunded(task, reason);
    return this.finish(task, closing({ outcome: 'refunded', reason, ...(refundId ? { refundId } : {}) }));
  }

  /** What the order held given back, the task closed. */
  protected async close(task: LedgerTask<D>, data: Partial<D>): Promise<S> {
    await this.giveBack(task);
    return this.finish(task, data);
  }

  /** Cancels an unpaid intent: 'cancelled', or the intent when it succeeded meanwhile. */
  protected async cancel(intentId: string): Promise<'cancelled' | PaymentIntent> {
    try {
      return await this.card.cancelUnpaid(intentId);
    } catch (error) {
      throw this.failed(error);
    }
  }

  protected async intent(id: string): Promise<PaymentIntent> {
    try {
      return await this.card.intent(id);
    } catch (error) {
      throw this.failed(error);
    }
  }

  protected async postpone(task: LedgerTask<D>, until: Date): Promise<NotSettled> {
    await this.tasks.update(task, {}, until);
    return { state: 'waiting' };
  }

  /** Closes the task (read again when another write came meanwhile, a Pay press) and says what became of it. */
  protected async finish(task: LedgerTask<D>, data: Partial<D>): Promise<S> {
    let current: LedgerTask<D> | undefined = task;
    while (current?.state === 'open') {
      const closed = await this.tasks.close(current, data);
      if (closed) {
        this.logger.log(`${this.label(closed)} settled: ${closed.data.outcome}`);
        return this.outcomeOf(closed);
      }
      current = await this.tasks.reread(current);
    }
    if (!current) throw this.failed(new Error(`${this.tasks.queue} task ${task.key} is missing`));
    return this.outcomeOf(current);
  }
}

/** What the routine itself closes a task with: outcomes ('refunded', 'cancelled') every flow's task has. */
function closing<D extends SettledTaskData>(
  data: Pick<SettledTaskData, 'reason' | 'refundId'> & { outcome: 'refunded' | 'cancelled' },
): Partial<D> {
  return data as Partial<D>;
}
