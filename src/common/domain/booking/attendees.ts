/**
 * Who comes to a booking (spec 3 §5.1 'Attendees'): adults and children when the service asks for them through
 * its `adults` and `children` additional fields, else a plain quantity. The selectors show only when a booking
 * may take more than one person; the checks run in the browser and again on the server's reserve.
 */
import {
  ADULTS_REQUIRED,
  ATTENDEES_REQUIRED,
  CHILDREN_ONLY,
  CHILDREN_REQUIRED,
  maxPeopleMessage,
  maxTicketsMessage,
  seatsRemainingMessage,
} from './booking-messages';
import type { AdditionalField } from './booking-wire';

const isNamed = (field: AdditionalField, name: string): boolean => field.name.trim().toLowerCase() === name;

/** The service's attendee fields, which the flow fills from its selectors instead of asking them. */
export function attendeeFieldsOf(fields: AdditionalField[]): { adults?: AdditionalField; children?: AdditionalField } {
  return { adults: fields.find((f) => isNamed(f, 'adults')), children: fields.find((f) => isNamed(f, 'children')) };
}

/** The fields asked as questions: every field but the attendee fields, by position. */
export function questionsOf(fields: AdditionalField[]): AdditionalField[] {
  return fields.filter((f) => !isNamed(f, 'adults') && !isNamed(f, 'children')).sort((a, b) => a.pos - b.pos);
}

/** spec 3 §5.1: 'Attendee selectors appear only when maxPeople is above 1'. */
export function showAttendees(maxPeople: number): boolean {
  return maxPeople > 1;
}

const range = (from: number, to: number): number[] =>
  to < from ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index);

const count = (value: number | undefined): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;

/** spec 3 §5.1: adults 1 to max minus children; children 0 to max minus adults; quantity 1 to max. */
export function attendeeOptions(input: { maxPeople: number; adults?: number; children?: number }): {
  adults: number[];
  children: number[];
  quantity: number[];
} {
  const max = Math.max(1, Math.floor(input.maxPeople) || 1);
  return {
    adults: range(1, max - count(input.children)),
    children: range(0, max - count(input.adults)),
    quantity: range(1, max),
  };
}

export interface AttendeeInput {
  maxPeople: number;
  allowMultipleBookings: boolean;
  /** the chosen slot's available places, when a slot is chosen */
  available?: number;
  adults?: number;
  children?: number;
  quantity?: number;
  hasAdultsField: boolean;
  hasChildrenField: boolean;
}

/** The people a booking is for: adults and children when either is given, else the quantity (one by default). */
export function peopleOf(input: { adults?: number; children?: number; quantity?: number }): number {
  if (input.adults !== undefined || input.children !== undefined) return count(input.adults) + count(input.children);
  return input.quantity === undefined ? 1 : count(input.quantity);
}

const isCount = (value: number | undefined, min: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min;

/**
 * spec 3 §5.1 'Attendees', keyed by selector ('adults', 'children', 'quantity') and 'attendees' for the total:
 * - a service with a children field and no adults field is a setup mistake the editor must fix;
 * - each shown selector needs a value;
 * - with multiple bookings allowed the total may not exceed the slot's available seats;
 * - the total never exceeds maxPeople (ours: in both modes, so the server never holds more than a block allows).
 */
export function attendeeErrors(input: AttendeeInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (input.hasChildrenField && !input.hasAdultsField) errors.children = CHILDREN_ONLY;
  const byField = showAttendees(input.maxPeople) && (input.hasAdultsField || input.hasChildrenField);
  if (showAttendees(input.maxPeople)) {
    if (input.hasAdultsField && !isCount(input.adults, 1)) errors.adults = ADULTS_REQUIRED;
    if (input.hasChildrenField && input.hasAdultsField && !isCount(input.children, 0))
      errors.children = CHILDREN_REQUIRED;
    if (!byField && !isCount(input.quantity, 1)) errors.quantity = ATTENDEES_REQUIRED;
  } else if (input.quantity !== undefined && !isCount(input.quantity, 1)) {
    errors.quantity = ATTENDEES_REQUIRED;
  }
  if (Object.keys(errors).length > 0) return errors;
  // without selectors a booking is for one person, unless a request says otherwise
  const people = byField ? count(input.adults) + count(input.children) : (input.quantity ?? 1);
  if (input.allowMultipleBookings && input.available !== undefined && people > input.available) {
    errors.attendees = seatsRemainingMessage(Math.max(0, input.available), people);
  } else if (people > input.maxPeople) {
    errors.attendees = byField ? maxPeopleMessage(input.maxPeople) : maxTicketsMessage(input.maxPeople);
  }
  return errors;
}

/**
 * spec 3 §4.1: Next on the booking details is disabled while submitting, without a chosen slot, or when only
 * children were chosen (a child comes with an adult).
 */
export function nextEnabled(input: {
  submitting: boolean;
  hasSlot: boolean;
  adults?: number;
  children?: number;
}): boolean {
  if (input.submitting || !input.hasSlot) return false;
  return !(count(input.children) > 0 && count(input.adults) === 0);
}

/** The attendee fields' answers for the provider (spec 3 §7.2 reserve: 'adults and children fields'). */
export function attendeeAnswers(
  fields: AdditionalField[],
  people: { adults?: number; children?: number },
): { name: string; value: string }[] {
  const { adults, children } = attendeeFieldsOf(fields);
  const answers: { name: string; value: string }[] = [];
  if (adults) answers.push({ name: adults.name, value: String(count(people.adults)) });
  if (children) answers.push({ name: children.name, value: String(count(people.children)) });
  return answers;
}
