import { makeAutoObservable, runInAction } from 'mobx';
import {
  CARD_INCOMPLETE,
  CONFIRMING,
  PAYMENT_FAILED,
  PROCESSING_PAYMENT,
  SUBSCRIBING_MESSAGE_DELAY_MS,
  confirmErrorMessage,
  paymentErrorMessage,
  subscribingMessage,
} from '../../../../src/common/domain/booking/booking-messages';
import type {
  ApplyPromoAnswer,
  BookingInvoice,
  BookingSettings,
  ConfirmAnswer,
  ReservationAnswer,
} from '../../../../src/common/domain/booking/booking-wire';
import { isFullyDiscounted, needsPayment, promoOffered } from '../../../../src/common/domain/booking/promo';
import { CAPTCHA_FIELD } from '../../../../src/common/domain/forms/human-check';
import type { FormStore } from '../../forms/form.store';
import type { HumanCheck } from '../../forms/human-check';
import { type DataLayerPush, pushToDataLayer } from '../../tracking/data-layer';
import { FormTracker } from '../../tracking/form-tracker';
import { trackingFieldsOf } from '../../tracking/tracking-fields';
import { type CheckoutApi, CheckoutApiError, fetchCheckoutApi, isSettledPayment } from './checkout-api';
import { billingOf, clientOf, detailsStoreFor, firstFieldInError } from './checkout-details';
import { CheckoutPaymentStore } from './checkout-payment.store';
import { purchaseEvent } from './checkout-tracking';
import { PromoCodeStore } from './promo-code.store';
import { ReservationCountdown } from './reservation-countdown';
import type { StripeLoader } from '../../payments/stripe-card-payment';

export interface BookingSummary {
  serviceName: string;
  providerName?: string;
  /** YYYY-MM-DD and HH:mm(:ss), centre time */
  date: string;
  time: string;
  durationMinutes: number;
  people: number;
}

export interface CheckoutStoreOptions {
  reservation: ReservationAnswer['reservationData'];
  settings: BookingSettings;
  email: string;
  summary: BookingSummary;
  humanCheck: HumanCheck;
  onConfirmed(answer: ConfirmAnswer): void;
  onExpired(): void;
  api?: CheckoutApi;
  /** what a test gives instead of the clock, Stripe.js, the data layer and fresh Idempotency-Keys */
  now?: () => number;
  loadStripe?: StripeLoader;
  push?: DataLayerPush;
  newKey?: () => string;
}

/**
 * The summary step of a service booking (spec 3 §2.1 'Summary page', §4.1): the invoice, the visitor's details,
 * the promo code, the card payment when the invoice needs one, and the reservation's countdown. Pay (or Book now)
 * pays with the card, then confirms the booking with the server, once per press however often it is pressed.
 */
export class CheckoutStore {
  readonly details: FormStore;
  readonly promo: PromoCodeStore;
  readonly payment: CheckoutPaymentStore;
  readonly countdown: ReservationCountdown;
  readonly tracker: FormTracker;
  reservationToken: string;
  invoice: BookingInvoice | null;
  cardError?: string;
  /** the failure of the last Pay / Book now, in the step's alert region */
  error?: string;
  /** that failure is the server's word that the payment was refunded or cancelled (nothing more to press) */
  paymentSettled = false;
  submitting = false;
  progress?: string;
  /** the field (or 'card') to focus after a refused press; the count makes each request new */
  focusRequest?: { target: string; count: number };
  private readonly api: CheckoutApi;
  private subscribingTimer?: ReturnType<typeof setTimeout>;
  /** the hold ran out while Pay was being answered: the server's answer is shown first (QUALITY R5) */
  private expiredWhileSubmitting = false;
  private done = false;

  constructor(private readonly options: CheckoutStoreOptions) {
    this.api = options.api ?? fetchCheckoutApi();
    this.reservationToken = options.reservation.token;
    this.invoice = options.reservation.invoice;
    const formName = options.settings.analyticsFormName || 'Service booking';
    this.tracker = new FormTracker({ formType: 'booking', formName, push: options.push });
    this.details = detailsStoreFor({
      ...options,
      existingMember: options.reservation.existingMember,
      tracker: this.tracker,
    });
    this.payment = new CheckoutPaymentStore({ api: this.api, loadStripe: options.loadStripe });
    this.promo = new PromoCodeStore({
      api: this.api,
      humanCheck: options.humanCheck,
      reservationToken: () => this.reservationToken,
      onApplied: (answer) => this.promoApplied(answer),
      // spec 3 §7.4 'coupon fail': which form and why, never the code or who typed it
      onRefused: (message) =>
        (options.push ?? pushToDataLayer)({
          event: 'coupon_fail',
          formType: 'booking',
          formName,
          errorMessage: message,
        }),
    });
    this.countdown = new ReservationCountdown(options.reservation.expiresAt, options.now ?? Date.now, () =>
      this.expire(),
    );
    makeAutoObservable<CheckoutStore, 'options' | 'api' | 'subscribingTimer' | 'expiredWhileSubmitting' | 'done'>(
      this,
      { options: false, api: false, subscribingTimer: false, expiredWhileSubmitting: false, done: false },
      { autoBind: true },
    );
  }

  get settings(): BookingSettings {
    return this.options.settings;
  }

  get summary(): BookingSummary {
    return this.options.summary;
  }

  get existingMember(): boolean {
    return this.options.reservation.existingMember;
  }

  /** spec 3 §5.1 display rule. */
  get promoOffered(): boolean {
    return promoOffered({
      allowTieredPricing: this.settings.allowTieredPricing,
      hasInvoice: this.invoice !== null,
      existingMember: this.existingMember,
      nonExclusivePromos: this.settings.nonExclusivePromos,
    });
  }

  get needsPayment(): boolean {
    return needsPayment(this.invoice);
  }

  get fullyDiscounted(): boolean {
    return isFullyDiscounted(this.invoice);
  }

  get card() {
    return this.payment.card;
  }

  get paymentUnavailable(): boolean {
    return this.payment.unavailable;
  }

  /** spec 3 §4.2: 'Pay' when a payment is due, else 'Book now'. */
  get submitLabel(): string {
    return this.needsPayment ? 'Pay' : 'Book now';
  }

  /** Starts the countdown and, when the invoice needs paying, the payment intent and the card fields. */
  async start(): Promise<void> {
    this.countdown.start();
    const invoice = this.invoice;
    if (!invoice || !this.needsPayment || this.payment.intent) return;
    await this.payment.load(invoice.id, { token: this.reservationToken, sms_required: this.settings.smsConfirmation });
  }

  /** Stops every timer (the step left the page). */
  stop(): void {
    this.countdown.stop();
    this.promo.dispose();
    this.clearSubscribingTimer();
  }

  /** Pay or Book now. */
  async submit(): Promise<void> {
    if (this.submitting || this.countdown.seconds === 0) return;
    this.error = undefined;
    this.paymentSettled = false;
    this.cardError = undefined;
    const first = firstFieldInError(this.details);
    if (first) return this.requestFocus(first);
    const paying = this.needsPayment;
    if (paying && !this.payment.ready) {
      this.error = PAYMENT_FAILED;
      return;
    }
    if (paying && !this.payment.paidIntentId && !this.payment.card?.complete) {
      this.cardError = CARD_INCOMPLETE;
      return this.requestFocus('card');
    }
    this.submitting = true;
    this.progress = paying ? PROCESSING_PAYMENT : CONFIRMING;
    const key = this.options.newKey?.() ?? globalThis.crypto.randomUUID();
    const values = this.details.values;
    const client = clientOf(values, this.options.email);
    // a refused card leaves the focus where the visitor can try again (the card's first field), not on the page
    let refocusCard = false;
    try {
      const token = await this.options.humanCheck.token();
      // the details go to the server before the card is charged: it can then finish the booking without this page
      const request = {
        token: this.reservationToken,
        sms_required: this.settings.smsConfirmation,
        client,
        subscribe: !this.existingMember && values.subscribe === true,
        consent: values.consent === true,
      };
      const paid = paying ? await this.payment.pay(billingOf(client), request) : undefined;
      if (paid && 'error' in paid) {
        refocusCard = true;
        return runInAction(() => void (this.error = paid.error));
      }
      await this.confirm(token, key, paid?.intentId);
    } catch (error) {
      runInAction(() =>
        error instanceof CheckoutApiError ? this.confirmFailed(error) : (this.error = paymentErrorMessage()),
      );
    } finally {
      this.options.humanCheck.reset();
      this.clearSubscribingTimer();
      runInAction(() => {
        this.submitting = false;
        this.progress = undefined;
        if (refocusCard) this.requestFocus('card');
      });
      this.afterSubmit();
    }
  }

  /** A hold that ran out meanwhile ends the step now, unless the server's answer about the payment is showing. */
  private afterSubmit(): void {
    if (!this.expiredWhileSubmitting || this.done) return;
    this.expiredWhileSubmitting = false;
    if (this.error !== undefined && this.paymentSettled) return;
    this.expire();
  }

  private async confirm(token: string, key: string, paymentIntentId?: string): Promise<void> {
    const values = this.details.values;
    const subscribe = !this.existingMember && values.subscribe === true;
    runInAction(() => (this.progress = CONFIRMING));
    // spec 3 §4.1: 'Subscribing to ...' once the confirm has taken three seconds
    if (subscribe) this.subscribingTimer = setTimeout(this.showSubscribing, SUBSCRIBING_MESSAGE_DELAY_MS);
    const tracking = await trackingFieldsOf({
      formType: 'booking',
      values: { ...values, email: this.options.email },
      startedAt: this.tracker.start,
      now: this.tracker.now(),
    }).catch(() => undefined);
    if (tracking) this.tracker.submit(tracking);
    try {
      const answer = await this.api.confirm(
        {
          token: this.reservationToken,
          client: clientOf(values, this.options.email),
          subscribe,
          consent: values.consent === true,
          paymentIntentId,
        },
        token,
        key,
      );
      this.stop();
      this.done = true;
      if (tracking) this.tracker.complete(tracking, subscribe ? 'subscribed' : 'submitted');
      (this.options.push ?? pushToDataLayer)(purchaseEvent(answer, this.invoice, this.summary.serviceName));
      this.options.onConfirmed(answer);
    } catch (error) {
      runInAction(() => this.confirmFailed(error));
    }
  }

  showSubscribing(): void {
    if (this.submitting) this.progress = subscribingMessage(this.settings.membershipName);
  }

  private confirmFailed(error: unknown): void {
    this.paymentSettled = isSettledPayment(error);
    if (!(error instanceof CheckoutApiError)) {
      this.error = confirmErrorMessage(undefined);
      return;
    }
    // QUALITY R5: refunded or cancelled instead of booked, in the server's plain words
    if (this.paymentSettled) {
      this.error = error.message;
      return;
    }
    // not connected, or the human check refused: their own messages, as every form of the site shows them
    const captcha = error.fieldErrors[CAPTCHA_FIELD];
    if (error.network || captcha !== undefined) {
      this.error = captcha ?? error.message;
      return;
    }
    const onFields = Object.entries(error.fieldErrors).filter(([name]) =>
      this.details.fields.some((field) => field.name === name),
    );
    if (error.status === 400 && onFields.length > 0) {
      this.details.errors = Object.fromEntries(onFields);
      this.requestFocus(onFields[0]![0]);
      this.error = error.message;
      return;
    }
    // spec 3 §8 'Confirm booking': 400 is the timeslot gone; anything else 'Error confirming booking'
    this.error = confirmErrorMessage(error.status);
  }

  private requestFocus(target: string): void {
    this.focusRequest = { target, count: (this.focusRequest?.count ?? 0) + 1 };
  }

  private promoApplied(answer: ApplyPromoAnswer): void {
    this.reservationToken = answer.token;
    this.invoice = answer.invoice;
    this.error = undefined;
    if (answer.paymentIntent && needsPayment(answer.invoice))
      void this.payment.use(answer.paymentIntent, answer.invoice.id);
    else {
      this.payment.clear();
      this.cardError = undefined;
    }
  }

  private expire(): void {
    // the card may be being charged: what the server makes of it is worth more than the expired screen
    if (this.submitting) {
      this.expiredWhileSubmitting = true;
      return;
    }
    this.stop();
    this.options.onExpired();
  }

  private clearSubscribingTimer(): void {
    if (this.subscribingTimer !== undefined) clearTimeout(this.subscribingTimer);
    this.subscribingTimer = undefined;
  }
}
