import { Inject, Injectable } from '@nestjs/common';
import {
  CARD_PAYMENTS,
  CardPaymentsError,
  type CardPaymentsPort,
  type PaymentIntent,
  type RefundReason,
} from './card-payments.port';
import { JobLeaseService } from '../submissions/submissions.service';

/** how long a visitor's confirm waits for a settlement another instance is making before it gives up */
const WAIT_FOR_OTHER_MS = 15_000;

/** What a settlement under the lease came to: its result, or nothing yet (another instance is settling it). */
export type LeasedSettlement<R> = { ran: true; result: R } | { ran: false };

/**
 * The steps every card payment's settlement takes, whatever it pays for (decision 0026, 0029 item 4): one
 * settlement at a time per order across instances (the visitor's confirm waits for the job's, and takes its
 * outcome), the intent read at Stripe, a refund that is the same refund when asked again after a crash, and the
 * cancel of an intent nobody paid that settles what the intent became meanwhile.
 */
@Injectable()
export class CardSettlement {
  constructor(
    @Inject(CARD_PAYMENTS) private readonly cards: CardPaymentsPort,
    private readonly leases: JobLeaseService,
  ) {}

  /**
   * Runs `work` under the order's lease. Held elsewhere: the job moves on at once; a visitor waits, looking for the
   * outcome the other settlement left (`settledMeanwhile`), then gives up.
   */
  async underLease<R>(
    lease: string,
    leaseMs: number,
    visitor: boolean,
    work: () => Promise<R>,
    settledMeanwhile: () => Promise<R | undefined>,
  ): Promise<LeasedSettlement<R>> {
    const giveUpAt = Date.now() + (visitor ? WAIT_FOR_OTHER_MS : 0);
    for (;;) {
      const run = await this.leases.run(lease, leaseMs, work);
      if (run.ran) return { ran: true, result: run.result };
      if (Date.now() >= giveUpAt) return { ran: false };
      await new Promise((resolve) => setTimeout(resolve, 200));
      const settled = await settledMeanwhile();
      if (settled !== undefined) return { ran: true, result: settled };
    }
  }

  intent(id: string): Promise<PaymentIntent> {
    return this.cards.retrieveIntent(id);
  }

  /** Refunds the whole payment; the refund's id, or undefined when it was refunded already. */
  async refund(intentId: string, keyPrefix: string, reason: RefundReason): Promise<string | undefined> {
    try {
      // the key makes a refund asked again after a crash the same refund
      const refund = await this.cards.refundIntent(intentId, {
        idempotencyKey: `${keyPrefix}-refund-${intentId}`,
        reason,
      });
      return refund.id;
    } catch (error) {
      if (error instanceof CardPaymentsError && error.card?.code === 'charge_already_refunded') return undefined;
      throw error;
    }
  }

  /**
   * Cancels an intent nobody paid: 'cancelled', or the intent as it is now when it succeeded meanwhile (Stripe
   * refuses to cancel a succeeded one) so the caller settles that instead.
   */
  async cancelUnpaid(intentId: string): Promise<'cancelled' | PaymentIntent> {
    try {
      await this.cards.cancelIntent(intentId, 'abandoned');
      return 'cancelled';
    } catch (error) {
      if (!(error instanceof CardPaymentsError && error.status === 400)) throw error;
      const current = await this.cards.retrieveIntent(intentId);
      if (current.status === 'succeeded') return current;
      if (current.status !== 'canceled') throw error;
      return 'cancelled';
    }
  }
}
