import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { DynamoIndexSweep, type IndexSweepReport } from './dynamo-index-sweep';
import { JobLeaseService } from './job-lease.service';

export const INDEX_SWEEP_JOB = 'submissions-index-sweep';
/** Rarely: the status index loses no entries in DynamoDB, the sweep is a safety net (docs/submissions.md). */
const INDEX_SWEEP_INTERVAL_MS = 10 * 60_000;
const INDEX_SWEEP_LEASE_MS = 5 * 60_000;

/**
 * Finds pending records missing from the status index and puts them back in it (docs/submissions.md "Index
 * sweep"), so that no accepted submission waits for delivery forever. One instance at a time, under a lease.
 */
@Injectable()
export class IndexSweepJob {
  private readonly logger = new Logger('SubmissionIndexSweep');

  constructor(
    @Inject(APP_CONFIG) private readonly config: Configuration,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly sweep: DynamoIndexSweep,
    private readonly leases: JobLeaseService,
  ) {}

  @Interval(INDEX_SWEEP_JOB, INDEX_SWEEP_INTERVAL_MS)
  async scheduled(): Promise<void> {
    if (!this.config.integrations.submissions.jobsEnabled) return;
    await this.runOnce().catch((error: unknown) => {
      this.logger.warn(`Index sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /** One run: what it read and put back, or `undefined` when another instance held the lease. */
  async runOnce(now: Date = this.clock.now()): Promise<IndexSweepReport | undefined> {
    const outcome = await this.leases.run(INDEX_SWEEP_JOB, INDEX_SWEEP_LEASE_MS, () => this.sweep.run(now));
    if (!outcome.ran) return undefined;
    if (outcome.result.reindexed > 0) {
      this.logger.warn(
        `Index sweep put ${outcome.result.reindexed} pending submission(s) back in the status index ` +
          `(${outcome.result.scanned} item(s) read)`,
      );
    }
    return outcome.result;
  }
}
