import { makeAutoObservable, runInAction } from 'mobx';
import { bookingDetailsForm } from '../../../../src/common/domain/booking/booking-details';
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
  PaymentIntentAnswer,
  ReservationAnswer,
} from '../../../../src/common/domain/booking/booking-wire';
import { isFullyDiscounted, needsPayment, promoOffered } from '../../../../src/common/domain/booking/promo';
import { validateForm } from '../../../../src/common/domain/forms/field-rules';
import { type DataLayerPush, pushToDataLayer } from '../../tracking/data-layer';
import { FormTracker } from '../../tracking/form-tracker';
import { trackingFieldsOf } from '../../tracking/tracking-fields';
import { FormStore } from '../../forms/form.store';
import { noTransport } from '../../../app/transport';
import type { HumanCheck } from '../../forms/human-check';
import { type BillingDetails, type CardPayment, cardPaymentFor } from './card-payment';
import { type CheckoutApi, CheckoutApiError, fetchCheckoutApi } from './checkout-api';
import { purchaseEvent } from './checkout-tracking';
import { PromoCodeStore } from './promo-code.store';
import { ReservationCountdown } from './reservation-countdown';
import type { StripeLoader } from './stripe-card-payment';

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
  readonly countdown: ReservationCountdown;
  readonly tracker: FormTracker;
  reservationToken: string;
  invoice: BookingInvoice | null;
  paymentIntent?: PaymentIntentAnswer;
  card?: CardPayment;
  /** the card provider could not start ('Oops, Payment failed.') */
  paymentUnavailable = false;
  cardError?: string;
  /** the failure of the last Pay / Book now, in the step's alert region */
  error?: string;
  submitting = false;
  progress?: string;
  /** the intent a card already paid: a retry after a failed confirm does not charge the card again */
  paidIntentId?: string;
  /** the field (or 'card') to focus after a refused press; the count makes each request new */
  focusRequest?: { target: string; count: number };
  private readonly api: CheckoutApi;
  private subscribingTimer?: ReturnType<typeof setTimeout>;

  constructor(private readonly options: CheckoutStoreOptions) {
    this.api = options.api ?? fetchCheckoutApi();
    this.reservationToken = options.reservation.token;
    this.invoice = options.reservation.invoice;
    this.tracker = new FormTracker({
      formType: 'booking',
      formName: options.settings.analyticsFormName || 'Service booking',
      push: options.push,
    });
    this.details = new FormStore({
      type: 'booking',
      definition: bookingDetailsForm({
        existingMember: options.reservation.existingMember,
        membersOnly: options.settings.membersOnly,
        membershipName: options.settings.membershipName,
        terms: options.settings.terms,
      }),
      transport: noTransport,
      humanCheck: options.humanCheck,
      context: () => ({}),
      tracker: this.tracker,
    });
    runInAction(() => (this.details.values.email = options.email));
    this.promo = new PromoCodeStore({
      api: this.api,
      humanCheck: options.humanCheck,
      reservationToken: () => this.reservationToken,
      onApplied: (answer) => this.promoApplied(answer),
    });
    this.countdown = new ReservationCountdown(options.reservation.expiresAt, options.now ?? Date.now, () =>
      this.expire(),
    );
    makeAutoObservable<CheckoutStore, 'options' | 'api' | 'subscribingTimer'>(
      this,
      {
        options: false,
        api: false,
        subscribingTimer: false,
        details: false,
        promo: false,
        countdown: false,
        tracker: false,
      },
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

  /** spec 3 §4.2: 'Pay' when a payment is due, else 'Book now'. */
  get submitLabel(): string {
    return this.needsPayment ? 'Pay' : 'Book now';
  }

  /** Starts the countdown and, when the invoice needs paying, the payment intent and the card fields. */
  async start(): Promise<void> {
    this.countdown.start();
    if (this.needsPayment && !this.paymentIntent) await this.loadPayment();
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
    this.cardError = undefined;
    if (!this.validate()) return;
    const paying = this.needsPayment;
    if (paying && (!this.card || !this.paymentIntent || this.paymentUnavailable)) {
      this.error = PAYMENT_FAILED;
      return;
    }
    if (paying && !this.paidIntentId && !this.card?.complete) {
      this.cardError = CARD_INCOMPLETE;
      this.requestFocus('card');
      return;
    }
    this.submitting = true;
    this.progress = paying ? PROCESSING_PAYMENT : CONFIRMING;
    const key = this.options.newKey?.() ?? globalThis.crypto.randomUUID();
    try {
      const token = await this.options.humanCheck.token();
      const intentId = paying ? (this.paidIntentId ?? (await this.pay())) : undefined;
      if (paying && intentId === undefined) return;
      await this.confirm(token, key, intentId);
    } catch (error) {
      runInAction(
        () => (this.error = error instanceof CheckoutApiError && error.network ? error.message : paymentErrorMessage()),
      );
    } finally {
      this.options.humanCheck.reset();
      this.clearSubscribingTimer();
      runInAction(() => {
        this.submitting = false;
        this.progress = undefined;
      });
    }
  }

  /** The card payment; the intent's id when it succeeded, else the visitor reads why (spec 3 §8). */
  private async pay(): Promise<string | undefined> {
    const result = await this.card!.confirm(this.paymentIntent!.client_secret, this.billing());
    if (result.error) {
      const { type, message } = result.error;
      runInAction(
        () => (this.error = type === 'card_error' || type === 'validation_error' ? message : paymentErrorMessage()),
      );
      return undefined;
    }
    if (result.paymentIntent.status !== 'succeeded') {
      runInAction(() => (this.error = paymentErrorMessage()));
      return undefined;
    }
    const id = result.paymentIntent.id;
    runInAction(() => (this.paidIntentId = id));
    return id;
  }

  private async confirm(token: string, key: string, paymentIntentId?: string): Promise<void> {
    const values = this.details.values;
    const subscribe = !this.existingMember && values.subscribe === true;
    runInAction(() => (this.progress = CONFIRMING));
    if (subscribe) {
      this.subscribingTimer = setTimeout(
        () => runInAction(() => (this.progress = subscribingMessage(this.settings.membershipName))),
        SUBSCRIBING_MESSAGE_DELAY_MS,
      );
    }
    const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
    const client = {
      first_name: text('first_name'),
      last_name: text('last_name'),
      email: this.options.email,
      mobile: text('mobile'),
      postcode: text('postcode'),
    };
    try {
      const tracking = await trackingFieldsOf({
        formType: 'booking',
        values: { ...values, email: this.options.email },
        startedAt: this.tracker.start,
        now: this.tracker.now(),
      }).catch(() => undefined);
      if (tracking) this.tracker.submit(tracking);
      const answer = await this.api.confirm(
        { token: this.reservationToken, client, subscribe, consent: values.consent === true, paymentIntentId },
        token,
        key,
      );
      this.stop();
      if (tracking) this.tracker.complete(tracking, subscribe ? 'subscribed' : 'submitted');
      (this.options.push ?? pushToDataLayer)(purchaseEvent(answer, this.invoice, this.summary.serviceName));
      this.options.onConfirmed(answer);
    } catch (error) {
      runInAction(() => this.confirmFailed(error));
    }
  }

  private confirmFailed(error: unknown): void {
    if (!(error instanceof CheckoutApiError)) {
      this.error = confirmErrorMessage(undefined);
      return;
    }
    if (error.network) {
      this.error = error.message;
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

  private validate(): boolean {
    const errors = validateForm(this.details.fields, this.details.values, this.details.context);
    this.details.errors = errors;
    for (const field of this.details.fields) this.details.touched[field.name] = true;
    const first = this.details.fields.find((field) => errors[field.name] !== undefined);
    if (first) this.requestFocus(first.name);
    return first === undefined;
  }

  private requestFocus(target: string): void {
    this.focusRequest = { target, count: (this.focusRequest?.count ?? 0) + 1 };
  }

  private billing(): BillingDetails {
    const text = (name: string) => {
      const value = this.details.values[name];
      return typeof value === 'string' ? value.trim() : '';
    };
    return {
      name: `${text('first_name')} ${text('last_name')}`.trim(),
      email: this.options.email,
      phone: text('mobile'),
      address: { postal_code: text('postcode') },
    };
  }

  private async loadPayment(): Promise<void> {
    const invoice = this.invoice;
    if (!invoice) return;
    try {
      const intent = await this.api.paymentIntent(invoice.id, {
        token: this.reservationToken,
        sms_required: this.settings.smsConfirmation,
      });
      await this.useIntent(intent);
    } catch {
      runInAction(() => (this.paymentUnavailable = true));
    }
  }

  private async useIntent(intent: PaymentIntentAnswer): Promise<void> {
    const card =
      this.card && this.paymentIntent?.public_key === intent.public_key
        ? this.card
        : cardPaymentFor(intent, { api: this.api, loadStripe: this.options.loadStripe });
    runInAction(() => {
      this.paymentIntent = intent;
      this.card = card;
      this.paymentUnavailable = false;
    });
    await card.prepare();
  }

  private promoApplied(answer: ApplyPromoAnswer): void {
    this.reservationToken = answer.token;
    this.invoice = answer.invoice;
    this.error = undefined;
    if (answer.paymentIntent && needsPayment(answer.invoice)) {
      this.useIntent(answer.paymentIntent).catch(() => runInAction(() => (this.paymentUnavailable = true)));
    } else {
      this.paymentIntent = undefined;
      this.cardError = undefined;
    }
  }

  private expire(): void {
    this.stop();
    this.options.onExpired();
  }

  private clearSubscribingTimer(): void {
    if (this.subscribingTimer !== undefined) clearTimeout(this.subscribingTimer);
    this.subscribingTimer = undefined;
  }
}
