import { makeAutoObservable, runInAction } from 'mobx';
import { attendeeFieldsOf, nextEnabled, showAttendees } from '../../../src/common/domain/booking/attendees';
import {
  EMAIL_RECOGNISED,
  NOT_SUBSCRIBER,
  RESET_TO_CHOOSE_AGAIN,
  RESET_TO_RETRY,
  reservationFormMessage,
} from '../../../src/common/domain/booking/booking-messages';
import { questionsAsked } from '../../../src/common/domain/booking/additional-fields';
import type {
  AdditionalField,
  BookingBlockRef,
  BookingSettings,
  CatalogueService,
  DaySlots,
  ReservationAnswer,
} from '../../../src/common/domain/booking/booking-wire';
import {
  dayToOpen,
  filterSlots,
  openingMonth,
  slotFiltersShown,
  slotsOfMonth,
  visibleSlots,
  type MonthSlots,
  type ReadSlots,
} from '../../../src/common/domain/booking/slots';
import { addMonths } from '../../../src/common/domain/time/calendar-month';
import { BookingCallError, type BookingApi } from './booking-api';
import { detailsErrors, peopleIn, reserveRequestOf, type DetailsAnswers } from './booking-details-rules';

export interface BookingDetailsInput {
  api: BookingApi;
  block: BookingBlockRef;
  settings: BookingSettings;
  service: CatalogueService;
  providerId: number;
  timeZone: string;
  /** today in the centre (YYYY-MM-DD) */
  today: string;
  now: () => Date;
  /** the opening month the page brought (the server read it as it rendered the date step) */
  opening?: MonthSlots;
  onReserved: (reservation: ReservationAnswer['reservationData'], email: string) => void;
}

type Load = 'loading' | 'ready' | 'failed';

/**
 * The booking details step (spec 3 §2.1, §4.1, §5.1): the month's session times, the day and time chosen, the
 * attendees, products, questions, the email and its membership check, and the reservation.
 */
export class BookingDetailsStore {
  month: string;
  days: DaySlots[] = [];
  load: Load = 'loading';
  date?: string;
  time?: string;
  filterId?: string;
  adults?: number;
  children?: number;
  quantity?: number;
  products: Record<number, number> = {};
  answers: Record<string, string> = {};
  email = '';
  agreed = false;
  /** the welcome or not-a-subscriber text of the email check (spec 3 §8 'Email check') */
  emailNotice?: string;
  errors: Record<string, string> = {};
  /** what went wrong on the step as a whole (spec 3 §8), shown above the Reset button when it has one */
  formError?: string;
  /** the Reset button's words for that failure (spec 3 §2.1); none when the visitor fixes the fields in error */
  resetLabel?: string;
  /** counts the failed Nexts: each moves the focus to the first error the step shows */
  focusRequest = 0;
  submitting = false;
  private verification?: { email: string; seal?: string };
  /** the last month asked for: an earlier answer that arrives later is dropped */
  private asked = 0;
  private started = false;

  constructor(private readonly input: BookingDetailsInput) {
    this.month = input.today.slice(0, 8) + '01';
    if (input.opening) this.show(input.opening);
    makeAutoObservable<BookingDetailsStore, 'input' | 'verification' | 'asked' | 'started'>(
      this,
      { input: false, verification: false, asked: false, started: false },
      { autoBind: true },
    );
  }

  /**
   * The step is live (its island hydrated): the month the page brought is asked again without a busy state (the
   * page may be a minute old), a step without one asks for its opening month.
   */
  start(): void {
    if (this.started) return;
    this.started = true;
    void this.loadMonth(this.month, { quiet: this.load === 'ready' });
  }

  /** today in the centre (YYYY-MM-DD): the calendar's today */
  get today(): string {
    return this.input.today;
  }

  /** the earliest month the calendar offers: this one */
  get firstMonth(): string {
    return this.input.today.slice(0, 8) + '01';
  }

  get service(): CatalogueService {
    return this.input.service;
  }

  /** The month's days with a time the visitor may still book (spec 3 §5.1 minimum time; a sold-out day is shut). */
  get openDays(): Map<string, DaySlots['slots']> {
    const open = new Map<string, DaySlots['slots']>();
    const { now, timeZone, settings } = this.input;
    for (const day of this.days) {
      const slots = visibleSlots(day, { now: now(), timeZone, minHoursBefore: settings.minTimeBeforeBooking });
      if (slots.some((slot) => slot.available_count > 0)) open.set(day.date, slots);
    }
    return open;
  }

  get daySlots(): DaySlots['slots'] {
    return this.date ? (this.openDays.get(this.date) ?? []) : [];
  }

  get filtersShown(): boolean {
    return slotFiltersShown(this.daySlots.length);
  }

  get shownSlots(): DaySlots['slots'] {
    return this.filtersShown ? filterSlots(this.daySlots, this.filterId) : this.daySlots;
  }

  get chosenSlot(): DaySlots['slots'][number] | undefined {
    return this.daySlots.find((slot) => slot.time === this.time);
  }

  /** spec 3 §2.1 'additional questions': the service's, then the block's own (§3.1 `questions`) */
  get questions(): AdditionalField[] {
    return questionsAsked(this.input.service.fields, this.input.settings.questions);
  }

  get attendeeFields() {
    return attendeeFieldsOf(this.service.fields);
  }

  get maxPeople(): number {
    return this.input.settings.maxPeople;
  }

  get attendeesShown(): boolean {
    return showAttendees(this.input.settings.maxPeople);
  }

  get canContinue(): boolean {
    return nextEnabled({ submitting: this.submitting, hasSlot: this.chosenSlot !== undefined, adults: this.adults, children: this.children });
  }

  get people(): number {
    return peopleIn(this.answersGiven);
  }

  private get answersGiven(): DetailsAnswers {
    const { settings, service } = this.input;
    const { adults, children, quantity, answers, email, agreed } = this;
    return { settings, service, slot: this.chosenSlot, adults, children, quantity, answers, email, agreed };
  }

  /**
   * A month's times; the first month opens on the first working day's month when it has no time left (spec 3
   * §4.1). Quiet: the month shown stays as it is while it is asked again, and stays if the call fails.
   */
  async loadMonth(month = this.month, { quiet = false }: { quiet?: boolean } = {}): Promise<void> {
    const asked = ++this.asked;
    this.month = month;
    if (!quiet) this.load = 'loading';
    const { api, block, service, providerId } = this.input;
    const read: ReadSlots = async ({ from, to }) =>
      (
        await api.slots({
          block,
          service_id: service.id,
          provider_id: providerId,
          date_from: from,
          date_to: to,
          with_available_slots: 1,
        })
      ).data;
    try {
      const shown = month === this.firstMonth ? await openingMonth(this.today, read) : await slotsOfMonth(month, this.today, read);
      if (asked === this.asked) this.show(shown);
    } catch (error) {
      runInAction(() => {
        if (asked !== this.asked || quiet) return;
        this.load = 'failed';
        this.formError = error instanceof Error ? error.message : String(error);
        this.resetLabel = RESET_TO_RETRY;
      });
    }
  }

  /** A month's times shown, with the first working day (or the first open day) chosen unless a day still open is. */
  private show(shown: MonthSlots): void {
    this.month = shown.month;
    this.days = shown.days;
    this.load = 'ready';
    if (!this.date || !this.openDays.has(this.date)) this.date = dayToOpen(this.openDays.keys(), shown.firstWorkingDay);
  }

  showMonth(step: -1 | 1): Promise<void> {
    this.date = undefined;
    this.time = undefined;
    return this.loadMonth(addMonths(this.month, step));
  }

  /** spec 3 §4.1: changing the date, time or service clears attendee counts and any error. */
  private clearAttendees(): void {
    this.adults = undefined;
    this.children = undefined;
    this.quantity = undefined;
    this.errors = {};
    this.formError = undefined;
    this.resetLabel = undefined;
  }

  chooseDate(date: string): void {
    if (date === this.date) return;
    this.date = date;
    this.time = undefined;
    this.filterId = undefined;
    this.clearAttendees();
  }

  chooseTime(time: string): void {
    this.time = time;
    this.clearAttendees();
  }

  chooseFilter(id: string | undefined): void {
    this.filterId = id;
  }

  setCount(name: 'adults' | 'children' | 'quantity', value: number | undefined): void {
    this[name] = value;
    delete this.errors[name];
    delete this.errors.attendees;
  }

  setProduct(id: number, qty: number): void {
    this.products[id] = qty;
  }

  setAnswer(key: string, value: string): void {
    this.answers[key] = value;
    delete this.errors[key];
  }

  setEmail(email: string): void {
    this.email = email;
    this.emailNotice = undefined;
    delete this.errors.email;
  }

  setAgreed(agreed: boolean): void {
    this.agreed = agreed;
    delete this.errors.agreement;
  }

  /** Next: the checks, the membership check of the email, then the reservation (spec 3 §4.1, §7.1). */
  async submit(): Promise<void> {
    if (!this.canContinue) return;
    this.errors = detailsErrors(this.answersGiven);
    this.formError = undefined;
    this.resetLabel = undefined;
    if (Object.keys(this.errors).length > 0) {
      this.focusRequest += 1;
      return;
    }
    this.submitting = true;
    try {
      const email = this.email.trim();
      if (this.verification?.email !== email) {
        const member = await this.input.api.verifySubscription(email);
        this.verification = { email, seal: member.verification };
        runInAction(() => (this.emailNotice = member.subscribed ? EMAIL_RECOGNISED : NOT_SUBSCRIBER));
      }
      const { block, providerId } = this.input;
      const answer = await this.input.api.reserve(
        reserveRequestOf({
          ...this.answersGiven,
          block,
          providerId,
          date: this.date!,
          time: this.time!,
          products: this.products,
          verification: this.verification?.seal,
        }),
      );
      this.input.onReserved(answer.reservationData, email);
    } catch (error) {
      runInAction(() => {
        // spec 3 §8: the reservation form shows a server's status as the busy text, other messages as given; a
        // refusal of some fields marks them, for the visitor to put right (no Reset: nothing needs starting again)
        this.formError = reservationFormMessage(error instanceof Error ? error.message : undefined);
        const fields = error instanceof BookingCallError ? error.errors : undefined;
        if (fields) this.errors = { ...fields };
        this.resetLabel = fields ? undefined : RESET_TO_CHOOSE_AGAIN;
        this.focusRequest += 1;
      });
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** The Reset button on error: a fresh form on the same day. */
  reset(): void {
    this.time = undefined;
    this.clearAttendees();
    this.answers = {};
    this.products = {};
    void this.loadMonth(this.month);
  }
}
