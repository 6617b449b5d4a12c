import { Inject, Injectable } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { subscriptionRequest } from '../../common/domain/booking/booking-data';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { CentresService } from '../centres/centres.service';
import type { PaymentIntent } from '../payments/card-payments.port';
import { CardSettlement } from '../payments/card-settlement.service';
import { CrashSwitch } from '../payments/crash-switch.service';
import { PaymentSettlement, type NotSettled, type SettleRequest } from '../payments/payment-settlement.service';
import { PaymentsSettleJob, type SettleReport } from '../payments/payments-settle-job.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { checkoutPrice } from './checkout-view';
import { SeatingService } from './seating.service';
import { TicketOrders, type OrderKey, type TicketOrderData, type TicketOrderTask } from './ticket-orders';
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
  | NotSettled;

export interface TicketSettleRequest extends SettleRequest {
  /** the visitor's confirm of an order with nothing to pay (free, or fully discounted), at this checkout revision */
  free?: { revision: number };
  /** `release`: the visitor gave the hold back (Leave, Back, the tab closed) */
}

/**
 * The one settlement of a ticket order (decision 0029 items 4 and 6) on the settle routine card payments share
 * (payment-settlement.service.ts), taken by the visitor's confirm, the visitor's abort and the settle job alike,
 * under the order's lease (one at a time across instances). A succeeded card payment ends in issued tickets
 * (Vivenu's payment request made with the card payment's reference and confirmed) or, when the checkout lapsed, was
 * aborted or its price is not the one paid, in a refund; a payment that never succeeded is cancelled once its hold
 * and the grace period are over; a hold nobody paid is aborted at Vivenu, its stock back. Each step is safe to make
 * again after a crash at any point.
 */
@Injectable()
export class TicketSettlementService extends PaymentSettlement<TicketOrderData, TicketSettlement, TicketSettleRequest> {
  constructor(
    @Inject(VIVENU) private readonly vivenu: VivenuPort,
    card: CardSettlement,
    job: PaymentsSettleJob,
    private readonly crash: CrashSwitch,
    protected override readonly tasks: TicketOrders,
    private readonly centres: CentresService,
    private readonly subscriptions: SubscriptionsService,
    private readonly seating: SeatingService,
    @Inject(CLOCK) clock: Clock,
    @Inject(APP_CONFIG) config: Pick<Configuration, 'integrations' | 'cache'>,
  ) {
    super('ticketing', 'TicketSettlement', card, job, clock, config);
  }

  protected override async settleOpen(task: TicketOrderTask, request: TicketSettleRequest): Promise<TicketSettlement> {
    const key = this.keyOf(task);
    // a card payment made for an earlier revision of an order that now costs nothing (a promo code made it free
    // after the card step opened): cancelled, unless it was paid meanwhile, which is then settled as paid
    if (task.data.intentId && request.free && task.data.revision !== request.free.revision) {
      const earlier = await this.cancel(task.data.intentId);
      if (earlier !== 'cancelled') return this.fulfil(task, earlier);
      const cleared = await this.tasks.update(task, {
        intentId: undefined,
        amountCents: undefined,
        replacedIntentId: task.data.intentId,
      });
      if (!cleared) throw ticketingUpstreamFailed(new Error(`ticket order ${task.key} changed`));
      return this.settleHeld(cleared, request);
    }
    if (task.data.intentId) return this.byIntent(task, task.data.intentId, request);
    const checkout = await this.read(task, key);
    if (checkout?.status === 'COMPLETE') return this.issued(task, key);
    if (request.free) return this.issueFree(task, key, checkout);
    if (request.release) return this.close(task, { outcome: 'aborted' });
    if (request.visitor) return { state: 'unpaid', status: 'none' };
    // the job: a hold nobody paid for is given back once it is over by the order's own clock, whoever made it and
    // whatever became of that instance (Vivenu's own expiry is the backstop)
    if (checkout?.status === 'NEW' && Date.parse(task.data.expiresAt) > this.clock.now().getTime())
      return this.postpone(task, this.tasks.after(new Date(task.data.expiresAt)));
    return this.close(task, { outcome: 'abandoned' });
  }

  /** A succeeded card payment: the tickets issued for it, or the money back. */
  protected override async fulfil(task: TicketOrderTask, intent: PaymentIntent): Promise<TicketSettlement> {
    const key = this.keyOf(task);
    if (intent.amount !== task.data.amountCents || intent.metadata?.checkout_id !== task.data.checkoutId)
      return this.refund(task, 'price');
    const checkout = await this.read(task, key);
    if (!checkout) return this.refund(task, 'lapsed');
    if (checkout.status === 'COMPLETE') return this.issued(task, key);
    // Vivenu has no re-reserve of a lapsed checkout: the payment is refunded (decision 0029 item 4). An ABORTED
    // checkout whose order is still open lapsed at Vivenu: the site's own aborts close the order under its lease.
    if (checkout.status === 'ABORTED' || !(Date.parse(checkout.expiresAt) > this.clock.now().getTime()))
      return this.refund(task, 'lapsed');
    const { price, agrees } = checkoutPrice(checkout, task.data.fees, task.data.tax);
    if (!agrees || price.totalCents !== intent.amount) {
      this.logger.warn(
        `Checkout ${task.data.checkoutId}: paid ${intent.amount}, priced ${price.totalCents}, Vivenu ${checkout.realPrice}`,
      );
      return this.refund(task, 'price');
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
      if (error instanceof VivenuError && !error.unanswered && task.data.intentId) return this.refund(task, 'refused');
      throw ticketingUpstreamFailed(error);
    }
    return this.issued(task, key);
  }

  /** The checkout is COMPLETE: its transaction, the visitor's sign-up, the task closed. */
  private async issued(task: TicketOrderTask, key: CheckoutKey): Promise<TicketSettlement> {
    let tickets;
    try {
      tickets = await this.vivenu.checkoutTickets(task.data.centre, { ...key, answers: this.tasks.answersOf(task) });
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

  /**
   * Gives the checkout's stock back at Vivenu (a checkout already aborted, lapsed or gone has none to give), and a
   * seated checkout's seats at the seating service: its seat reservation cancelled (Vivenu leaves it to the seating
   * service; one already gone has none to give).
   */
  protected override async giveBack(task: TicketOrderTask): Promise<void> {
    const key = this.keyOf(task);
    try {
      await this.vivenu.abort(task.data.centre, key);
    } catch (error) {
      if (!(error instanceof VivenuError) || error.unanswered) throw ticketingUpstreamFailed(error);
    }
    if (key.seatingToken) await this.seating.cancelHeld(key.seatingToken);
  }

  private async read(task: TicketOrderTask, key: CheckoutKey): Promise<VivenuCheckout | undefined> {
    try {
      return await this.vivenu.readCheckout(task.data.centre, key);
    } catch (error) {
      if (error instanceof VivenuError && error.notFound) return undefined;
      throw ticketingUpstreamFailed(error);
    }
  }

  private async signUp(task: TicketOrderTask): Promise<TicketOrderData['subscription']> {
    const signUp = this.tasks.signUpOf(task);
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

  protected override cancelled(request: TicketSettleRequest): Partial<TicketOrderData> {
    return { outcome: request.release ? 'aborted' : 'cancelled', reason: 'abandoned' };
  }

  override outcomeOf(task: TicketOrderTask): TicketSettlement {
    return outcomeOf(task);
  }

  protected override tally(settled: TicketSettlement): keyof SettleReport {
    if (settled.state === 'confirmed') return 'booked';
    if (settled.state === 'refunded') return 'refunded';
    if (settled.state === 'cancelled' || settled.state === 'released') return 'cancelled';
    return 'waiting';
  }

  protected override leaseOf(task: TicketOrderTask): string {
    return `ticket-order-${task.data.order}`;
  }

  protected override label(task: TicketOrderTask): string {
    return `ticket order ${task.data.order}`;
  }

  protected override holdEndsAt(task: TicketOrderTask): string {
    return task.data.expiresAt;
  }

  protected override failed(cause: unknown): Error {
    return ticketingUpstreamFailed(cause);
  }

  /** The checkout's id and secret (and a seated one's seat reservation), sealed in the order. */
  private keyOf(task: TicketOrderTask): OrderKey {
    const key = this.tasks.keyOf(task);
    if (!key) throw ticketingUpstreamFailed(new Error(`ticket order ${task.key} has no checkout key`));
    return key;
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
