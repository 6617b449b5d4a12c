import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { subscriptionRequest } from '../../common/domain/booking/booking-data';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { CentresService } from '../centres/centres.service';
import type { PaymentIntent } from '../payments/card-payments.port';
import { CardSettlement } from '../payments/card-settlement.service';
import { CrashSwitch } from '../payments/crash-switch.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { checkoutPrice } from './checkout-view';
import { TicketOrders, type TicketOrderData, type TicketOrderTask } from './ticket-orders';
import { ticketingUpstreamFailed, type RefundReason } from './ticketing.errors';
import { VIVENU, VivenuError, type CheckoutKey, type VivenuPort } from './vivenu.port';
import type { VivenuCheckout } from './vivenu.wire';

/** What a ticket order's settlement came to. */
export type TicketSettlement =
  | { state: 'confirmed' }
  | { state: 'refunded'; reason: RefundReason }
  | { state: 'cancelled' }
  /** the hold was given back with nothing paid (aborted by the visitor, or abandoned) */
  | { state: 'released' }
  /** the card payment has not succeeded (the visitor is told; the job waits for the hold and the grace period) */
  | { state: 'unpaid'; status: string }
  | { state: 'waiting' };

export interface TicketSettleRequest {
  /** the visitor's confirm, or the settle job */
  visitor: boolean;
  /** the visitor's confirm of an order with nothing to pay (free, or fully discounted), at this checkout revision */
  free?: { revision: number };
  /** the visitor gave the hold back (Leave, Back, the tab closed) */
  abort?: boolean;
}

/**
 * The one settlement of a ticket order (decision 0029 items 4 and 6), taken by the visitor's confirm, the visitor's
 * abort and the settle job alike, under the order's lease (one at a time across instances). A succeeded card
 * payment ends in issued tickets (Vivenu's payment request made with the card payment's reference and confirmed)
 * or, when the checkout lapsed, was aborted or its price is not the one paid, in a refund; a payment that never
 * succeeded is cancelled once its hold and the grace period are over; a hold nobody paid is aborted at Vivenu, its
 * stock back. Each step is safe to make again after a crash at any point.
 */
@Injectable()
export class TicketSettlementService {
  private readonly logger = new Logger('TicketSettlement');
  private readonly leaseMs: number;

  constructor(
    @Inject(VIVENU) private readonly vivenu: VivenuPort,
    private readonly card: CardSettlement,
    private readonly crash: CrashSwitch,
    private readonly orders: TicketOrders,
    private readonly centres: CentresService,
    private readonly subscriptions: SubscriptionsService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: Pick<Configuration, 'integrations'>,
  ) {
    this.leaseMs = config.integrations.booking.settleLeaseMs;
  }

  async settle(task: TicketOrderTask, request: TicketSettleRequest): Promise<TicketSettlement> {
    const run = await this.card.underLease(
      `ticket-order-${task.data.order}`,
      this.leaseMs,
      request.visitor,
      () => this.settleHeld(task, request),
      async () => {
        const now = await this.orders.reread(task);
        return now?.state === 'closed' ? outcomeOf(now) : undefined;
      },
    );
    if (run.ran) return run.result;
    if (request.visitor) throw ticketingUpstreamFailed(new Error(`ticket order ${task.data.order} is being settled`));
    return { state: 'waiting' };
  }

  private async settleHeld(read: TicketOrderTask, request: TicketSettleRequest): Promise<TicketSettlement> {
    const task = await this.orders.reread(read);
    if (!task) throw ticketingUpstreamFailed(new Error(`ticket order ${read.key} is missing`));
    if (task.state === 'closed') return outcomeOf(task);
    const key = this.orders.keyOf(task);
    if (!key) throw ticketingUpstreamFailed(new Error(`ticket order ${task.key} has no checkout key`));
    // a card payment made for an earlier revision of an order that now costs nothing (a promo code made it free
    // after the card step opened): cancelled, unless it was paid meanwhile, which is then settled as paid
    if (task.data.intentId && request.free && task.data.revision !== request.free.revision) {
      const earlier = await this.cancel(task.data.intentId);
      if (earlier !== 'cancelled') return this.issueOrRefund(task, key, earlier);
      const cleared = await this.orders.update(task, {
        intentId: undefined,
        amountCents: undefined,
        replacedIntentId: task.data.intentId,
      });
      if (!cleared) throw ticketingUpstreamFailed(new Error(`ticket order ${task.key} changed`));
      return this.settleHeld(cleared, request);
    }
    if (task.data.intentId) {
      const intent = await this.intent(task.data.intentId);
      if (intent.status === 'succeeded') return this.issueOrRefund(task, key, intent);
      if (intent.status === 'canceled') {
        await this.abort(task, key);
        return this.finish(task, { outcome: 'cancelled', reason: 'abandoned' });
      }
      return this.unpaid(task, key, intent, request);
    }
    const checkout = await this.read(task, key);
    if (checkout?.status === 'COMPLETE') return this.issued(task, key);
    if (request.free) return this.issueFree(task, key, checkout);
    if (request.abort) {
      await this.abort(task, key);
      return this.finish(task, { outcome: 'aborted' });
    }
    if (request.visitor) return { state: 'unpaid', status: 'none' };
    // the job: a hold nobody paid for is given back once it is over by the order's own clock, whoever made it and
    // whatever became of that instance (Vivenu's own expiry is the backstop)
    if (checkout?.status === 'NEW' && Date.parse(task.data.expiresAt) > this.clock.now().getTime())
      return this.postpone(task, this.orders.after(new Date(task.data.expiresAt)));
    await this.abort(task, key);
    return this.finish(task, { outcome: 'abandoned' });
  }

  /** A succeeded card payment: the tickets issued for it, or the money back. */
  private async issueOrRefund(
    task: TicketOrderTask,
    key: CheckoutKey,
    intent: PaymentIntent,
  ): Promise<TicketSettlement> {
    if (intent.amount !== task.data.amountCents || intent.metadata?.checkout_id !== task.data.checkoutId)
      return this.refund(task, key, 'price');
    const checkout = await this.read(task, key);
    if (!checkout) return this.refund(task, key, 'lapsed');
    if (checkout.status === 'COMPLETE') return this.issued(task, key);
    // Vivenu has no re-reserve of a lapsed checkout: the payment is refunded (decision 0029 item 4). An ABORTED
    // checkout whose order is still open lapsed at Vivenu: the site's own aborts close the order under its lease.
    if (checkout.status === 'ABORTED' || !(Date.parse(checkout.expiresAt) > this.clock.now().getTime()))
      return this.refund(task, key, 'lapsed');
    const { price, agrees } = checkoutPrice(checkout, task.data.fees, task.data.tax);
    if (!agrees || price.totalCents !== intent.amount) {
      this.logger.warn(
        `Checkout ${task.data.checkoutId}: paid ${intent.amount}, priced ${price.totalCents}, Vivenu ${checkout.realPrice}`,
      );
      return this.refund(task, key, 'price');
    }
    return this.complete(task, key, intent.id);
  }

  /** An order with nothing to pay (a free event, a fully discounted cart), checked as Vivenu prices it now. */
  private async issueFree(
    task: TicketOrderTask,
    key: CheckoutKey,
    checkout: VivenuCheckout | undefined,
  ): Promise<TicketSettlement> {
    if (!checkout || checkout.status !== 'NEW' || !(Date.parse(checkout.expiresAt) > this.clock.now().getTime()))
      return { state: 'unpaid', status: 'lapsed' };
    const { price, agrees } = checkoutPrice(checkout, task.data.fees, task.data.tax);
    if (!agrees || price.totalCents !== 0) return { state: 'unpaid', status: 'priced' };
    return this.complete(task, key, `free-${task.data.order}`);
  }

  /**
   * Vivenu's payment request for the checkout, made with the reference of what paid it (found again when asked
   * twice), confirmed: the checkout COMPLETE, its tickets issued.
   */
  private async complete(task: TicketOrderTask, key: CheckoutKey, reference: string): Promise<TicketSettlement> {
    try {
      const made = await this.vivenu.paymentRequestsFor(task.data.centre, key.checkoutId);
      const request =
        made.find((one) => one.processors.some((processor) => processor.reference === reference)) ??
        (await this.vivenu.createPaymentRequest(task.data.centre, { ...key, reference }));
      if (request.status !== 'SUCCEEDED')
        await this.vivenu.confirmPaymentRequest(task.data.centre, { id: request._id, secret: request.secret });
      this.crash.reached('tickets-issued');
    } catch (error) {
      // Vivenu refused (the checkout lapsed or was aborted meanwhile): no tickets, the money back
      if (error instanceof VivenuError && !error.unanswered && task.data.intentId)
        return this.refund(task, key, 'refused');
      throw ticketingUpstreamFailed(error);
    }
    return this.issued(task, key);
  }

  /** The checkout is COMPLETE: its transaction, the visitor's sign-up, the task closed. */
  private async issued(task: TicketOrderTask, key: CheckoutKey): Promise<TicketSettlement> {
    let tickets;
    try {
      tickets = await this.vivenu.checkoutTickets(task.data.centre, { ...key, answers: this.orders.answersOf(task) });
    } catch (error) {
      throw ticketingUpstreamFailed(error);
    }
    const subscription = await this.signUp(task);
    this.logger.log(
      `Ticket order ${task.data.order} confirmed: ${tickets.tickets.length} ticket(s), ${tickets.transactionId}`,
    );
    return this.finish(task, {
      outcome: 'confirmed',
      transactionId: tickets.transactionId,
      invoiceNo: tickets.invoiceNo,
      tickets: tickets.tickets.length,
      ...(subscription ? { subscription } : {}),
    });
  }

  /** Not paid: the visitor is told so; the job leaves it until the hold and the grace period are over, then cancels. */
  private async unpaid(
    task: TicketOrderTask,
    key: CheckoutKey,
    intent: PaymentIntent,
    request: TicketSettleRequest,
  ): Promise<TicketSettlement> {
    if (request.visitor && !request.abort) return { state: 'unpaid', status: intent.status };
    const lapse = Date.parse(task.data.expiresAt) + this.orders.grace;
    // a card still being processed is never cancelled under it
    if (intent.status === 'processing') return this.postpone(task, this.orders.after());
    if (!request.abort && this.clock.now().getTime() < lapse) return this.postpone(task, new Date(lapse));
    const cancelled = await this.cancel(intent.id);
    if (cancelled !== 'cancelled') return this.issueOrRefund(task, key, cancelled);
    await this.abort(task, key);
    return this.finish(task, { outcome: request.abort ? 'aborted' : 'cancelled', reason: 'abandoned' });
  }

  private async refund(task: TicketOrderTask, key: CheckoutKey, reason: RefundReason): Promise<TicketSettlement> {
    const intentId = task.data.intentId!;
    let refundId: string | undefined;
    try {
      refundId = await this.card.refund(intentId, 'ticketing', 'requested_by_customer');
    } catch (error) {
      throw ticketingUpstreamFailed(error);
    }
    await this.abort(task, key);
    this.logger.warn(`Refunded payment ${intentId} of ticket order ${task.data.order} (${reason})`);
    return this.finish(task, { outcome: 'refunded', reason, ...(refundId ? { refundId } : {}) });
  }

  /** Gives the checkout's stock back at Vivenu (a checkout already aborted, lapsed or gone has none to give). */
  private async abort(task: TicketOrderTask, key: CheckoutKey): Promise<void> {
    try {
      await this.vivenu.abort(task.data.centre, key);
    } catch (error) {
      if (error instanceof VivenuError && !error.unanswered) return;
      throw ticketingUpstreamFailed(error);
    }
  }

  private async read(task: TicketOrderTask, key: CheckoutKey): Promise<VivenuCheckout | undefined> {
    try {
      return await this.vivenu.readCheckout(task.data.centre, key);
    } catch (error) {
      if (error instanceof VivenuError && error.notFound) return undefined;
      throw ticketingUpstreamFailed(error);
    }
  }

  private async cancel(intentId: string): Promise<'cancelled' | PaymentIntent> {
    try {
      return await this.card.cancelUnpaid(intentId);
    } catch (error) {
      throw ticketingUpstreamFailed(error);
    }
  }

  private async intent(id: string): Promise<PaymentIntent> {
    try {
      return await this.card.intent(id);
    } catch (error) {
      throw ticketingUpstreamFailed(error);
    }
  }

  private async signUp(task: TicketOrderTask): Promise<TicketOrderData['subscription']> {
    const signUp = this.orders.signUpOf(task);
    const centre = this.centres.bySlug(task.data.centre);
    if (!signUp || !centre) return undefined;
    try {
      const request = subscriptionRequest(signUp, this.clock.now().toISOString(), 'vivenu');
      const made = await this.subscriptions.signUp(centre, { ...request }, `ticket-order-${task.data.order}`);
      return made.created ? 'accepted' : 'subscribed';
    } catch (error) {
      this.logger.warn(`Sign-up with ticket order ${task.data.order} failed: ${(error as Error)?.message ?? error}`);
      return 'failed';
    }
  }

  private async postpone(task: TicketOrderTask, until: Date): Promise<TicketSettlement> {
    await this.orders.update(task, {}, until);
    return { state: 'waiting' };
  }

  /** Closes the task (read again when another write came meanwhile) and says what became of the order. */
  private async finish(task: TicketOrderTask, data: Partial<TicketOrderData>): Promise<TicketSettlement> {
    let current: TicketOrderTask | undefined = task;
    while (current?.state === 'open') {
      const closed = await this.orders.close(current, data);
      if (closed) return outcomeOf(closed);
      current = await this.orders.reread(current);
    }
    if (!current) throw ticketingUpstreamFailed(new Error(`ticket order ${task.key} is missing`));
    return outcomeOf(current);
  }
}

export function outcomeOf(task: TicketOrderTask): TicketSettlement {
  switch (task.data.outcome) {
    case 'confirmed':
      return { state: 'confirmed' };
    case 'refunded':
      return { state: 'refunded', reason: (task.data.reason as RefundReason | undefined) ?? 'refused' };
    case 'cancelled':
      return { state: 'cancelled' };
    default:
      return { state: 'released' };
  }
}
