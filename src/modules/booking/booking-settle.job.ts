import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { JobLeaseService } from '../submissions/submissions.service';
import { BookingPaymentTasks } from './booking-payment-tasks';
import { BookingSettlementService } from './booking-settlement.service';

export const SETTLE_JOB = 'booking-settle';
/** payments settled per run at most: the rest wait for the next run */
const BATCH = 25;

export interface SettleReport {
  booked: number;
  refunded: number;
  cancelled: number;
  /** left for later: not paid yet within its hold, a card being processed, a provider or Stripe that failed */
  waiting: number;
}

/**
 * QUALITY R5 'no charge without a booking', when nobody is there to ask (docs/booking.md "Settlement"): every
 * BOOKING_SETTLE_INTERVAL_MS, under a lease (one instance runs it), the card payments whose task is due (left
 * unsettled past the grace period: the visitor never confirmed, the server died between the card and the
 * confirmation, a hold lapsed) are settled through the same routine as the visitor's confirm.
 */
@Injectable()
export class BookingSettleJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('BookingSettle');
  private running?: Promise<unknown>;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: Configuration,
    private readonly tasks: BookingPaymentTasks,
    private readonly settlement: BookingSettlementService,
    private readonly leases: JobLeaseService,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.integrations.submissions.jobsEnabled) return;
    const every = this.config.integrations.booking.settleIntervalMs;
    this.scheduler.addInterval(
      SETTLE_JOB,
      setInterval(() => void this.tick(), every),
    );
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.scheduler.doesExist('interval', SETTLE_JOB)) this.scheduler.deleteInterval(SETTLE_JOB);
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = this.runOnce().catch((error: unknown) => {
      this.logger.warn(`Settle run failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    try {
      await this.running;
    } finally {
      this.running = undefined;
    }
  }

  /** One run: `undefined` when another instance held the lease. */
  async runOnce(): Promise<SettleReport | undefined> {
    const leaseMs = this.config.integrations.booking.settleLeaseMs;
    const run = await this.leases.run(SETTLE_JOB, leaseMs, () => this.settleDue(Date.now() + leaseMs / 2));
    return run.ran ? run.result : undefined;
  }

  private async settleDue(stopAt: number): Promise<SettleReport> {
    const report: SettleReport = { booked: 0, refunded: 0, cancelled: 0, waiting: 0 };
    for (const listed of await this.tasks.due(BATCH)) {
      if (this.stopped || Date.now() > stopAt) break;
      // the status index may lag behind the table: the settlement reads the task itself again
      try {
        const settled = await this.settlement.settle(listed, { visitor: false });
        if (settled.state === 'unpaid') report.waiting += 1;
        else report[settled.state] += 1;
      } catch (error) {
        report.waiting += 1;
        await this.tasks.update(listed, {}, this.tasks.after()).catch(() => undefined);
        this.logger.warn(
          `Payment ${listed.data.intentId} not settled yet: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    await this.tasks.purge(this.config.cache.recordExpirySeconds).catch(() => 0);
    if (report.booked + report.refunded + report.cancelled > 0)
      this.logger.log(
        `Settle run: ${report.booked} booked, ${report.refunded} refunded, ${report.cancelled} cancelled, ${report.waiting} waiting`,
      );
    return report;
  }
}
