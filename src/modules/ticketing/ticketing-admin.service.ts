import { Injectable } from '@nestjs/common';
import { TicketOrders, type TicketOrderOutcome, type TicketOrderTask } from './ticket-orders';

/** A ticket order as operators see it: ids, amounts and outcomes, never who (docs/ticketing.md "Operators"). */
export interface TicketOrderEntry {
  order: string;
  centre: string;
  eventId: string;
  eventName: string;
  eventStart: string;
  checkoutId: string;
  tickets: number;
  /** a seated event's order: how many of its tickets are seats */
  seats?: number;
  /** open: held now (or a payment not settled yet) */
  status: 'open' | TicketOrderOutcome;
  reason?: string;
  /** the card payment: Stripe's PaymentIntent id, the amount and what became of it */
  payment?: {
    reference: string;
    amountCents: number;
    outcome: 'unsettled' | 'paid' | 'refunded' | 'cancelled';
    refund?: string;
  };
  /** a card payment of an earlier cart, cancelled when a promo code made the order free */
  replacedPayment?: string;
  transactionId?: string;
  invoiceNo?: string;
  createdAt: string;
  /** open: when the hold lapses; closed: when it was settled */
  holdEndsAt: string;
  settledAt?: string;
}

export interface TicketOrdersOverview {
  confirmed: TicketOrderEntry[];
  abandoned: TicketOrderEntry[];
  failed: TicketOrderEntry[];
  aborted: TicketOrderEntry[];
  open: TicketOrderEntry[];
  /** every order that had a card payment, with its reference and outcome */
  payments: TicketOrderEntry[];
}

/**
 * What GET /api/admin/ticket-orders lists, newest first: the ticket orders of the ledger by what became of them:
 * confirmed (tickets issued), abandoned (a hold nobody finished, aborted by the settle job), failed (a card payment
 * refunded or cancelled instead of tickets), aborted (given back by the visitor), open (held now), and the card
 * payments among them. No personal data.
 */
@Injectable()
export class TicketingAdminService {
  constructor(private readonly orders: TicketOrders) {}

  async overview(limit: number): Promise<TicketOrdersOverview> {
    const [open, closed] = await Promise.all([this.orders.recent('open', limit), this.orders.recent('closed', limit)]);
    const entries = [...open, ...closed]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, limit)
      .map(entryOf);
    const having = (...statuses: TicketOrderEntry['status'][]) => entries.filter((e) => statuses.includes(e.status));
    return {
      confirmed: having('confirmed'),
      abandoned: having('abandoned'),
      failed: having('refunded', 'cancelled', 'failed'),
      aborted: having('aborted'),
      open: having('open'),
      payments: entries.filter((entry) => entry.payment),
    };
  }
}

function entryOf(task: TicketOrderTask): TicketOrderEntry {
  const d = task.data;
  const status = task.state === 'open' ? 'open' : (d.outcome ?? 'failed');
  return {
    order: d.order,
    centre: d.centre,
    eventId: d.eventId,
    eventName: d.eventName,
    eventStart: d.eventStart,
    checkoutId: d.checkoutId,
    tickets: d.tickets,
    ...(d.seats ? { seats: d.seats } : {}),
    status,
    ...(d.reason ? { reason: d.reason } : {}),
    ...(d.intentId
      ? {
          payment: {
            reference: d.intentId,
            amountCents: d.amountCents ?? 0,
            outcome:
              status === 'open'
                ? 'unsettled'
                : status === 'confirmed'
                  ? 'paid'
                  : status === 'refunded'
                    ? 'refunded'
                    : 'cancelled',
            ...(d.refundId ? { refund: d.refundId } : {}),
          },
        }
      : {}),
    ...(d.replacedIntentId ? { replacedPayment: d.replacedIntentId } : {}),
    ...(d.transactionId ? { transactionId: d.transactionId } : {}),
    ...(d.invoiceNo ? { invoiceNo: d.invoiceNo } : {}),
    createdAt: task.createdAt,
    holdEndsAt: d.expiresAt,
    ...(task.state === 'closed' ? { settledAt: task.dueAt } : {}),
  };
}
