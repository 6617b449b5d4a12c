/**
 * The ticketing modal's steps (spec 3 §2.2, §4.2): which apply to an event and in what order, the stage each
 * belongs to and its label, the subtitle 'n: stage', where Back goes, the primary button's label and the analytics
 * sequence numbers.
 */
import type { TicketingEvent } from './ticketing-wire';

export const TICKETING_STEPS = [
  'event_selection',
  'seat_selection',
  'ticket_selection',
  'event_specific_questions',
  'ticket_specific_questions',
  'personal_details',
  'payment_and_promo_code',
  'free_event_summary',
  'confirmed',
  'timer_expired',
] as const;
export type TicketingStep = (typeof TICKETING_STEPS)[number];

/** What decides which steps an event's flow has. */
export interface FlowShape {
  /** a ROOT event with dates and times to choose from */
  recurrent: boolean;
  seated: boolean;
  /** the event asks questions once per order */
  eventQuestions: boolean;
  /** a chosen ticket asks questions per ticket */
  ticketQuestions: boolean;
  /** no payment step: the free summary instead (spec 3 §2.2) */
  free: boolean;
}

/** spec 3 §2.2: a free event shows a summary instead of payment (is_free_event, or nothing to pay from the start). */
export function isFreeEvent(event: Pick<TicketingEvent, 'meta' | 'startingPriceCents'>): boolean {
  return event.meta.is_free_event === true || event.startingPriceCents <= 0;
}

/**
 * The flow's shape from the event (the first event of a recurrent one) and the chosen tickets: ticket questions
 * only when a chosen ticket requires extra fields, event questions when the event has any that are not deleted.
 */
export function flowShapeOf(
  event: Pick<TicketingEvent, 'seating' | 'extraFields' | 'tickets' | 'meta' | 'startingPriceCents'>,
  options: { recurrent: boolean; chosenTicketTypeIds?: readonly string[] },
): FlowShape {
  const chosen = new Set(options.chosenTicketTypeIds ?? []);
  return {
    recurrent: options.recurrent,
    seated: event.seating,
    eventQuestions: event.extraFields.some((field) => !field.deleted),
    ticketQuestions: event.tickets.some((ticket) => chosen.has(ticket.id) && ticket.requiresExtraFields),
    free: isFreeEvent(event),
  };
}

/** The steps of this flow, in order, ending with confirmed (timer_expired is reached from any step, not in order). */
export function stepsOf(shape: FlowShape): TicketingStep[] {
  const steps: TicketingStep[] = [];
  if (shape.recurrent) steps.push('event_selection');
  if (shape.seated) steps.push('seat_selection');
  steps.push('ticket_selection');
  if (shape.eventQuestions) steps.push('event_specific_questions');
  if (shape.ticketQuestions) steps.push('ticket_specific_questions');
  steps.push('personal_details');
  steps.push(shape.free ? 'free_event_summary' : 'payment_and_promo_code');
  steps.push('confirmed');
  return steps;
}

/** spec 3 §4.2: a single event starts at seats or tickets, a recurrent one at choosing the date and time. */
export function firstStep(shape: FlowShape): TicketingStep {
  return stepsOf(shape)[0]!;
}

/** The step after this one; undefined after confirmed, or for a step this flow does not have. */
export function nextStep(shape: FlowShape, step: TicketingStep): TicketingStep | undefined {
  const steps = stepsOf(shape);
  const index = steps.indexOf(step);
  return index < 0 ? undefined : steps[index + 1];
}

/** spec 3 §4.2 'Back ... follows the ordered stage list': the step before; none from the first or the last. */
export function previousStep(shape: FlowShape, step: TicketingStep): TicketingStep | undefined {
  if (step === 'confirmed' || step === 'timer_expired') return undefined;
  const steps = stepsOf(shape);
  const index = steps.indexOf(step);
  return index <= 0 ? undefined : steps[index - 1];
}

/**
 * spec 3 §4.2: Back asks first (the Back dialog) while a checkout or a seat reservation is held; confirming
 * restarts the flow and releases them.
 */
export function backNeedsConfirmation(holds: { checkout: boolean; seatReservation: boolean }): boolean {
  return holds.checkout || holds.seatReservation;
}

/**
 * spec 3 §4.2 'confirming restarts the flow and cancels the holds': where 'Yes, go back' lands once the checkout
 * and the seats are released: the step before, but never later than choosing the seats (seated) or the tickets.
 */
export function stepAfterBack(shape: FlowShape, previous: TicketingStep): TicketingStep {
  const steps = stepsOf(shape);
  const restart: TicketingStep = shape.seated ? 'seat_selection' : 'ticket_selection';
  return steps.indexOf(previous) >= 0 && steps.indexOf(previous) < steps.indexOf(restart) ? previous : restart;
}

/** What entering a step forgets (spec 3 §4.2). */
export interface ClearedOnEntry {
  /** the chosen seats and the seat reservation's token (the reservation cancelled) */
  seats: boolean;
  /** the chosen tickets */
  tickets: boolean;
  /** the chosen event (a recurrent event's date and time are chosen again) */
  event: boolean;
}

/**
 * spec 3 §4.2: entering or going back to seat_selection clears the selected seats and the reservation token (and
 * so does going back to choose another date or time, whose venue is another); ticket selection starts from no
 * tickets.
 */
export function clearedOnEntry(step: TicketingStep): ClearedOnEntry {
  return {
    seats: step === 'seat_selection' || step === 'event_selection',
    tickets: step === 'seat_selection' || step === 'ticket_selection' || step === 'event_selection',
    event: step === 'event_selection',
  };
}

/**
 * spec 3 §2.2 stage labels: Event Booking (recurrent only), Ticket selection (or Seat & options when seated),
 * Personal details, and Payment when the first event has a starting price, otherwise Summary.
 */
export function stageLabels(shape: Pick<FlowShape, 'recurrent' | 'seated'>, startingPriceCents: number): string[] {
  return [
    ...(shape.recurrent ? ['Event Booking'] : []),
    shape.seated ? 'Seat & options' : 'Ticket selection',
    'Personal details',
    startingPriceCents > 0 ? 'Payment' : 'Summary',
  ];
}

const STAGE_OF_STEP: Readonly<Record<TicketingStep, 'event' | 'tickets' | 'details' | 'pay'>> = {
  event_selection: 'event',
  seat_selection: 'tickets',
  ticket_selection: 'tickets',
  event_specific_questions: 'tickets',
  ticket_specific_questions: 'tickets',
  personal_details: 'details',
  payment_and_promo_code: 'pay',
  free_event_summary: 'pay',
  confirmed: 'pay',
  timer_expired: 'pay',
};

/** The stage a step belongs to: its number (from 1) and label. */
export function stageOf(
  step: TicketingStep,
  shape: Pick<FlowShape, 'recurrent' | 'seated'>,
  startingPriceCents: number,
): { number: number; label: string; of: number } {
  const labels = stageLabels(shape, startingPriceCents);
  const order = ['event', 'tickets', 'details', 'pay'].filter((stage) => shape.recurrent || stage !== 'event');
  const index = Math.max(0, order.indexOf(STAGE_OF_STEP[step]));
  return { number: index + 1, label: labels[index]!, of: labels.length };
}

/** spec 3 §2.2 the modal's subtitle 'n: stage'. */
export function stageSubtitle(
  step: TicketingStep,
  shape: Pick<FlowShape, 'recurrent' | 'seated'>,
  startingPriceCents: number,
): string {
  const stage = stageOf(step, shape, startingPriceCents);
  return `${stage.number}: ${stage.label}`;
}

export type PrimaryLabel = 'Next' | 'Pay' | 'Book now';

/**
 * spec 3 §4.2 the primary button: 'Book now' on the free summary; on payment 'Pay' while a payment is due (not
 * fully discounted), else 'Book now'; 'Next' otherwise.
 */
export function primaryButtonLabel(step: TicketingStep, paymentDue: boolean): PrimaryLabel {
  if (step === 'free_event_summary') return 'Book now';
  if (step === 'payment_and_promo_code') return paymentDue ? 'Pay' : 'Book now';
  return 'Next';
}

/** spec 3 §4.2 'Pay and Book now have no arrow'. */
export const primaryButtonHasArrow = (label: PrimaryLabel): boolean => label === 'Next';

/** spec 3 §2.2 analytics sequence numbers (the verify sub-step of personal details is the welcome email check). */
export function analyticsSequence(step: TicketingStep, detailsSubStep?: 'verify' | 'details'): number | undefined {
  switch (step) {
    case 'ticket_selection':
    case 'seat_selection':
      return 3;
    case 'event_specific_questions':
    case 'ticket_specific_questions':
      return 4;
    case 'personal_details':
      return detailsSubStep === 'verify' ? 6 : 7;
    case 'payment_and_promo_code':
    case 'free_event_summary':
      return 8;
    case 'confirmed':
      return 9;
    default:
      return undefined;
  }
}
