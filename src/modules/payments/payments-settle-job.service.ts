import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { JobLeaseService } from '../submissions/submissions.service';

export const SETTLE_JOB = 'booking-settle';

/** What one run came to across the payment flows. */
export interface SettleReport {
  /** fulfilled: a service booked, tickets issued */
  booked: number;
  refunded: number;
  cancelled: number;
  /** left for later: not paid yet within its hold, a card being processed, a provider or Stripe that failed */
  waiting: number;
}

/**
 * One payment flow's part of the run (service booking's card payments, ticketing's ticket orders): it settles the
 * payments whose task is due through the same routine as the visitor's confirm, adding to the report, until
 * `stopAt` (epoch ms) or `stopped()`.
 */
export interface DueSettler {
  readonly name: string;
  settleDue(report: SettleReport, stopAt: number, stopped: () => boolean): Promise<void>;
}

/**
 * QUALITY R5 'no charge without a booking', when nobody is there to ask (docs/booking.md "Settlement", decision
 * 0026 and 0029 item 4): every BOOKING_SETTLE_INTERVAL_MS, under one lease (one instance runs it), each payment
 * flow registered here settles its card payments whose task is due (the visitor never confirmed, the server died
 * between the card and the confirmation, a hold lapsed) and releases what it finds abandoned.
 */
@Injectable()
export class PaymentsSettleJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PaymentsSettle');
  private readonly settlers: DueSettler[] = [];
  private running?: Promise<unknown>;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: Configuration,
    private readonly leases: JobLeaseService,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  /** A flow takes part in every run from now on (called by the flow's settlement when its module starts). */
  register(settler: DueSettler): void {
    if (!this.settlers.some((known) => known.name === settler.name)) this.settlers.push(settler);
  }

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
    for (const settler of this.settlers) {
      if (this.stopped || Date.now() > stopAt) break;
      try {
        await settler.settleDue(report, stopAt, () => this.stopped);
      } catch (error) {
        this.logger.warn(
          `${settler.name} settle run failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    if (report.booked + report.refunded + report.cancelled > 0)
      this.logger.log(
        `Settle run: ${report.booked} booked, ${report.refunded} refunded, ${report.cancelled} cancelled, ${report.waiting} waiting`,
      );
    return report;
  }
}
