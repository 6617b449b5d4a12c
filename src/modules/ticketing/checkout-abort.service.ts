import { Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import { TicketOrders } from './ticket-orders';
import { TicketSettlementService } from './ticket-settlement.service';
import { TicketingCheckouts } from './ticketing-checkouts';

/**
 * POST /api/checkout/abort (spec 3 §4.2; decision 0029 item 6): the visitor left (Leave, Back past the checkout, the
 * tab closed: a beacon), so the checkout is aborted at Vivenu at once and its stock is back, through the order's
 * settlement (a card payment already taken is settled, never dropped: refunded as the checkout is gone). A token
 * that no longer opens has nothing to give back.
 */
@Injectable()
export class CheckoutAbortService {
  constructor(
    private readonly checkouts: TicketingCheckouts,
    private readonly orders: TicketOrders,
    private readonly settlement: TicketSettlementService,
  ) {}

  async abort(centre: CentreConfig, token: unknown): Promise<{ status: 'aborted' }> {
    const facts = this.checkouts.openLapsed(centre, token);
    const task = await this.orders.get(facts.order);
    if (task?.state === 'open') await this.settlement.settle(task, { visitor: false, release: true });
    return { status: 'aborted' };
  }
}
