import { Inject, Logger, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { PropertyDataModule } from '../property-data/property-data.module';
import { OperatorTokenGuard } from '../../common/server/auth/operator-token.guard';
import { DeliveryJob } from './delivery.job';
import { createDynamoClient, ensureTable } from './dynamo-client';
import { DynamoIndexSweep } from './dynamo-index-sweep';
import { DynamoSubmissionLedger } from './dynamo-submission.ledger';
import { DynamoTaskLedger } from './dynamo-task.ledger';
import { IndexSweepJob } from './index-sweep.job';
import { DynamoLeaseBackend, RedisLeaseBackend, type LeaseBackend } from './job-lease.backends';
import { JobLeaseService } from './job-lease.service';
import { RetentionJob } from './retention.job';
import { SUBMISSION_LEDGER } from './submission-ledger.port';
import { SubmissionsAdminController } from './submissions-admin.controller';
import { SubmissionsService } from './submissions.service';
import { TASK_LEDGER } from './task-ledger.port';
import { RECENT_SUBMISSIONS } from './recent-submissions.port';
import { DYNAMO_CLIENT, LEASE_BACKEND } from './submissions.tokens';

/**
 * The submissions ledger (docs/submissions.md): SubmissionsService (accept, list, replay) for forms and
 * competitions, JobLeaseService for every scheduled job, SUBMISSION_LEDGER for the nightly export,
 * RECENT_SUBMISSIONS for operators' newest-first lists, TASK_LEDGER for a feature's own work items (the booking
 * module's card payments), the delivery, retention and index sweep jobs, and the operators' endpoints. Needs the
 * global ConfigModule and ClockModule, and
 * ScheduleModule.forRoot() once in the app.
 */
@Module({
  imports: [PropertyDataModule],
  controllers: [SubmissionsAdminController],
  providers: [
    {
      provide: DYNAMO_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: Configuration) => createDynamoClient(config.integrations.dynamo),
    },
    {
      provide: SUBMISSION_LEDGER,
      inject: [APP_CONFIG, DYNAMO_CLIENT],
      useFactory: (config: Configuration, client: DynamoDBClient) =>
        new DynamoSubmissionLedger(client, {
          table: config.integrations.dynamo.table,
          recordExpirySeconds: config.cache.recordExpirySeconds,
        }),
    },
    { provide: RECENT_SUBMISSIONS, useExisting: SUBMISSION_LEDGER },
    {
      provide: TASK_LEDGER,
      inject: [APP_CONFIG, DYNAMO_CLIENT],
      useFactory: (config: Configuration, client: DynamoDBClient) =>
        new DynamoTaskLedger(client, {
          table: config.integrations.dynamo.table,
          recordExpirySeconds: config.cache.recordExpirySeconds,
        }),
    },
    {
      provide: DynamoIndexSweep,
      inject: [APP_CONFIG, DYNAMO_CLIENT],
      // each run reads at most a thousand items, and only records due for over a minute are looked at
      useFactory: (config: Configuration, client: DynamoDBClient) =>
        new DynamoIndexSweep(client, { table: config.integrations.dynamo.table, maxItems: 1000, graceMs: 60_000 }),
    },
    {
      provide: LEASE_BACKEND,
      inject: [APP_CONFIG, DYNAMO_CLIENT],
      useFactory: (config: Configuration, client: DynamoDBClient): LeaseBackend =>
        config.cache.redisUrl
          ? new RedisLeaseBackend({
              url: config.cache.redisUrl,
              timeoutMs: config.cache.redisTimeoutMs,
              namespace: config.cache.redisNamespace,
            })
          : new DynamoLeaseBackend(client, config.integrations.dynamo.table),
    },
    JobLeaseService,
    SubmissionsService,
    DeliveryJob,
    RetentionJob,
    IndexSweepJob,
    OperatorTokenGuard,
  ],
  exports: [SubmissionsService, JobLeaseService, SUBMISSION_LEDGER, RECENT_SUBMISSIONS, TASK_LEDGER],
})
export class SubmissionsModule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Submissions');

  constructor(
    @Inject(APP_CONFIG) private readonly config: Configuration,
    @Inject(DYNAMO_CLIENT) private readonly client: DynamoDBClient,
  ) {}

  /** The table is created at boot when missing in demo and test, and in production only when configured to. */
  async onModuleInit(): Promise<void> {
    const dynamo = this.config.integrations.dynamo;
    if (this.config.app.mode !== 'production' || dynamo.createTable) {
      await ensureTable(this.client, dynamo.table, this.logger);
    }
  }

  onApplicationShutdown(): void {
    this.client.destroy();
  }
}
