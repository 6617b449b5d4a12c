/**
 * The ticketing flow's rules as the modal applies them (spec 3 §2.2, §4.2, §5.2, §8, §9). Their home is
 * src/common/domain/ticketing/ (decision 0029 item 5); each function here names the rule it applies so that it can
 * move there unchanged, with the server reading the same one.
 */
import type { TicketingEvent, TicketType } from '../../../src/common/domain/ticketing/ticketing-wire';

export type TicketingStep =
  | 'event_selection'
  | 'seat_selection'
  | 'ticket_selection'
  | 'event_specific_questions'
  | 'ticket_specific_questions'
  | 'personal_details'
  | 'payment_and_promo_code'
  | 'free_event_summary'
  | 'confirmed'
  | 'timer_expired';

/** spec 3 §9: the checkout alert 300 s before expiry, the warning toast at 60 s, a tick of one second. */
export const CHECKOUT_ALERT_SECONDS = 300;
export const TIMER_WARNING_SECONDS = 60;
/** spec 3 §9: toasts hide after 10 s; the confirmation is read again after 10 s. */
export const TOAST_HIDE_MS = 10_000;
export const CONFIRMATION_REFETCH_MS = 10_000;

export const TICKETING_MESSAGES = {
  selectTime: 'Select your time',
  underEighteen: 'Under 18',
  free: 'Free',
  soldOut: 'Sold out',
  childrenNotice: 'Please note that children must be accompanied by an adult',
  tooManyTickets: 'You have chosen more tickets than are available. Please reduce your quantity.',
  ticketsUnavailable: 'Tickets are not available',
  required: 'This is a required field.',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  country: 'Country of residence is required',
  mobile: 'Mobile number is required',
  mobileInvalid: 'Mobile number is invalid for the selected dial code',
  postcode: 'Please enter your postcode',
  terms: 'Please read and accept the terms before proceeding.',
  promoRequired: 'A promo code is required',
  promoInvalid: 'Invalid promo code',
  promoApplied: 'Promo code applied successfully',
  verifyingPromo: 'Verifying promo code...',
  fullyDiscounted: 'Fully discounted',
  processingPayment: 'Processing payment...',
  loadingConfirmation: 'Loading booking confirmation...',
  timerWarning: 'Only 1 minute left to complete your booking. Secure your event ticket now. Thank you!',
  outOfTimeTitle: "You're out of time",
  outOfTimeBody: 'You have run out of time to complete the booking. Please start again.',
  startAgain: 'Start again',
  leaveTitle: 'Are you sure you want to leave?',
  leaveBody: 'All booking selections and details will be lost if you close the booking modal.',
  leaveConfirm: 'Yes, I want to leave',
  backTitle: 'Are you sure you want to go back?',
  backConfirm: 'Yes, go back',
  backBody: 'The tickets held for you will be released and you will choose your tickets again.',
} as const;

/** spec 3 §5.2: child tickets are those named child; the ones an adult must accompany. */
export const isChildTicket = (ticket: Pick<TicketType, 'name'>): boolean => /child/i.test(ticket.name);
export const isAdultTicket = (ticket: Pick<TicketType, 'name'>): boolean => /adult/i.test(ticket.name);

/** spec 3 §5.2: the child ticket's label. */
export const ticketLabel = (ticket: Pick<TicketType, 'name'>): string =>
  isChildTicket(ticket) ? TICKETING_MESSAGES.underEighteen : ticket.name;

/** spec 3 §8 'Slots': 'Sold out' at zero, 'N ticket(s) left' under 10, nothing otherwise. */
export function ticketsLeftText(remaining: number): string | undefined {
  if (remaining <= 0) return TICKETING_MESSAGES.soldOut;
  if (remaining < 10) return `${remaining} ticket${remaining === 1 ? '' : 's'} left`;
  return undefined;
}

export type TicketCounts = Readonly<Record<string, number>>;

const total = (counts: TicketCounts): number => Object.values(counts).reduce((sum, count) => sum + count, 0);
const countOf = (event: Pick<TicketingEvent, 'tickets'>, counts: TicketCounts, which: (t: TicketType) => boolean) =>
  event.tickets.filter(which).reduce((sum, ticket) => sum + (counts[ticket.id] ?? 0), 0);

/** spec 3 §5.2 'Tickets': whether plus may add one more of this ticket. */
export function canAddTicket(
  event: Pick<TicketingEvent, 'tickets' | 'max' | 'v' | 'meta'>,
  counts: TicketCounts,
  ticket: TicketType,
): boolean {
  const chosen = counts[ticket.id] ?? 0;
  if (total(counts) >= Math.min(event.max > 0 ? event.max : Infinity, event.v)) return false;
  if (chosen >= ticket.v) return false;
  if (ticket.maxAmountPerOrder !== undefined && ticket.maxAmountPerOrder > 0 && chosen >= ticket.maxAmountPerOrder) {
    return false;
  }
  const maxAdults = event.meta.max_adult_tickets;
  if (isAdultTicket(ticket) && maxAdults !== undefined && maxAdults > 0 && countOf(event, counts, isAdultTicket) >= maxAdults) {
    return false;
  }
  if (isChildTicket(ticket) && event.meta.is_child_tickets_mandatory) {
    const childVolume = event.tickets.filter(isChildTicket).reduce((sum, t) => sum + t.v, 0);
    if (countOf(event, counts, isChildTicket) >= childVolume) return false;
  }
  return true;
}

/** spec 3 §4.2 'Next-button enabling' without seating. */
export function ticketsNextEnabled(event: Pick<TicketingEvent, 'tickets' | 'meta'>, counts: TicketCounts): boolean {
  if (total(counts) === 0) return false;
  return !(event.meta.is_child_tickets_mandatory && countOf(event, counts, isChildTicket) === 0);
}

/** spec 3 §4.2: the notice when the event has an adult ticket, children are chosen and no adult is. */
export function childrenNoticeShown(event: Pick<TicketingEvent, 'tickets'>, counts: TicketCounts): boolean {
  return (
    event.tickets.some(isAdultTicket) &&
    countOf(event, counts, isChildTicket) > 0 &&
    countOf(event, counts, isAdultTicket) === 0
  );
}

/** spec 3 §2.2: a free event shows the summary step instead of payment. */
export const isFreeEvent = (event: Pick<TicketingEvent, 'meta' | 'startingPriceCents'>): boolean =>
  event.meta.is_free_event === true || event.startingPriceCents === 0;

const live = <T extends { deleted?: boolean }>(fields: readonly T[]): T[] => fields.filter((field) => !field.deleted);

/** spec 3 §2.2, §4.2: the steps of this event's flow, in order. */
export function flowSteps(
  event: Pick<TicketingEvent, 'extraFields' | 'ticketExtraFields' | 'tickets' | 'meta' | 'startingPriceCents'>,
  recurrent: boolean,
  counts: TicketCounts,
): TicketingStep[] {
  const asksPerTicket =
    live(event.ticketExtraFields).length > 0 &&
    event.tickets.some((ticket) => ticket.requiresExtraFields && (counts[ticket.id] ?? 0) > 0);
  return [
    ...(recurrent ? (['event_selection'] as const) : []),
    'ticket_selection',
    ...(live(event.extraFields).length > 0 ? (['event_specific_questions'] as const) : []),
    ...(asksPerTicket ? (['ticket_specific_questions'] as const) : []),
    'personal_details',
    isFreeEvent(event) ? 'free_event_summary' : 'payment_and_promo_code',
  ];
}

/** spec 3 §2.2 'Stage labels'. */
export function stageLabels(recurrent: boolean, free: boolean): string[] {
  return [
    ...(recurrent ? ['Event Booking'] : []),
    'Ticket selection',
    'Personal details',
    free ? 'Summary' : 'Payment',
  ];
}

/** The stage (index into stageLabels) a step belongs to. */
export function stageIndex(step: TicketingStep, recurrent: boolean): number {
  const offset = recurrent ? 1 : 0;
  switch (step) {
    case 'event_selection':
      return 0;
    case 'seat_selection':
    case 'ticket_selection':
    case 'event_specific_questions':
    case 'ticket_specific_questions':
      return offset;
    case 'personal_details':
      return offset + 1;
    default:
      return offset + 2;
  }
}

/** spec 3 §4.2 'Button label': 'Pay' when a payment is due, 'Book now' on the free summary or fully discounted. */
export function primaryLabel(step: TicketingStep, paymentDue: boolean): string {
  if (step === 'free_event_summary') return 'Book now';
  if (step === 'payment_and_promo_code') return paymentDue ? 'Pay' : 'Book now';
  return 'Next';
}

/** spec 3 §9: the countdown as m:ss ('9:05'). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** spec 3 §5.2 'Welcome email pattern': a basic address whose top-level part has 2 to 4 letters. */
export const isWelcomeEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/.test(value.trim());

/** spec 3 §3.2: a ticket question's per-ticket name, from its category, ticket name and position. */
export const ticketAnswerKey = (category: string, ticketName: string, position: number): string =>
  `${category || 'ticket'} - ${ticketName} - ${position}`;

/** spec 3 §9: an event's time as 'h:mma' in its own time zone ('10:30am'). */
export function eventTimeLabel(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.hour}:${parts.minute}${(parts.dayPeriod ?? '').toLowerCase().replace(/\s|\./g, '')}`;
}

/** spec 3 §9: an event's day as 'dddd DD MMMM' in its own time zone ('Saturday 05 December'). */
export function eventDayLabel(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: '2-digit', month: 'long', timeZone })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.weekday} ${parts.day} ${parts.month}`;
}
