/**
 * Session times of a service (spec 3 §5.1, §8, §9 'Slots'): which a visitor may still book, the time-of-day
 * filters of a busy day, and the labels and notices of each time. Times are the centre's wall-clock time.
 */
import { lastDayOf, monthOf, firstDayOf } from '../time/calendar-month';
import { zonedToInstant } from '../time/zoned-time';
import { formatTwelveHour } from '../time/twelve-hour';
import { ticketsLeftNotice } from '../flows/flow-messages';
import type { DaySlots, Slot, SlotsAnswer } from './booking-wire';

const HOUR_MS = 3_600_000;

const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
/** No time zone is further ahead of UTC than +14:00: a wall-clock time of a date never happens before this. */
const MAX_ZONE_AHEAD_MS = 14 * HOUR_MS;

/** The instant a slot starts, or undefined for a time the provider wrote wrongly. */
function startOf(date: string, time: string, timeZone: string): number | undefined {
  const match = TIME.exec(time.trim());
  if (!match) return undefined;
  const instant = zonedToInstant(`${date} ${match[1]}:${match[2]}`, timeZone);
  return instant ? instant.getTime() + Number(match[3] ?? 0) * 1000 : undefined;
}

/** True when every time of the date starts after `earliest`, whatever the zone: its midnight anywhere is later. */
function wholeDayAfter(date: string, earliest: number): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) - MAX_ZONE_AHEAD_MS >= earliest;
}

/** Now, the centre's time zone and the block's minimum notice (spec 3 §3.1 `minTimeBeforeBooking`, hours). */
export interface NoticeInput {
  now: Date;
  timeZone: string;
  minHoursBefore: number;
}

/** The earliest instant a time may start and still be booked: now plus the minimum notice (never negative). */
function earliestStart(input: NoticeInput): number {
  const hours = Number.isFinite(input.minHoursBefore) ? Math.max(0, input.minHoursBefore) : 0;
  return input.now.getTime() + hours * HOUR_MS;
}

function startsBy(date: string, time: string, timeZone: string, earliest: number): boolean {
  // a day wholly after the earliest start keeps every well-written time: no zone arithmetic for it (a month of
  // times is hundreds of them, each a time-zone lookup, as the booking month opens on a phone)
  if (wholeDayAfter(date, earliest)) return TIME.test(time.trim());
  const start = startOf(date, time, timeZone);
  return start !== undefined && start >= earliest;
}

/**
 * spec 3 §4.1, §5.1 'hidden inside the minimum time': a time may be booked only when it starts at least
 * `minHoursBefore` hours from now (so never in the past). The slots listing hides the others, and the reserve
 * refuses them ('no longer available'): a page open for a while still shows a time that has come too close.
 */
export function bookableAt(date: string, time: string, input: NoticeInput): boolean {
  return startsBy(date, time, input.timeZone, earliestStart(input));
}

/** spec 3 §5.1: the day's times that may still be booked (`bookableAt`). Sold-out times stay, labelled 'Sold Out'. */
export function visibleSlots(day: DaySlots, input: NoticeInput): Slot[] {
  const earliest = earliestStart(input);
  return day.slots.filter((slot) => startsBy(day.date, slot.time, input.timeZone, earliest));
}

export interface SlotFilter {
  id: 'morning' | 'early-afternoon' | 'late-afternoon';
  label: string;
  /** the hours of the day it covers, from inclusive, to exclusive */
  from: number;
  to: number;
}

/** spec 3 §9: Morning 0-12h, Early Afternoon 12-15h, Late Afternoon 15-24h. */
export const SLOT_FILTERS: readonly SlotFilter[] = [
  { id: 'morning', label: 'Morning', from: 0, to: 12 },
  { id: 'early-afternoon', label: 'Early Afternoon', from: 12, to: 15 },
  { id: 'late-afternoon', label: 'Late Afternoon', from: 15, to: 24 },
];

/** spec 3 §9: 'more than 20 shows filters'. */
export function slotFiltersShown(count: number): boolean {
  return count > 20;
}

const hourOf = (time: string): number => Number(time.slice(0, 2));

/** The slots of a filter; every slot without one (or with an unknown id). */
export function filterSlots(slots: Slot[], filterId: string | undefined): Slot[] {
  const filter = SLOT_FILTERS.find((candidate) => candidate.id === filterId);
  if (!filter) return slots;
  return slots.filter((slot) => hourOf(slot.time) >= filter.from && hourOf(slot.time) < filter.to);
}

/** spec 3 §9: 'Sold Out', '{n} Available' when the time takes more than one, else 'Available'. */
export function slotLabel(slot: Slot): string {
  if (slot.available_count <= 0) return 'Sold Out';
  return slot.total_count > 1 ? `${slot.available_count} Available` : 'Available';
}

/**
 * spec 3 §8, §9: under 10 places left, 'N ticket(s) left'. Only for times that take several people: a
 * one-person appointment is either 'Available' or 'Sold Out'.
 */
export function placesLeftNotice(slot: Slot): string | undefined {
  const left = slot.available_count;
  return slot.total_count <= 1 ? undefined : ticketsLeftNotice(left);
}

/** 'HH:mm:ss' as the visitor reads it: '9:30am', '12:00pm' (spec 3 §9 'h:mma'). */
export const formatSlotTime = formatTwelveHour;

/** The month a date falls in, as the slots request's date_from and date_to ('YYYY-MM-DD'). */
export function monthRange(date: string): { from: string; to: string } {
  const month = monthOf(date);
  return { from: firstDayOf(month), to: lastDayOf(month) };
}

/** A month of the booking calendar with its times (spec 3 §4.1, §7.1 slots). */
export interface MonthSlots {
  /** the month's first day (YYYY-MM-DD) */
  month: string;
  days: DaySlots[];
  /** the service's first working day, when the provider named one */
  firstWorkingDay?: string;
}

/** Asks the provider for a range of days' times (the own API's slots call, or the server's own read). */
export type ReadSlots = (range: { from: string; to: string }) => Promise<SlotsAnswer['data']>;

/** A month's times as the calendar asks for them: none before today. */
export async function slotsOfMonth(date: string, today: string, read: ReadSlots): Promise<MonthSlots> {
  const { from, to } = monthRange(date);
  const answer = await read({ from: from < today ? today : from, to });
  return {
    month: from,
    days: answer.slots,
    ...(answer.firstWorkingDay ? { firstWorkingDay: answer.firstWorkingDay } : {}),
  };
}

/**
 * spec 3 §4.1: the day a month opens on: the service's first working day when it is open that month, else the
 * month's first open day (undefined when none is).
 */
export function dayToOpen(openDays: Iterable<string>, firstWorkingDay?: string): string | undefined {
  const open = [...openDays].sort();
  return firstWorkingDay && open.includes(firstWorkingDay) ? firstWorkingDay : open[0];
}

/**
 * spec 3 §4.1 'the first working day': the calendar opens on this month, or on the month of the service's first
 * working day when this month has no time left and that day is later.
 */
export async function openingMonth(today: string, read: ReadSlots): Promise<MonthSlots> {
  const shown = await slotsOfMonth(today, today, read);
  const first = shown.firstWorkingDay;
  const later = first !== undefined && first > monthRange(today).to;
  return later && !shown.days.some((day) => day.slots.length > 0) ? slotsOfMonth(first, today, read) : shown;
}
