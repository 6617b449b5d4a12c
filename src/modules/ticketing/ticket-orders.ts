import { Inject, Injectable } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { IdentityKeys } from '../../common/server/identity/identity-keys';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { PaymentTaskQueue } from '../payments/payment-task-queue.service';
import { TASK_LEDGER, type LedgerTask, type TaskLedger } from '../submissions/task-ledger.port';
import type { FeeSettings, TaxSettings, TicketingAnswers } from '../../common/domain/ticketing/ticketing-wire';
import type { CheckoutFacts } from './ticketing-checkouts';
import type { CheckoutKey } from './vivenu.port';

export const TICKET_ORDER_QUEUE = 'ticket-order';
const KEY_SEAL = 'ticket-order-checkout';
const SIGN_UP_SEAL = 'ticket-order-sign-up';
const ANSWERS_SEAL = 'ticket-order-answers';

/**
 * What became of a ticket order (docs/ticketing.md "Operators"): tickets issued; the hold given back by the visitor
 * (aborted) or found lapsed by the job (abandoned); a card payment refunded or cancelled instead; refused (failed).
 */
export type TicketOrderOutcome = 'confirmed' | 'aborted' | 'abandoned' | 'refunded' | 'cancelled' | 'failed';

/** The newsletter sign-up a visitor who is not a member asked for with their details (sealed in the task). */
export interface TicketSignUp {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  postcode: string;
}

/** A ticket order's task: open from the moment its checkout holds tickets until the server settled it. */
export interface TicketOrderData {
  centre: string;
  order: string;
  eventId: string;
  eventName: string;
  eventStart: string;
  checkoutId: string;
  /** the checkout's id and secret (and its seat reservation's token), sealed: the job aborts or completes with them */
  key: string;
  /** ISO instant the hold lapses at Vivenu */
  expiresAt: string;
  /** tickets held (the latest cart), issued once confirmed */
  tickets: number;
  /** of them, seated tickets (one seat each) of a seated event */
  seats?: number;
  /** the event's price settings the checkout is priced with (decision 0029 item 3) */
  fees: FeeSettings;
  tax: TaxSettings;
  /** the card payment: written before its intent is handed out */
  intentId?: string;
  amountCents?: number;
  /** the checkout revision it pays for */
  revision?: number;
  /** a card payment of an earlier revision, cancelled when a promo code made the order free */
  replacedIntentId?: string;
  signUp?: string;
  /** the visitor's answers (event and per ticket), sealed: the issued tickets are asked for with them */
  answers?: string;
  outcome?: TicketOrderOutcome;
  reason?: string;
  transactionId?: string;
  invoiceNo?: string;
  refundId?: string;
  subscription?: 'accepted' | 'subscribed' | 'failed';
}

export type TicketOrderTask = LedgerTask<TicketOrderData>;

/** The checkout an order settles, and the seat reservation a seated one holds its seats under. */
export interface OrderKey extends CheckoutKey {
  seatingToken?: string;
}

/**
 * The ticket orders in the ledger (queue `ticket-order`; decision 0029 items 4 and 6): one per checkout, written when
 * the checkout is made, so the server knows every hold it made (a restarted one aborts those nobody finished) and
 * every card payment it handed out (written to the task before the intent leaves). Due when the hold and the grace
 * period are over. No personal data in the clear: the checkout's secret, a seat reservation's token and a sign-up are
 * sealed.
 */
@Injectable()
export class TicketOrders extends PaymentTaskQueue<TicketOrderData> {
  constructor(
    @Inject(TASK_LEDGER) ledger: TaskLedger,
    private readonly keys: IdentityKeys,
    @Inject(CLOCK) clock: Clock,
    @Inject(APP_CONFIG) config: Pick<Configuration, 'integrations'>,
  ) {
    super(TICKET_ORDER_QUEUE, ledger, clock, config.integrations.booking.settleGraceMs);
  }

  /** The order's task when its checkout is made (the same order again: the first one). */
  start(facts: CheckoutFacts, tickets: number, seats = 0): Promise<TicketOrderTask> {
    return this.open(
      facts.order,
      {
        centre: facts.centre,
        order: facts.order,
        eventId: facts.eventId,
        eventName: facts.eventName,
        eventStart: facts.eventStart,
        checkoutId: facts.checkoutId,
        key: this.sealKey(facts),
        expiresAt: new Date(facts.expiresAt).toISOString(),
        tickets,
        ...(seats > 0 ? { seats } : {}),
        fees: facts.fees,
        tax: facts.tax,
      },
      this.after(new Date(facts.expiresAt)),
    );
  }

  get(order: string): Promise<TicketOrderTask | undefined> {
    return this.find(order);
  }

  /** Writes `data` to the open task, read again while another writer got there first. */
  async write(task: TicketOrderTask, data: Partial<TicketOrderData>, dueAt?: Date): Promise<TicketOrderTask> {
    let current: TicketOrderTask | undefined = task;
    for (let attempt = 0; attempt < 5 && current?.state === 'open'; attempt += 1) {
      const written = await this.update(current, data, dueAt);
      if (written) return written;
      current = await this.reread(current);
    }
    return current ?? task;
  }

  /** what the order's task keeps of the checkout to settle it: its id and secret, its seat reservation's token */
  sealKey(facts: Pick<CheckoutFacts, 'checkoutId' | 'secret' | 'seatingToken'>): string {
    const { checkoutId, secret, seatingToken } = facts;
    return this.keys.seal(KEY_SEAL, { checkoutId, secret, ...(seatingToken ? { seatingToken } : {}) });
  }

  keyOf(task: TicketOrderTask): OrderKey | undefined {
    return this.keys.open<OrderKey>(KEY_SEAL, task.data.key);
  }

  sealSignUp(signUp: TicketSignUp): string {
    return this.keys.seal(SIGN_UP_SEAL, signUp);
  }

  sealAnswers(answers: TicketingAnswers): string {
    return this.keys.seal(ANSWERS_SEAL, answers);
  }

  /** The answers the tickets are asked for with (spec 3 §7.3 `fields`); none when the details never came. */
  answersOf(task: TicketOrderTask): TicketingAnswers {
    const sealed = task.data.answers ? this.keys.open<TicketingAnswers>(ANSWERS_SEAL, task.data.answers) : undefined;
    return sealed ?? { event_specific: {}, ticket_specific: {} };
  }

  signUpOf(task: TicketOrderTask): TicketSignUp | undefined {
    return task.data.signUp ? this.keys.open<TicketSignUp>(SIGN_UP_SEAL, task.data.signUp) : undefined;
  }
}
