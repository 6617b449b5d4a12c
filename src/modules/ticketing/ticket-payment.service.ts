import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type { Configuration } from '../../../config/configuration';
import type { TicketPaymentRequest } from '../../common/domain/ticketing/ticketing-wire';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { CARD_PAYMENTS, type CardPaymentsPort, type PaymentIntent } from '../payments/card-payments.port';
import { CrashSwitch } from '../payments/crash-switch.service';
import { RequestIdempotency } from '../payments/request-idempotency.service';
import { checkoutPrice } from './checkout-view';
import { TicketOrders } from './ticket-orders';
import { TicketingCheckouts, type CheckoutFacts } from './ticketing-checkouts';
import {
  checkoutLapsed,
  fromVivenu,
  TICKETING_MESSAGES,
  ticketingRequestInvalid,
  ticketingUpstreamFailed,
} from './ticketing.errors';
import { VIVENU, type VivenuPort } from './vivenu.port';

/** the answer to a payment request, and its Idempotency-Key's body, kept for a retry */
const ANSWER_KEPT_MS = 60 * 60 * 1000;
/** What the browser loads the card form with when no publishable key is configured (the sandbox form). */
const SANDBOX_PUBLIC_KEY = 'sandbox';

/**
 * POST /api/payments/requests (spec 3 §4.2, §7.1): the card payment for the checkout as Vivenu prices it now,
 * priced again by the site's rules and refused unless the two agree (decision 0029 item 3); never an amount the
 * browser names. Its id is written to the ticket order's task before the payment is handed out, so whatever the
 * card does, the server settles it (decision 0029 item 4). One payment per checkout revision: asked again, the same.
 */
@Injectable()
export class TicketPaymentService {
  private readonly logger = new Logger('TicketPayment');
  private readonly publicKey: string;

  constructor(
    @Inject(VIVENU) private readonly vivenu: VivenuPort,
    @Inject(CARD_PAYMENTS) private readonly cards: CardPaymentsPort,
    private readonly checkouts: TicketingCheckouts,
    private readonly orders: TicketOrders,
    private readonly idempotency: RequestIdempotency,
    private readonly crash: CrashSwitch,
    @Inject(APP_CONFIG) config: Pick<Configuration, 'integrations'>,
  ) {
    this.publicKey = config.integrations.keys.stripePublishableKey ?? SANDBOX_PUBLIC_KEY;
  }

  request(centre: CentreConfig, token: string, idempotencyKey: string | undefined): Promise<TicketPaymentRequest> {
    return this.idempotency.once('ticketing:payment', centre.slug, idempotencyKey, { token }, ANSWER_KEPT_MS, () =>
      this.make(centre, this.checkouts.open(centre, token)),
    );
  }

  private async make(centre: CentreConfig, facts: CheckoutFacts): Promise<TicketPaymentRequest> {
    if (!facts.detailsGiven) throw ticketingRequestInvalid(TICKETING_MESSAGES.detailsFirst);
    const task = await this.orders.get(facts.order);
    if (!task) throw checkoutLapsed();
    // the payment of this revision, made before (Pay pressed again after a slow answer, or after the server went
    // away mid-payment): as it is now, whatever became of the checkout since; the confirmation settles it
    if (task.data.intentId && task.data.revision === facts.revision)
      return this.answer(await this.read(task.data.intentId));
    if (task.state !== 'open') throw checkoutLapsed();
    let amountCents: number;
    try {
      const checkout = await this.vivenu.readCheckout(centre.slug, {
        checkoutId: facts.checkoutId,
        secret: facts.secret,
      });
      if (checkout.status !== 'NEW') throw checkoutLapsed();
      const { price, agrees } = checkoutPrice(checkout, facts.fees, facts.tax);
      if (!agrees) {
        this.logger.warn(`Checkout ${facts.checkoutId}: priced ${price.totalCents}, Vivenu ${checkout.realPrice}`);
        throw ticketingUpstreamFailed(new Error(`checkout ${facts.checkoutId} is priced otherwise at Vivenu`));
      }
      amountCents = price.totalCents;
    } catch (error) {
      throw fromVivenu(error, checkoutLapsed);
    }
    if (amountCents <= 0) throw ticketingRequestInvalid(TICKETING_MESSAGES.nothingToPay);
    // an earlier revision's payment (the cart or the coupon changed since): the settlement refunds it if it was
    // paid; a new one is never made while one of them may still be charged
    if (task.data.intentId) {
      const earlier = await this.read(task.data.intentId);
      if (earlier.status !== 'canceled')
        await this.cards.cancelIntent(earlier.id, 'abandoned').catch(() => {
          throw ticketingRequestInvalid(TICKETING_MESSAGES.paymentError);
        });
    }
    let intent: PaymentIntent;
    try {
      intent = await this.cards.createIntent({
        amountCents,
        centre: centre.slug,
        for: { checkout_id: facts.checkoutId },
        idempotencyKey: `ticketing-${centre.slug}-${facts.order}-${facts.revision}-${amountCents}`,
      });
    } catch (error) {
      throw ticketingUpstreamFailed(error);
    }
    // due after the grace period: a visitor who paid and never confirmed gets the tickets from the settle job
    const written = await this.orders.write(
      task,
      { intentId: intent.id, amountCents, revision: facts.revision },
      this.orders.after(),
    );
    if (written.data.intentId !== intent.id) throw ticketingUpstreamFailed(new Error(`order ${facts.order} changed`));
    this.crash.reached('intent-created');
    return this.answer(intent);
  }

  private answer(intent: PaymentIntent): TicketPaymentRequest {
    return {
      id: intent.id,
      client_secret: intent.client_secret,
      public_key: this.publicKey,
      amountCents: intent.amount,
      status: intent.status,
    };
  }

  private async read(id: string): Promise<PaymentIntent> {
    try {
      return await this.cards.retrieveIntent(id);
    } catch (error) {
      throw ticketingUpstreamFailed(error);
    }
  }
}
