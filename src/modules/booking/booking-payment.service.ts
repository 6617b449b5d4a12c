import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type { Configuration } from '../../../config/configuration';
import { PROMO_REQUIRED } from '../../common/domain/booking/booking-messages';
import { normalisePromoCode, promoCodeError, promoOffered } from '../../common/domain/booking/promo';
import type { ApplyPromoAnswer, PaymentIntentAnswer } from '../../common/domain/booking/booking-wire';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { RequestValidationException } from '../../common/server/validation/request-validation.exception';
import { BookingBlockService } from './booking-block.service';
import { companyOf } from './booking-company';
import { BookingReservations } from './booking-reservations';
import type { ReservationFacts } from './booking-seals';
import { bookingRequestInvalid, bookingUpstreamFailed, promoInvalid } from './booking.errors';
import { CARD_PAYMENTS, type CardPaymentsPort, type PaymentIntent } from './card-payments.port';
import { toInvoice } from './invoice.mapper';
import { isPromoError, SIMPLYBOOK, SimplyBookError, type SimplyBookPort } from './simplybook.port';

/** What the browser is told to load the card form with when no publishable key is configured (the sandbox form). */
export const SANDBOX_PUBLIC_KEY = 'sandbox';

/**
 * The reservation's money (spec 3 §7.1 payment intent and apply-promo): the card intent is made by this server
 * with the secret key for the amount of the provider's invoice, as the seal carries it, never an amount the
 * browser names (ARCHITECTURE.md "Payments and bookings"); a promo code is applied by the provider, whose new
 * invoice is sealed again.
 */
@Injectable()
export class BookingPaymentService {
  private readonly logger = new Logger('BookingPayment');
  private readonly publicKey: string;

  constructor(
    @Inject(SIMPLYBOOK) private readonly simplybook: SimplyBookPort,
    @Inject(CARD_PAYMENTS) private readonly cards: CardPaymentsPort,
    private readonly reservations: BookingReservations,
    private readonly blocks: BookingBlockService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: Pick<Configuration, 'integrations'>,
  ) {
    this.publicKey = config.integrations.keys.stripePublishableKey ?? SANDBOX_PUBLIC_KEY;
  }

  /** POST /api/booking-payment-intent?invoice_id=: the intent for the sealed invoice's amount. */
  async intent(centre: CentreConfig, body: Record<string, unknown>, invoiceId: unknown): Promise<PaymentIntentAnswer> {
    const facts = this.reservations.open(centre, body.token, this.clock.now());
    if (!facts.invoice || String(facts.invoice.id) !== String(invoiceId ?? ''))
      throw bookingRequestInvalid("This invoice is not the reservation's.");
    if (facts.invoice.amountCents <= 0) throw bookingRequestInvalid('Nothing is left to pay.');
    return this.intentFor(centre, facts.invoice);
  }

  /** POST /api/booking-apply-promo: the provider applies the code; its new invoice is sealed again. */
  async applyPromo(centre: CentreConfig, body: Record<string, unknown>): Promise<ApplyPromoAnswer> {
    const now = this.clock.now();
    const facts = this.reservations.open(centre, body.token, now);
    const code = typeof body.code === 'string' ? normalisePromoCode(body.code) : undefined;
    const missing = promoCodeError(code);
    if (missing !== undefined || code === undefined)
      throw new RequestValidationException({ code: missing ?? PROMO_REQUIRED });
    if (code.length > 64 || !/^[A-Za-z0-9_-]+$/.test(code)) throw promoInvalid();
    if (!facts.invoice) throw promoInvalid();
    const { settings } = await this.blocks.settings(centre, facts.block);
    const offered = promoOffered({
      allowTieredPricing: settings.allowTieredPricing,
      hasInvoice: true,
      existingMember: facts.existingMember,
      nonExclusivePromos: settings.nonExclusivePromos,
    });
    if (!offered) throw promoInvalid();
    let raw;
    try {
      raw = await this.simplybook.applyPromo(companyOf(centre), facts.invoice.id, code);
    } catch (error) {
      if (error instanceof SimplyBookError && isPromoError(error.code)) throw promoInvalid();
      throw bookingUpstreamFailed(error);
    }
    const invoice = { ...toInvoice(raw, centre.timeZone, now), promoCode: code };
    const next: ReservationFacts = {
      ...facts,
      invoice: { id: invoice.id, amountCents: invoice.amountCents, promoCode: code },
    };
    const fullyDiscounted = invoice.amountCents <= 0;
    this.logger.log(`Promo applied to invoice ${invoice.id} at ${centre.slug}`);
    return {
      token: this.reservations.seal(next),
      invoice,
      ...(fullyDiscounted ? {} : { paymentIntent: await this.intentFor(centre, next.invoice!) }),
      fullyDiscounted,
    };
  }

  private async intentFor(
    centre: CentreConfig,
    invoice: { id: number; amountCents: number },
  ): Promise<PaymentIntentAnswer> {
    let intent: PaymentIntent;
    try {
      intent = await this.cards.createIntent({
        amountCents: invoice.amountCents,
        invoiceId: invoice.id,
        centre: centre.slug,
        // one intent per invoice and amount: a repeated request (or a second tab) gets the same one
        idempotencyKey: `booking-${centre.slug}-${invoice.id}-${invoice.amountCents}`,
      });
    } catch (error) {
      throw bookingUpstreamFailed(error);
    }
    return {
      id: intent.id,
      client_secret: intent.client_secret,
      public_key: this.publicKey,
      amountCents: intent.amount,
      status: intent.status,
    };
  }
}
