import { makeAutoObservable, runInAction } from 'mobx';
import type {
  CheckoutView,
  TicketConfirmation,
  TicketingEvent,
  TicketingEventContent,
} from '../../../src/common/domain/ticketing/ticketing-wire';
import type { StripeLoader } from '../payments/stripe-card-payment';
import { type DataLayerPush, pushToDataLayer } from '../tracking/data-layer';
import { PersonalDetailsStore } from './personal-details.store';
import { TicketQuestionsStore } from './ticket-questions.store';
import { CheckoutHold } from './checkout-hold.store';
import { EventChoiceStore } from './event-choice.store';
import { SeatHold } from './seat-hold.store';
import { SeatSelectionStore } from './seat-selection.store';
import { TicketingCallError, type TicketingApi } from './ticketing-api';
import { TicketingAnalytics } from './ticketing-analytics';
import {
  canAddTicket,
  canLeaveTicketStep,
  seatCap,
  showChildrenNeedAdult,
  type TicketCounts,
  tooManyTickets,
} from '../../../src/common/domain/ticketing/ticket-selection';
import { seatedTicketItems } from '../../../src/common/domain/ticketing/seat-tickets';
import {
  clearedOnEntry,
  firstStep,
  type FlowShape,
  flowShapeOf,
  isFreeEvent,
  type PrimaryLabel,
  primaryButtonLabel,
  stageLabels,
  stageOf,
  stepAfterBack,
  stepsOf,
  type TicketingStep,
} from '../../../src/common/domain/ticketing/ticketing-flow';
import { CHECKOUT_ALERT_SECONDS } from '../../../src/common/domain/ticketing/checkout-countdown';
import {
  PROCESSING_PAYMENT,
  PROMO_APPLIED,
  TICKETS_NOT_AVAILABLE,
  TICKETS_UNAVAILABLE_TOAST,
  TIMER_WARNING,
  TOO_MANY_TICKETS,
  WHEELCHAIR_SPACE_TOAST,
} from '../../../src/common/domain/ticketing/ticketing-messages';
import { TicketConfirmationStore } from './ticket-confirmation.store';
import { callMessage, checkoutErrorMessage, detailsErrorMessage, holdIsOver } from './ticketing-call-messages';
import { TicketingPaymentStore } from './ticketing-payment.store';
import { TicketingToastsStore } from './ticketing-toasts.store';

export type TicketingDialog =
  | 'leave'
  | 'back'
  | 'out_of_time'
  // issue 25, spec 3 §8: the seat dialogs, and the mini calendar's warning that the seats will be lost
  | 'seat_limit'
  | 'seat_unavailable'
  | 'reservation_expired'
  | 'seat_timeout'
  | 'change_time';

/** The dialogs that only end by starting again. */
const RESTART_DIALOGS: ReadonlySet<TicketingDialog | undefined> = new Set([
  'out_of_time',
  'reservation_expired',
  'seat_timeout',
]);

export interface TicketingFlowOptions {
  content: TicketingEventContent;
  api: TicketingApi;
  onClose(): void;
  /** what a test gives instead of the clock, Stripe.js, the data layer and the page's beacon */
  now?: () => number;
  loadStripe?: StripeLoader;
  push?: DataLayerPush;
  beacon?: (token: string) => boolean;
  /** the seat reservation's cancel beacon (a test gives its own) */
  seatBeacon?: (token: string) => boolean;
}

/**
 * The ticketing modal's flow (spec 3 §2.2, §4.2): the event's dates and times, the tickets, the questions, the
 * personal details, the promo code and payment (or the free summary), the confirmation; the checkout's countdown,
 * the Back, Leave and out-of-time dialogs and the toasts. A checkout held for the visitor is always released: on
 * Leave, on Back past it, when time runs out and when the page goes away (decision 0029 item 6).
 */
export class TicketingFlowStore {
  step: TicketingStep = 'event_selection';
  loading = true;
  /** an event availability message (spec 3 §8 'Event errors') shown instead of the flow */
  error?: string;
  event?: TicketingEvent;
  counts: TicketCounts = {};
  dialog?: TicketingDialog;
  /** the spinner's words while a call is under way */
  busy?: string;
  /** the failure of the last Pay or Book now, in the step's alert region */
  stepError?: string;
  readonly choice = new EventChoiceStore();
  readonly confirmations: TicketConfirmationStore;
  readonly hold: CheckoutHold;
  readonly seatHold: SeatHold;
  readonly seats: SeatSelectionStore;
  /** the time the mini calendar chose on the seat step, waiting for the visitor to confirm losing the seats */
  pendingTime?: string;
  readonly toasts = new TicketingToastsStore();
  readonly questions: TicketQuestionsStore;
  readonly details: PersonalDetailsStore;
  readonly payment: TicketingPaymentStore;
  readonly analytics: TicketingAnalytics;

  constructor(private readonly options: TicketingFlowOptions) {
    const { api, content } = options;
    this.hold = new CheckoutHold({
      api,
      now: options.now ?? Date.now,
      beacon: options.beacon,
      onWarning: () => this.toasts.show('info', TIMER_WARNING),
      onTimedOut: () => this.timedOut(),
    });
    this.seatHold = new SeatHold({
      api,
      now: options.now ?? Date.now,
      beacon: options.seatBeacon,
      onWarning: () => this.toasts.show('info', TIMER_WARNING),
      onTimedOut: () => this.endedBy('seat_timeout'),
    });
    this.seats = new SeatSelectionStore({
      api,
      hold: this.seatHold,
      event: () => this.event,
      cap: () => this.seatCap,
      onLimit: () => (this.dialog = 'seat_limit'),
      onUnavailable: () => (this.dialog = 'seat_unavailable'),
      onExpired: () => this.endedBy('reservation_expired'),
      onWheelchair: () => this.toasts.show('info', WHEELCHAIR_SPACE_TOAST),
      onError: (message) => this.toasts.show('error', message),
    });
    this.confirmations = new TicketConfirmationStore(api);
    this.analytics = new TicketingAnalytics(content, options.push ?? pushToDataLayer);
    this.questions = new TicketQuestionsStore(() => ({ event: this.event, lines: this.checkout?.items ?? [] }));
    this.details = new PersonalDetailsStore({
      membersOnly: content.membersOnly,
      check: (email) => api.verifySubscription(email),
    });
    this.payment = new TicketingPaymentStore({
      api,
      loadStripe: options.loadStripe,
      onCouponFail: (message) => this.analytics.couponFail(message),
    });
    makeAutoObservable<TicketingFlowStore, 'options'>(
      this,
      {
        options: false,
        confirmations: false,
        choice: false,
        hold: false,
        seatHold: false,
        seats: false,
        toasts: false,
        questions: false,
        details: false,
        payment: false,
        analytics: false,
      },
      { autoBind: true },
    );
  }

  get content(): TicketingEventContent {
    return this.options.content;
  }

  /** a recurrent event: its dates and times come first */
  get recurrent(): boolean {
    return this.choice.recurrent;
  }

  get checkout(): CheckoutView | undefined {
    return this.hold.checkout;
  }

  get confirmation(): TicketConfirmation | undefined {
    return this.confirmations.confirmation;
  }

  /** spec 3 §2.2: 'Summary' rather than 'Payment' when the (first) event has no starting price */
  get free(): boolean {
    return this.event ? isFreeEvent(this.event) : this.startingPriceCents <= 0;
  }

  /** the first event's starting price (a recurrent event's first date before one is chosen) */
  private get startingPriceCents(): number {
    return this.event?.startingPriceCents ?? this.choice.events[0]?.startingPriceCents ?? 0;
  }

  /** which steps this flow has (src/common/domain/ticketing/ticketing-flow.ts) */
  get shape(): FlowShape {
    if (!this.event)
      return {
        recurrent: this.recurrent,
        seated: false,
        eventQuestions: false,
        ticketQuestions: false,
        free: this.free,
      };
    const chosen = Object.keys(this.counts).filter((id) => (this.counts[id] ?? 0) > 0);
    return flowShapeOf(this.event, { recurrent: this.recurrent, chosenTicketTypeIds: chosen });
  }

  get steps(): TicketingStep[] {
    return stepsOf(this.shape);
  }

  get stages(): string[] {
    return stageLabels(this.shape, this.startingPriceCents);
  }

  /** the stage's index in `stages` */
  get stage(): number {
    return stageOf(this.step, this.shape, this.startingPriceCents).number - 1;
  }

  /** spec 3 §2.2: the subtitle 'n: stage' */
  get subtitle(): string {
    return `${this.stage + 1}: ${this.stages[this.stage] ?? ''}`;
  }

  /** the progress bar: the share of stages done, the confirmation full */
  get progress(): number {
    if (this.step === 'confirmed') return 100;
    return Math.round((this.stage / this.stages.length) * 100);
  }

  /** the checkout's countdown, or before there is a checkout the seat hold's */
  get seconds(): number | undefined {
    return this.hold.seconds ?? this.seatHold.seconds;
  }

  /** spec 3 §9: the checkout alert from 300 s before expiry */
  get alert(): boolean {
    return this.seconds !== undefined && this.seconds <= CHECKOUT_ALERT_SECONDS;
  }

  /** A hold the visitor would lose by leaving: the checkout or the seats. */
  get holding(): boolean {
    return (this.checkout !== undefined || this.seatHold.token !== undefined) && this.step !== 'confirmed';
  }

  /** spec 3 §5.2 the seat cap: the smaller of the stock left and the most one order takes */
  get seatCap(): number {
    return this.event ? seatCap(this.event) : 0;
  }

  get ticketCount(): number {
    return Object.values(this.counts).reduce((sum, count) => sum + count, 0);
  }

  get childrenNotice(): boolean {
    return this.event ? showChildrenNeedAdult(this.event, this.counts) : false;
  }

  canAdd(ticketId: string): boolean {
    const seats = this.event?.seating ? this.seats.seatsPerCategory : undefined;
    return this.event !== undefined && canAddTicket(this.event, this.counts, ticketId, seats);
  }

  /** a payment is due: 'Pay' rather than 'Book now' */
  get paymentDue(): boolean {
    return !this.free && !(this.checkout?.fullyDiscounted ?? false) && (this.checkout?.totals.totalCents ?? 0) > 0;
  }

  get primaryLabel(): PrimaryLabel {
    return primaryButtonLabel(this.step, this.paymentDue);
  }

  /** spec 3 §4.2, §5.2: whether the primary button can be pressed now */
  get primaryEnabled(): boolean {
    if (this.busy || this.loading) return false;
    switch (this.step) {
      case 'event_selection':
        return this.choice.chosenEventId !== undefined;
      case 'seat_selection':
        return this.seats.count > 0 && !this.seats.busy;
      case 'ticket_selection':
        return this.event !== undefined && canLeaveTicketStep(this.event, this.counts, this.seats.count);
      case 'personal_details':
        return this.details.subStep === 'details' || this.details.canVerify;
      case 'payment_and_promo_code':
        return !this.paymentDue || this.payment.cardComplete;
      default:
        return true;
    }
  }

  get backShown(): boolean {
    if (this.step === 'confirmed' || this.step === 'timer_expired' || this.error) return false;
    return (
      this.steps.indexOf(this.step) > 0 || (this.step === 'personal_details' && this.details.subStep === 'details')
    );
  }

  /** Book Now was pressed: a recurrent event's dates and times, or the single event's tickets. */
  async open(): Promise<void> {
    this.loading = true;
    try {
      const events = await this.options.api.listings(this.content.vivenuEventId);
      runInAction(() => this.choice.use(events));
      if (events.length > 0) {
        runInAction(() => (this.step = 'event_selection'));
        this.analytics.viewEvents(events);
      } else {
        await this.loadEvent(this.content.vivenuEventId);
      }
    } catch (error) {
      runInAction(() => (this.error = callMessage(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  add(ticketId: string): void {
    if (!this.canAdd(ticketId)) {
      this.toasts.show('error', TOO_MANY_TICKETS);
      return;
    }
    this.counts = { ...this.counts, [ticketId]: (this.counts[ticketId] ?? 0) + 1 };
  }

  remove(ticketId: string): void {
    const count = this.counts[ticketId] ?? 0;
    if (count > 0) this.counts = { ...this.counts, [ticketId]: count - 1 };
  }

  /** The primary button: Next, Pay or Book now. */
  async primary(): Promise<void> {
    if (!this.primaryEnabled) return;
    switch (this.step) {
      case 'event_selection':
        return this.loadEvent(this.choice.chosenEventId!);
      case 'seat_selection':
        return this.enter('ticket_selection');
      case 'ticket_selection':
        return this.holdTickets();
      case 'event_specific_questions':
        if (this.questions.validate('event')) this.forward();
        return;
      case 'ticket_specific_questions':
        if (this.questions.validate('tickets')) this.forward();
        return;
      case 'personal_details':
        return this.details.subStep === 'verify' ? void (await this.details.verify()) : this.saveDetails();
      case 'payment_and_promo_code':
      case 'free_event_summary':
        return this.book();
      default:
        return;
    }
  }

  /** Back: a step back, through the Back dialog when it would go past the checkout (spec 3 §4.2). */
  back(): void {
    if (this.step === 'personal_details' && this.details.subStep === 'details') return this.details.backToVerify();
    const previous = this.previous;
    if (!previous) return;
    // spec 3 §4.2: going back to choose the tickets (or the seats, or another time) while holding asks first
    const steps = this.steps;
    if (this.holding && steps.indexOf(previous) <= steps.indexOf('ticket_selection')) {
      this.dialog = 'back';
      return;
    }
    this.enter(previous);
  }

  private get previous(): TicketingStep | undefined {
    const steps = this.steps;
    return steps[steps.indexOf(this.step) - 1];
  }

  /** 'Yes, go back': the checkout and the seats released, the visitor choosing again (spec 3 §4.2). */
  async confirmBack(): Promise<void> {
    this.dialog = undefined;
    const target = stepAfterBack(this.shape, this.previous ?? this.step);
    await this.release();
    runInAction(() => this.enter(target));
  }

  /** Close or Escape: the Leave dialog while a hold exists, otherwise closed at once. */
  requestClose(): void {
    if (this.dialog) return this.cancelDialog();
    if (this.holding) {
      this.dialog = 'leave';
      return;
    }
    this.close();
  }

  /** 'Yes, I want to leave': the checkout aborted, the modal closed. */
  async confirmLeave(): Promise<void> {
    this.dialog = undefined;
    this.analytics.abandon(this.step);
    await this.release();
    this.close();
  }

  cancelDialog(): void {
    if (!RESTART_DIALOGS.has(this.dialog)) this.dialog = undefined;
    this.pendingTime = undefined;
  }

  /** 'Start again' after the time ran out or the reservation was lost. */
  async startAgain(): Promise<void> {
    this.dialog = undefined;
    this.choice.forgetTime();
    this.details.resetVerification();
    this.enter(firstStep(this.shape));
  }

  /** The page goes away: the holds released by beacons, which the unload cannot cancel. */
  pageHidden(): void {
    this.hold.pageHidden();
    this.seatHold.pageHidden();
  }

  /**
   * spec 3 §4.2: the mini calendar on the seat step chose another date and time; with seats held the visitor is
   * warned first that they will be lost.
   */
  changeTime(eventId: string): void {
    if (eventId === this.event?._id) return;
    if (this.seatHold.token || this.seats.count > 0) {
      this.pendingTime = eventId;
      this.dialog = 'change_time';
      return;
    }
    void this.switchTime(eventId);
  }

  /** 'Yes, change it': the reservation cancelled, the other time's seats. */
  async confirmChangeTime(): Promise<void> {
    const eventId = this.pendingTime;
    this.dialog = undefined;
    this.pendingTime = undefined;
    if (eventId) await this.switchTime(eventId);
  }

  /** Every timer stopped (the modal unmounted). */
  dispose(): void {
    this.hold.dispose();
    this.seatHold.dispose();
    this.confirmations.dispose();
    this.toasts.clear();
  }

  async applyPromo(): Promise<void> {
    const token = this.checkout?.token;
    if (!token) return;
    const checkout = await this.payment.applyPromo(token);
    if (!checkout) return;
    this.hold.update(checkout);
    this.toasts.show('success', PROMO_APPLIED);
    if (this.paymentDue) await this.payment.load(checkout.token);
    else this.payment.clear();
  }

  private close(): void {
    this.dispose();
    this.options.onClose();
  }

  private enter(step: TicketingStep): void {
    // spec 3 §4.2: seat selection starts from no seats and no token, ticket selection from no tickets
    const cleared = clearedOnEntry(step);
    if (cleared.seats) void this.seats.release();
    if (cleared.tickets) this.counts = {};
    if (cleared.event) this.event = undefined;
    this.stepError = undefined;
    this.step = step;
    if (step === 'seat_selection' && this.event) void this.seats.load(this.event._id);
  }

  private async switchTime(eventId: string): Promise<void> {
    await this.seats.release();
    runInAction(() => this.choice.chooseTime(eventId));
    await this.loadEvent(eventId);
  }

  private forward(): void {
    const steps = this.steps;
    const next = steps[steps.indexOf(this.step) + 1];
    if (next) this.step = next;
  }

  private async loadEvent(eventId: string): Promise<void> {
    this.busy = 'Loading tickets...';
    try {
      const event = await this.options.api.eventInfo(eventId);
      runInAction(() => {
        this.event = event;
        this.enter(event.seating ? 'seat_selection' : 'ticket_selection');
      });
      if (!this.recurrent) this.analytics.viewEvent(event);
    } catch (error) {
      runInAction(() => {
        const message = callMessage(error);
        if (this.recurrent) this.toasts.show('error', message);
        else this.error = message;
      });
    } finally {
      runInAction(() => (this.busy = undefined));
    }
  }

  /** Next on the tickets: the checkout created (or its items replaced), the countdown from its expiry. */
  private async holdTickets(): Promise<void> {
    const event = this.event!;
    // a seated order: one item per seat, its ticket of the seat's category (contracts.md §3)
    const items = event.seating
      ? seatedTicketItems(event, this.seats.chosen, this.counts)
      : Object.entries(this.counts)
          .filter(([, amount]) => amount > 0)
          .map(([ticketTypeId, amount]) => ({ ticketTypeId, amount }));
    const seatToken = event.seating ? this.seatHold.token : undefined;
    this.busy = 'Checking availability...';
    try {
      const checkout = this.checkout
        ? await this.options.api.replaceItems(this.checkout.token, items, seatToken)
        : await this.options.api.createCheckout({
            eventId: event._id,
            items,
            ...(seatToken ? { seatingReservationToken: seatToken } : {}),
          });
      runInAction(() => {
        this.hold.hold(checkout);
        if (seatToken) this.seatHold.bind();
        this.details.resetVerification();
        this.forward();
      });
      this.analytics.addToCart(checkout);
    } catch (error) {
      if (this.lapsed(error)) return;
      if (error instanceof TicketingCallError && error.message === TICKETS_NOT_AVAILABLE) {
        return this.stockChanged(event._id);
      }
      runInAction(() => this.toasts.show('error', checkoutErrorMessage(error)));
    } finally {
      runInAction(() => (this.busy = undefined));
    }
  }

  /**
   * spec 3 §8: the tickets went while the visitor chose them. The stock read again shows on the tickets, and the
   * too-many-tickets toast says to choose fewer when the choice is now more than is left (else the unavailable one).
   */
  private async stockChanged(eventId: string): Promise<void> {
    const availability = await this.options.api.availability(eventId).catch(() => undefined);
    runInAction(() => {
      if (availability && this.event?._id === eventId) {
        const left = new Map(availability.tickets.map((ticket) => [ticket.id, ticket.v]));
        this.event = {
          ...this.event,
          v: availability.v,
          tickets: this.event.tickets.map((ticket) => ({ ...ticket, v: left.get(ticket.id) ?? ticket.v })),
        };
      }
      const tooMany = availability !== undefined && tooManyTickets(this.counts, availability);
      this.toasts.show('error', tooMany ? TOO_MANY_TICKETS : TICKETS_UNAVAILABLE_TOAST);
    });
  }

  private async saveDetails(): Promise<void> {
    const token = this.checkout?.token;
    if (!token || !this.details.validate()) return;
    this.busy = 'Saving your details...';
    try {
      const checkout = await this.options.api.saveDetails({
        token,
        personal: this.details.personal,
        answers: this.questions.answers,
        terms: this.details.terms,
        newsletter: !this.details.isMember && this.details.newsletter,
        ...(this.details.verification ? { verification: this.details.verification } : {}),
      });
      runInAction(() => {
        this.hold.update(checkout);
        this.forward();
      });
      this.analytics.beginCheckout(checkout);
      if (this.step === 'payment_and_promo_code' && this.paymentDue) await this.payment.load(checkout.token);
    } catch (error) {
      if (this.lapsed(error)) return;
      runInAction(() => {
        if (error instanceof TicketingCallError) this.details.refused(error.fieldErrors);
        this.toasts.show('error', detailsErrorMessage(error));
      });
    } finally {
      runInAction(() => (this.busy = undefined));
    }
  }

  /** Pay or Book now: the card paid first when a payment is due, then the booking confirmed with the server. */
  private async book(): Promise<void> {
    const checkout = this.checkout;
    if (!checkout) return;
    this.stepError = undefined;
    this.busy = this.paymentDue ? PROCESSING_PAYMENT : 'Booking your tickets...';
    try {
      let intentId: string | undefined;
      if (this.paymentDue) {
        const v = this.details.values;
        const paid = await this.payment.pay({
          name: `${v.first_name} ${v.last_name}`.trim(),
          email: v.email,
          phone: this.details.personal.mobile,
          address: { postal_code: v.postcode ?? '' },
        });
        if ('error' in paid) return runInAction(() => void (this.stepError = paid.error));
        intentId = paid.intentId;
      }
      const confirmation = await this.options.api.confirm(checkout.token, intentId);
      this.confirmed(confirmation);
    } catch (error) {
      // a lapsed hold whose card was paid is refunded by the server, which says so (409): that is shown, not 410
      if (this.lapsed(error)) return;
      runInAction(() => (this.stepError = callMessage(error)));
    } finally {
      runInAction(() => (this.busy = undefined));
    }
  }

  /**
   * docs/ticketing.md: a token whose hold is over answers 410; the flow is then out of time as if the countdown
   * had reached zero (the out-of-time dialog, timer_expired, the hold released).
   */
  private lapsed(error: unknown): boolean {
    if (!holdIsOver(error)) return false;
    runInAction(() => this.timedOut());
    void this.release();
    return true;
  }

  /** spec 3 §4.2 'Confirmation': the tickets, read again after ten seconds. */
  private confirmed(confirmation: TicketConfirmation): void {
    this.hold.settle();
    this.seatHold.settle();
    this.confirmations.show(confirmation, this.checkout!.token);
    this.step = 'confirmed';
    this.dialog = undefined;
    // the booking's own words replace what the steps before said (a promo code applied, the last minute)
    this.toasts.clear();
    this.analytics.purchase(confirmation, this.checkout!);
  }

  /** spec 3 §4.2: past zero the out-of-time dialog and the timer_expired step (the checkout releases itself). */
  private timedOut(): void {
    this.endedBy('out_of_time');
  }

  /**
   * The booking cannot go on: out of time, the seat hold lapsed before a checkout took the seats (spec 3 §8 'Seat
   * Reservation Timeout'), or the reservation was not found; the seats are given back too.
   */
  private endedBy(dialog: 'out_of_time' | 'seat_timeout' | 'reservation_expired'): void {
    this.dialog = dialog;
    this.step = 'timer_expired';
    this.payment.clear();
    void this.seats.release();
  }

  private async release(): Promise<void> {
    this.payment.clear();
    await Promise.all([this.hold.release(), this.seats.release()]);
  }
}
