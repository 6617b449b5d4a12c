/**
 * A booking block's content settings (spec 3 §3.1 'Content settings'), read once from the CMS component
 * `service_booking`. Editors type values into text inputs and checkboxes, so numbers arrive as strings or
 * numbers and checkboxes as true/false or 'true': everything is read leniently and clamped to what the flow
 * can honour.
 */
import { blockQuestionsFrom } from './additional-fields';
import type { BookingSettings } from './booking-wire';

/** The most people one booking may hold, whatever the block says (the selectors list every count up to it). */
export const MAX_PEOPLE_LIMIT = 50;
/** A year of notice: a larger minimum would hide every slot the provider can offer. */
const MIN_HOURS_LIMIT = 24 * 366;

const TRUE_VALUES = new Set<unknown>([true, 1, 'true', '1']);

function bool(value: unknown): boolean {
  return TRUE_VALUES.has(typeof value === 'string' ? value.trim().toLowerCase() : value);
}

function optionalText(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  return text === '' ? undefined : text;
}

function numberOf(value: unknown): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : undefined;
}

/** '1, 2' (or [1, '2'], or 3) as unique positive service ids, in the editor's order. */
export function parseServiceIds(value: unknown): number[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const ids: number[] = [];
  for (const item of items) {
    const text = typeof item === 'number' ? String(item) : typeof item === 'string' ? item.trim() : '';
    if (!/^\d+$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

function maxPeopleOf(value: unknown): number {
  const number = numberOf(value);
  if (number === undefined) return 1;
  return Math.min(MAX_PEOPLE_LIMIT, Math.max(1, Math.floor(number)));
}

function minHoursOf(value: unknown): number {
  const number = numberOf(value);
  return number === undefined ? 0 : Math.min(MIN_HOURS_LIMIT, Math.max(0, number));
}

/** The CMS block's fields as typed settings; missing or unreadable values take the flow's defaults. */
export function bookingSettingsFrom(raw: Record<string, unknown>): BookingSettings {
  return {
    serviceIds: parseServiceIds(raw.serviceIds),
    serviceType: optionalText(raw.serviceType),
    allowMultipleBookings: bool(raw.allowMultipleBookings),
    allowTieredPricing: bool(raw.allowTieredPricing),
    maxPeople: maxPeopleOf(raw.maxPeople),
    minTimeBeforeBooking: minHoursOf(raw.minTimeBeforeBooking),
    fullDayEvent: bool(raw.fullDayEvent),
    membershipName: optionalText(raw.membershipName),
    serviceNotice: optionalText(raw.serviceNotice),
    reservationNotice: optionalText(raw.reservationNotice),
    smsConfirmation: bool(raw.smsConfirmation),
    analyticsFormName: optionalText(raw.analyticsFormName),
    ticketInfo: optionalText(raw.ticketInfo),
    confirmation: optionalText(raw.confirmation),
    showBookMore: bool(raw.showBookMore),
    terms: optionalText(raw.terms),
    questions: blockQuestionsFrom(raw.questions),
    nonExclusivePromos: bool(raw.nonExclusivePromos),
    membersOnly: bool(raw.membersOnly),
    marketingFlagId: optionalText(raw.marketingFlagId),
  };
}
