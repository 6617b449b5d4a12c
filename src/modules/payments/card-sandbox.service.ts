import { Inject, Injectable } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import type { CardPaymentResult } from '../../common/domain/booking/booking-wire';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { hasUnsafeCharacters } from '../../common/domain/forms/clean-text';
import { RequestValidationException } from '../../common/server/validation/request-validation.exception';
import { CrashSwitch } from './crash-switch.service';
import { DomainError } from '../../common/server/errors/domain-error';
import { BOOKING_UNKNOWN_ERROR } from '../../common/domain/booking/booking-messages';
import { CARD_PAYMENTS, CardPaymentsError, type CardPaymentsPort } from './card-payments.port';

/** The Stripe sandbox's publishable key (contracts.md §4). */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_test_sandbox';

/** Outside demo and test, or with a publishable key configured, the sandbox card form does not exist. */
const cardSandboxClosed = (): DomainError => new DomainError('PAYMENTS.CARD_SANDBOX.NOT_FOUND', 'Not Found');
/** Stripe's sandbox failed in a way the visitor cannot fix. */
const cardSandboxFailed = (cause: unknown): DomainError =>
  new DomainError('UPSTREAM.PAYMENTS', BOOKING_UNKNOWN_ERROR, undefined, { cause });

/**
 * POST /api/booking-card-sandbox: the sandbox card form's confirm, service booking's and ticketing's alike, for demo and test only when no publishable key
 * is configured (otherwise 404). It does what Stripe.js `confirmCardPayment` does in the browser: the Stripe
 * confirm with the publishable key and the intent's client secret; it answers Stripe.js's result shape.
 */
@Injectable()
export class CardSandboxService {
  private readonly open: boolean;

  constructor(
    @Inject(CARD_PAYMENTS) private readonly cards: CardPaymentsPort,
    private readonly crash: CrashSwitch,
    @Inject(APP_CONFIG) config: Pick<Configuration, 'integrations' | 'app'>,
  ) {
    this.open = !config.integrations.keys.stripePublishableKey && config.app.mode !== 'production';
  }

  async confirm(body: Record<string, unknown>): Promise<CardPaymentResult> {
    if (!this.open) throw cardSandboxClosed();
    const card = (typeof body.card === 'object' && body.card !== null ? body.card : {}) as Record<string, unknown>;
    const billing = (
      typeof body.billing_details === 'object' && body.billing_details !== null ? body.billing_details : {}
    ) as Record<string, unknown>;
    const address = (typeof billing.address === 'object' && billing.address !== null ? billing.address : {}) as Record<
      string,
      unknown
    >;
    const errors: Record<string, string> = {};
    const secret =
      typeof body.client_secret === 'string' && /^pi_[A-Za-z0-9_]{1,200}$/.test(body.client_secret)
        ? body.client_secret
        : '';
    if (!secret) errors.client_secret = 'Please enter a valid value';
    const number = typeof card.number === 'string' ? card.number.replace(/\s+/g, '') : '';
    if (!/^\d{12,19}$/.test(number)) errors['card.number'] = 'Your card number is incomplete.';
    const month = card.exp_month,
      year = card.exp_year;
    if (!Number.isInteger(month) || !Number.isInteger(year))
      errors['card.exp'] = "Your card's expiration date is incomplete.";
    const cvc = typeof card.cvc === 'string' ? card.cvc : '';
    if (!/^\d{3,4}$/.test(cvc)) errors['card.cvc'] = "Your card's security code is incomplete.";
    const threeDSecure =
      body.three_d_secure === 'complete' || body.three_d_secure === 'fail' ? body.three_d_secure : undefined;
    // the answer to a 3-D Secure challenge carries no card
    if (threeDSecure) for (const key of ['card.number', 'card.exp', 'card.cvc']) delete errors[key];
    const text = (value: unknown): string | undefined =>
      typeof value === 'string' && value.length <= 200 && !hasUnsafeCharacters(value) ? value : undefined;
    if (Object.keys(errors).length > 0) throw new RequestValidationException(errors);
    try {
      const outcome = await this.cards.confirmWithPublishableKey({
        publishableKey: SANDBOX_PUBLISHABLE_KEY,
        clientSecret: secret,
        card: { number, exp_month: month as number, exp_year: year as number, cvc },
        billing: {
          name: text(billing.name),
          email: text(billing.email),
          phone: text(billing.phone),
          postalCode: text(address.postal_code),
        },
        ...(threeDSecure ? { threeDSecure } : {}),
      });
      if ('error' in outcome) return { error: outcome.error };
      const { id, status, amount, created } = outcome.paymentIntent;
      // the crash drill: the card is charged and the answer never reaches the browser
      if (status === 'succeeded') this.crash.reached('card-succeeded');
      return { paymentIntent: { id, status, amount, created } };
    } catch (error) {
      if (error instanceof CardPaymentsError && error.card) return { error: error.card };
      throw cardSandboxFailed(error);
    }
  }
}
