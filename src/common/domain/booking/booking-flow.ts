/**
 * The service flow's state machine (spec 3 §4.1 'Transitions'): which step shows, what the visitor chose and
 * when the reservation lapses. Pure: the browser's store applies it, and a test can walk every path.
 */
import { backAllowed, initialStep, stepsShown, type BookingStep, type BookingType } from './booking-type';

export interface BookingFlowState {
  step: BookingStep;
  type: BookingType;
  providerId?: number;
  serviceId?: number;
  /** ISO instant the reservation lapses; set only while a reservation holds a session */
  expiresAt?: string;
}

export type BookingFlowEvent =
  | { type: 'provider_selected'; providerId: number }
  | { type: 'service_selected'; serviceId: number }
  | { type: 'booking_reserved'; expiresAt: string }
  | { type: 'booking_confirmed' }
  | { type: 'timer_expired' }
  | { type: 'book_again' }
  | { type: 'back_to'; step: BookingStep };

/** spec 3 §4.1 'An unknown reducer action throws'. */
export const INVALID_EVENT = 'Invalid type';

export function startFlow(type: BookingType): BookingFlowState {
  return { step: initialStep(type), type };
}

/** The steps back may return to: the choosing steps and the calendar, never a finished or expired booking. */
const BACKABLE_FROM: ReadonlySet<BookingStep> = new Set([
  'provider_selection',
  'service_selection',
  'booking_details',
  'client_info_and_payment',
]);

function withoutReservation(state: BookingFlowState): BookingFlowState {
  const { expiresAt: _dropped, ...rest } = state;
  return rest;
}

function backTo(state: BookingFlowState, step: BookingStep): BookingFlowState {
  if (!backAllowed(state.type) || !BACKABLE_FROM.has(state.step)) return state;
  const order = stepsShown(state.type).map((shown) => shown.step);
  const target = order.indexOf(step);
  if (target < 0 || target >= order.indexOf(state.step)) return state;
  // going back before the summary gives up the held session (the visitor reserves again from the calendar)
  return { ...withoutReservation(state), step };
}

function selectProvider(state: BookingFlowState, providerId: number): BookingFlowState {
  // a type without provider selection records the choice and stays where it is
  if (!stepsShown(state.type).some((shown) => shown.step === 'provider_selection')) return { ...state, providerId };
  // a new provider may not deliver the service chosen before
  return { ...withoutReservation(state), step: 'service_selection', providerId, serviceId: undefined };
}

/** spec 3 §4.1: the next state; events that make no sense in the current step leave it as it is. */
export function bookingFlow(state: BookingFlowState, event: BookingFlowEvent): BookingFlowState {
  switch (event.type) {
    case 'provider_selected':
      return selectProvider(state, event.providerId);
    case 'service_selected':
      return { ...withoutReservation(state), step: 'booking_details', serviceId: event.serviceId };
    case 'booking_reserved':
      return { ...state, step: 'client_info_and_payment', expiresAt: event.expiresAt };
    case 'booking_confirmed':
      return { ...withoutReservation(state), step: 'confirmed' };
    case 'timer_expired':
      // a confirmed booking no longer has a hold to lose
      return state.step === 'confirmed' ? state : { ...withoutReservation(state), step: 'timer_expired' };
    case 'book_again':
      return { ...withoutReservation(state), step: 'booking_details' };
    case 'back_to':
      return backTo(state, event.step);
    default:
      throw new Error(INVALID_EVENT);
  }
}
