import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { PropertyDataError } from '../property-data/property-data.errors';
import { PROPERTY_DATA, type PropertyDataPort } from '../property-data/property-data.port';
import { decideAfterFailure, DELIVERY_ROUTES } from './delivery-policy';
import { JobLeaseService } from './job-lease.service';
import { SUBMISSION_LEDGER, type SubmissionLedger, type SubmissionRecord } from './submission-ledger.port';

export const DELIVERY_JOB = 'submissions-delivery';

export interface DeliveryReport {
  delivered: number;
  retried: number;
  parked: number;
}

/**
 * Sends due submissions to the data API (docs/submissions.md "Delivery"): every few seconds, under a lease, each
 * due record goes to its kind's route with the record id as the Idempotency-Key. A success marks it delivered;
 * a failure schedules the next attempt (exponential backoff with jitter) or parks it after K attempts, at once
 * when the data API refuses it for good (a 4xx other than 408, 409 and 429). A failure worth retrying ends the
 * run (the data API is down or busy: each run then sends one submission as a probe instead of hammering it).
 * Logs name ids, kinds and statuses, never what the visitor wrote.
 */
@Injectable()
export class DeliveryJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SubmissionDelivery');
  private running?: Promise<unknown>;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: Configuration,
    @Inject(SUBMISSION_LEDGER) private readonly ledger: SubmissionLedger,
    @Inject(PROPERTY_DATA) private readonly data: PropertyDataPort,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly leases: JobLeaseService,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    const settings = this.config.integrations.submissions;
    if (!settings.jobsEnabled) return;
    this.scheduler.addInterval(
      DELIVERY_JOB,
      setInterval(() => void this.tick(), settings.deliveryIntervalMs),
    );
  }

  /** Stops the interval and waits for a run in progress (before the DynamoDB client is closed). */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.scheduler.doesExist('interval', DELIVERY_JOB)) this.scheduler.deleteInterval(DELIVERY_JOB);
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running || this.stopped) return; // the previous run is still going
    this.running = this.runOnce().catch((error: unknown) => {
      this.logger.warn(`Delivery run failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    try {
      await this.running;
    } finally {
      this.running = undefined;
    }
  }

  /** One run: `undefined` when another instance held the lease. */
  async runOnce(): Promise<DeliveryReport | undefined> {
    const { leaseMs } = this.config.integrations.submissions;
    const outcome = await this.leases.run(DELIVERY_JOB, leaseMs, () => this.deliverDue(Date.now() + leaseMs / 2));
    return outcome.ran ? outcome.result : undefined;
  }

  private async deliverDue(stopAt: number): Promise<DeliveryReport> {
    const settings = this.config.integrations.submissions;
    const report: DeliveryReport = { delivered: 0, retried: 0, parked: 0 };
    // the ledger reads each record itself, past index entries that lag behind the table or were left stale
    const due = await this.ledger.due(this.clock.now(), settings.deliveryBatch);
    for (const record of due) {
      // the lease must outlast the run: what is left waits for the next one
      if (this.stopped || Date.now() > stopAt) break;
      const outcome = await this.deliver(record);
      report[outcome] += 1;
      // the data API is down or busy: one probe per run, the others wait for the next run untouched
      if (outcome === 'retried') break;
    }
    if (report.delivered + report.retried + report.parked > 0) {
      this.logger.log(
        `Delivery run: ${report.delivered} delivered, ${report.retried} to retry, ${report.parked} parked`,
      );
    }
    return report;
  }

  private async deliver(record: SubmissionRecord): Promise<keyof DeliveryReport> {
    const route = DELIVERY_ROUTES[record.kind];
    if (route.local) {
      await this.ledger.markDelivered(record.id, this.clock.now());
      return 'delivered';
    }
    try {
      await this.data.request({
        method: 'POST',
        path: route.path,
        ...(route.version ? { version: route.version } : {}),
        body: record.payload,
        idempotencyKey: record.id,
        // the ledger is the retry: one attempt per run, the backoff between runs
        idempotent: false,
      });
    } catch (error) {
      return this.failed(record, error);
    }
    await this.ledger.markDelivered(record.id, this.clock.now());
    this.logger.log(`Delivered ${record.kind} submission ${record.id} after ${record.attempts + 1} attempt(s)`);
    return 'delivered';
  }

  private async failed(record: SubmissionRecord, error: unknown): Promise<keyof DeliveryReport> {
    const settings = this.config.integrations.submissions;
    const status = error instanceof PropertyDataError && error.failure !== 'no-response' ? error.status : undefined;
    const decision = decideAfterFailure(
      record.attempts,
      { status },
      { maxAttempts: settings.maxAttempts, baseMs: settings.backoffBaseMs, maxMs: settings.backoffMaxMs },
      Math.random(),
    );
    const now = this.clock.now();
    const reason = describeFailure(error);
    await this.ledger.markFailed(record.id, {
      error: reason,
      nextAttemptAt: new Date(now.getTime() + (decision.park ? 0 : decision.delayMs)),
      park: decision.park,
    });
    const attempt = record.attempts + 1;
    if (decision.park) {
      this.logger.warn(`Parked ${record.kind} submission ${record.id} after attempt ${attempt}: ${reason}`);
      return 'parked';
    }
    this.logger.warn(
      `Attempt ${attempt} of ${record.kind} submission ${record.id} failed (${reason}); retry in ${decision.delayMs} ms`,
    );
    return 'retried';
  }
}

/** What operators see of a failure: the status and its text, never the body (it may echo personal data). */
function describeFailure(error: unknown): string {
  if (error instanceof PropertyDataError) {
    return error.failure === 'no-response'
      ? 'no response from the data API'
      : `data API ${error.status} ${error.message}`;
  }
  return error instanceof Error ? error.name : 'unknown error';
}
