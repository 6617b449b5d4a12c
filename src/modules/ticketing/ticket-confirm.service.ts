import { Inject, Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type { TicketConfirmation } from '../../common/domain/ticketing/ticketing-wire';
import { RequestIdempotency } from '../payments/request-idempotency.service';
import type { ConfirmTicketsDto } from './checkout.request.dto';
import { TicketOrders, type TicketOrderTask } from './ticket-orders';
import { TicketSettlementService, type TicketSettlement } from './ticket-settlement.service';
import { TicketingCheckouts } from './ticketing-checkouts';
import {
  checkoutLapsed,
  paymentCancelled,
  paymentFailed,
  paymentRefunded,
  TICKETING_MESSAGES,
  ticketingRequestInvalid,
  ticketingUpstreamFailed,
} from './ticketing.errors';
import { toConfirmation } from './vivenu.mapper';
import { VIVENU, type VivenuPort } from './vivenu.port';

/** how long a confirmation's Idempotency-Key keeps its first body */
const KEY_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/confirm-booking and GET /api/checkout/tickets (spec 3 §4.2, §7.1): the ticket order settled
 * (ticket-settlement.service.ts: the card payment read at Stripe, then tickets issued, or refunded and the visitor
 * told in plain words); an order with nothing to pay is issued without a card. A double or retried confirmation
 * answers the same tickets: the order's task is closed once, and the tickets are Vivenu's.
 */
@Injectable()
export class TicketConfirmService {
  private readonly running = new Map<string, Promise<TicketSettlement>>();

  constructor(
    @Inject(VIVENU) private readonly vivenu: VivenuPort,
    private readonly checkouts: TicketingCheckouts,
    private readonly orders: TicketOrders,
    private readonly settlement: TicketSettlementService,
    private readonly idempotency: RequestIdempotency,
  ) {}

  async confirm(centre: CentreConfig, body: ConfirmTicketsDto, idempotencyKey?: string): Promise<TicketConfirmation> {
    // a paid order is settled whatever its hold: the payment decides (a lapsed one is refunded)
    const facts = this.checkouts.openLapsed(centre, body.token);
    await this.idempotency.check(
      'ticketing:confirm',
      centre.slug,
      idempotencyKey,
      { token: body.token, paymentIntentId: body.paymentIntentId },
      KEY_KEPT_MS,
    );
    const task = await this.orders.get(facts.order);
    if (!task) throw checkoutLapsed();
    if (task.state === 'open') {
      if (body.paymentIntentId && task.data.intentId !== body.paymentIntentId) throw paymentFailed();
      // a payment of this revision is confirmed with it; one of an earlier revision the settlement cancels
      if (!body.paymentIntentId && task.data.intentId && task.data.revision === facts.revision)
        throw ticketingRequestInvalid(TICKETING_MESSAGES.payFirst);
      if (!facts.detailsGiven) throw ticketingRequestInvalid(TICKETING_MESSAGES.detailsFirst);
    }
    const settled = await this.once(task, body.paymentIntentId ? undefined : { revision: facts.revision });
    switch (settled.state) {
      case 'confirmed':
        return this.tickets(centre, task);
      case 'refunded':
        throw paymentRefunded(settled.reason);
      case 'cancelled':
        throw paymentCancelled();
      case 'released':
        throw checkoutLapsed();
      case 'unpaid':
        if (settled.status === 'lapsed') throw checkoutLapsed();
        if (settled.status === 'none' || settled.status === 'priced')
          throw ticketingRequestInvalid(TICKETING_MESSAGES.payFirst);
        throw paymentFailed();
      default:
        throw ticketingUpstreamFailed(new Error(`ticket order ${facts.order} is still being settled`));
    }
  }

  /** GET /api/checkout/tickets?token=: the confirmation again (the confirmation step's refetch). */
  async refetch(centre: CentreConfig, token: unknown): Promise<TicketConfirmation> {
    const facts = this.checkouts.openLapsed(centre, token);
    const task = await this.orders.get(facts.order);
    if (!task || task.state !== 'closed' || task.data.outcome !== 'confirmed')
      throw ticketingRequestInvalid(TICKETING_MESSAGES.payFirst);
    return this.tickets(centre, task);
  }

  /** A double click on this instance waits for the first confirmation instead of settling twice. */
  private once(task: TicketOrderTask, free: { revision: number } | undefined): Promise<TicketSettlement> {
    const running = this.running.get(task.key);
    if (running) return running;
    const started = this.settlement
      .settle(task, { visitor: true, ...(free ? { free } : {}) })
      .finally(() => this.running.delete(task.key));
    this.running.set(task.key, started);
    return started;
  }

  private async tickets(centre: CentreConfig, task: TicketOrderTask): Promise<TicketConfirmation> {
    const key = this.orders.keyOf(task);
    if (!key) throw checkoutLapsed();
    try {
      return toConfirmation(
        await this.vivenu.checkoutTickets(centre.slug, { ...key, answers: this.orders.answersOf(task) }),
      );
    } catch (error) {
      throw ticketingUpstreamFailed(error);
    }
  }
}
