import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { PaymentsSettleJob, type DueSettler, type SettleReport } from '../payments/payments-settle-job.service';
import { TicketOrders } from './ticket-orders';
import { TicketSettlementService } from './ticket-settlement.service';

/** orders settled per run at most: the rest wait for the next run */
const BATCH = 25;

/**
 * Ticketing's part of the settle job (payments-settle.job.ts; decision 0029 items 4 and 6): the ticket orders whose
 * task is due (a hold over and the grace period past, a card payment nobody confirmed, an order a crashed or
 * restarted server left) are settled through the same routine as the visitor's confirm and abort: tickets issued
 * or the money back, and every hold nobody finished aborted at Vivenu.
 */
@Injectable()
export class TicketDueSettler implements DueSettler, OnModuleInit {
  readonly name = 'ticketing';
  private readonly logger = new Logger('TicketSettle');

  constructor(
    @Inject(APP_CONFIG) private readonly config: Configuration,
    private readonly orders: TicketOrders,
    private readonly settlement: TicketSettlementService,
    private readonly job: PaymentsSettleJob,
  ) {}

  onModuleInit(): void {
    this.job.register(this);
  }

  async settleDue(report: SettleReport, stopAt: number, stopped: () => boolean): Promise<void> {
    for (const listed of await this.orders.due(BATCH)) {
      if (stopped() || Date.now() > stopAt) break;
      try {
        const settled = await this.settlement.settle(listed, { visitor: false });
        if (settled.state === 'confirmed') report.booked += 1;
        else if (settled.state === 'refunded') report.refunded += 1;
        else if (settled.state === 'cancelled' || settled.state === 'released') report.cancelled += 1;
        else report.waiting += 1;
      } catch (error) {
        report.waiting += 1;
        await this.orders.update(listed, {}, this.orders.after()).catch(() => undefined);
        this.logger.warn(
          `Ticket order ${listed.data.order} not settled yet: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    await this.orders.purge(this.config.cache.recordExpirySeconds).catch(() => 0);
  }
}
