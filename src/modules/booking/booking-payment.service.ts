import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type { Configuration } from '../../../config/configuration';
import type { PaymentIntentAnswer } from '../../common/domain/booking/booking-wire';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { IdentityKeys } from '../../common/server/identity/identity-keys';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { BookingBlockService } from './booking-block.service';
import { BookingClaims } from './booking-claims';
import { CrashSwitch } from '../payments/crash-switch.service';
import { reservationKey } from './booking-journal.service';
import { BookingPaymentTasks, type PaymentTask } from './booking-payment-tasks';
import { BookingReservations } from './booking-reservations';
import type { ReservationFacts } from './booking-seals';
import { bookingRequestInvalid, bookingUpstreamFailed, paymentRefunded, reservationLapsed } from './booking.errors';
import { CARD_PAYMENTS, type CardPaymentsPort, type PaymentIntent } from '../payments/card-payments.port';
import { confirmDetails } from './confirm-details';

/** What the browser is told to load the card form with when no publishable key is configured (the sandbox form). */
export const SANDBOX_PUBLIC_KEY = 'sandbox';

/**
 * POST /api/booking-payment-intent (spec 3 §7.1): the card intent made by this server with the secret key for the
 * amount of the provider's invoice as the seal carries it, never an amount the browser names (ARCHITECTURE.md
 * "Payments and bookings"). Before the intent leaves, its payment task is in the ledger, so the server settles
 * whatever the card does (docs/booking.md "Settlement"). Asked again when Pay is pressed, with the visitor's
 * details, it keeps them (sealed) for a settlement without the visitor, and answers the intent's state as it is
 * now: a visitor whose Pay answer was lost carries on from there.
 */
@Injectable()
export class BookingPaymentService {
  private readonly logger = new Logger('BookingPayment');
  private readonly publicKey: string;

  constructor(
    @Inject(CARD_PAYMENTS) private readonly cards: CardPaymentsPort,
    private readonly reservations: BookingReservations,
    private readonly tasks: BookingPaymentTasks,
    private readonly claims: BookingClaims,
    private readonly blocks: BookingBlockService,
    private readonly crash: CrashSwitch,
    private readonly keys: IdentityKeys,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: Pick<Configuration, 'integrations'>,
  ) {
    this.publicKey = config.integrations.keys.stripePublishableKey ?? SANDBOX_PUBLIC_KEY;
  }

  /** POST /api/booking-payment-intent?invoice_id=: the intent for the sealed invoice's amount, as it is now. */
  async intent(centre: CentreConfig, body: Record<string, unknown>, invoiceId: unknown): Promise<PaymentIntentAnswer> {
    const facts = this.reservations.openLapsed(centre, body.token);
    if (!facts.invoice || String(facts.invoice.id) !== String(invoiceId ?? ''))
      throw bookingRequestInvalid("This invoice is not the reservation's.");
    if (facts.invoice.amountCents <= 0) throw bookingRequestInvalid('Nothing is left to pay.');
    const reservation = reservationKey(centre.slug, facts);
    const revision = facts.revision ?? 0;
    let task = await this.tasks.get(reservation, revision);
    // a replaced revision pays nothing more (a payment it made was refunded, and the visitor is told)
    if ((await this.claims.replacedBy(reservation, revision)) !== undefined) {
      if (task?.data.outcome === 'refunded') throw paymentRefunded(task.data.reason);
      throw reservationLapsed();
    }
    // a lapsed hold gets no new intent; the one it has is still answered (Pay pressed again after a slow card)
    if (!task && !(facts.expiresAt > this.clock.now().getTime())) throw reservationLapsed();
    task ??= (await this.start(centre, facts, reservation, String(body.token))).task;
    if (body.client !== undefined && task.state === 'open') {
      const { settings } = await this.blocks.settings(centre, facts.block);
      task = await this.tasks.withDetails(task, confirmDetails(body, facts, settings, this.keys));
    }
    return this.answer(await this.read(task.data.intentId));
  }

  /** The intent of this reservation revision, its task written before the intent is handed out. */
  async start(
    centre: CentreConfig,
    facts: ReservationFacts,
    reservation: string,
    token: string,
  ): Promise<{ task: PaymentTask; intent: PaymentIntent }> {
    const invoice = facts.invoice!;
    let intent: PaymentIntent;
    try {
      intent = await this.cards.createIntent({
        amountCents: invoice.amountCents,
        for: { invoice_id: String(invoice.id) },
        centre: centre.slug,
        // one intent per reservation revision: a repeated request (or a second tab) gets the same one
        idempotencyKey: `booking-${centre.slug}-${reservation}-${facts.revision ?? 0}-${invoice.amountCents}`,
      });
    } catch (error) {
      throw bookingUpstreamFailed(error);
    }
    const task = await this.tasks.start(facts, reservation, token, {
      id: intent.id,
      amountCents: invoice.amountCents,
      invoiceId: invoice.id,
    });
    this.crash.reached('intent-created');
    return { task, intent };
  }

  answer(intent: PaymentIntent): PaymentIntentAnswer {
    return {
      id: intent.id,
      client_secret: intent.client_secret,
      public_key: this.publicKey,
      amountCents: intent.amount,
      status: intent.status,
    };
  }

  private async read(intentId: string): Promise<PaymentIntent> {
    try {
      return await this.cards.retrieveIntent(intentId);
    } catch (error) {
      this.logger.warn(`Payment ${intentId} could not be read: ${(error as Error)?.message ?? error}`);
      throw bookingUpstreamFailed(error);
    }
  }
}
