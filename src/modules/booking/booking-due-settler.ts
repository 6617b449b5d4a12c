import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { PaymentsSettleJob, type DueSettler, type SettleReport } from '../payments/payments-settle-job.service';
import { BookingPaymentTasks } from './booking-payment-tasks';
import { BookingSettlementService } from './booking-settlement.service';

/** payments settled per run at most: the rest wait for the next run */
const BATCH = 25;

/**
 * Service booking's part of the settle job (payments-settle.job.ts; docs/booking.md "Settlement"): the card
 * payments whose task is due are settled through the same routine as the visitor's confirm.
 */
@Injectable()
export class BookingDueSettler implements DueSettler, OnModuleInit {
  readonly name = 'booking';
  private readonly logger = new Logger('BookingSettle');

  constructor(
    @Inject(APP_CONFIG) private readonly config: Configuration,
    private readonly tasks: BookingPaymentTasks,
    private readonly settlement: BookingSettlementService,
    private readonly job: PaymentsSettleJob,
  ) {}

  onModuleInit(): void {
    this.job.register(this);
  }

  async settleDue(report: SettleReport, stopAt: number, stopped: () => boolean): Promise<void> {
    for (const listed of await this.tasks.due(BATCH)) {
      if (stopped() || Date.now() > stopAt) break;
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
  }
}
