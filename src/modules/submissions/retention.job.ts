import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { JobLeaseService } from './job-lease.service';
import { SUBMISSION_LEDGER, type SubmissionLedger } from './submission-ledger.port';

export const RETENTION_JOB = 'submissions-retention';
/** Half past three at night in the group's home time zone, away from the nightly export. */
const RETENTION_CRON = '0 30 3 * * *';
const RETENTION_LEASE_MS = 10 * 60_000;

/**
 * Daily ledger retention (docs/submissions.md "Retention"): under a lease, deletes delivered and parked records
 * whose record expiry (spec 1 §7, RECORD_EXPIRY_SECONDS) has passed. DynamoDB's TTL on `expiresAt` does the
 * same lazily in production; this job makes it exact and covers stores without TTL.
 */
@Injectable()
export class RetentionJob {
  private readonly logger = new Logger('SubmissionRetention');

  constructor(
    @Inject(APP_CONFIG) private readonly config: Configuration,
    @Inject(SUBMISSION_LEDGER) private readonly ledger: SubmissionLedger,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly leases: JobLeaseService,
  ) {}

  @Cron(RETENTION_CRON, { name: RETENTION_JOB, timeZone: 'Australia/Sydney', waitForCompletion: true })
  async scheduled(): Promise<void> {
    if (!this.config.integrations.submissions.jobsEnabled) return;
    await this.runOnce().catch((error: unknown) => {
      this.logger.warn(`Retention run failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /** One run: how many records were purged, or `undefined` when another instance held the lease. */
  async runOnce(now: Date = this.clock.now()): Promise<number | undefined> {
    const outcome = await this.leases.run(RETENTION_JOB, RETENTION_LEASE_MS, () => this.ledger.purgeExpired(now));
    if (!outcome.ran) return undefined;
    if (outcome.result > 0) this.logger.log(`Retention purged ${outcome.result} expired submission(s)`);
    return outcome.result;
  }
}
