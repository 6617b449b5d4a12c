/**
 * spec 3 §4.1: the browser warns before a visitor leaves a booking in progress. Single services and classes warn
 * on the summary only (the calendar has nothing to lose yet); the other types also on the booking details, where
 * the visitor's provider and service choices would be lost.
 */
import type { BookingStep, BookingType } from './booking-type';

export function leaveWarningActive(type: BookingType, step: BookingStep): boolean {
  if (step === 'client_info_and_payment') return true;
  return step === 'booking_details' && (type === 'multi_provider' || type === 'multi_service');
}
