/**
 * spec 1 §2.8 (event dates list) and §8: what an event page says about its dates. Past dates are omitted;
 * the list previews the first three entries ('View all dates and times' reveals the rest); a daily event in
 * progress reads 'Daily to {day}, {date}', otherwise 'Daily from ... to ...'; an event whose last date is
 * before today has ended; an unknown pattern yields 'unwanted dropdown values'.
 */
import type { AppointmentRecurrenceBlok } from '../cms/foundation-content.types';
import { formatTime, parseTime, RANGE_DASH } from '../hours/time-label';
import { formatDayMonthYear, formatLongDate, weekdayName } from './calendar-dates';
import { EventSession, expandRecurrence, RecurrencePattern } from './recurrence';
import { weekdayOf } from '../time/zoned-time';
import { hoursOn } from '../hours/day-hours';
import type { TradingHours } from '../hours/trading-hours';

export const EVENT_ENDED_MESSAGE = 'There are no more Sessions and this Event has ended.';
export const UNKNOWN_PATTERN_TEXT = 'unwanted dropdown values';
export const VIEW_ALL_DATES_LABEL = 'View all dates and times';
/** spec 1 §9: event dates preview 3 entries */
export const DATES_PREVIEW_COUNT = 3;
export const ALL_DAY_LABEL = 'All day';

export interface SessionTime {
  /** '10:00am – 11:00am' or 'All day' */
  label: string;
  /** index of the session in the full expansion (stable across days: the .ics download names it) */
  session: number;
}

export interface EventDateEntry {
  date: string;
  /** 'Saturday, 13 June 2026' */
  label: string;
  times: SessionTime[];
  /** the centre is closed all day on this date: 'Willowvale is closed all day (Public Holiday)' */
  centreClosed?: string;
}

/**
 * What an event page says under a date the centre is closed all day (issue 26 part 6: a session never falls on
 * such a day without saying so): 'Willowvale is closed all day (Public Holiday)'. Undefined on an open day.
 */
export function centreClosedNote(hours: TradingHours | undefined, date: string, centreName: string): string | undefined {
  if (!hours) return undefined;
  const day = hoursOn(hours, date);
  if (day.status !== 'closed') return undefined;
  return `${centreName} is closed all day${day.specialName ? ` (${day.specialName})` : ''}`;
}

export interface EventDates {
  status: 'upcoming' | 'ended' | 'unknown' | 'none';
  pattern?: RecurrencePattern;
  /** the date summary under the title ('Daily to Friday, 12 June 2026', the ended message ...) */
  summary: string;
  /** upcoming dates (today included), each with its sessions */
  entries: EventDateEntry[];
  /** entries shown before 'View all dates and times' */
  previewCount: number;
}

/**
 * The event's dates as of `today` (YYYY-MM-DD in the centre's zone); with the centre's hours, each date the centre
 * is closed all day says so (centreClosedNote).
 */
export function eventDates(
  blok: AppointmentRecurrenceBlok | undefined,
  today: string,
  centre?: { hours?: TradingHours; name: string },
): EventDates {
  const expansion = expandRecurrence(blok);
  if (!expansion) return { status: 'none', summary: '', entries: [], previewCount: DATES_PREVIEW_COUNT };
  if (expansion.pattern === 'unknown') return { status: 'unknown', summary: UNKNOWN_PATTERN_TEXT, entries: [], previewCount: DATES_PREVIEW_COUNT };
  const { pattern, sessions } = expansion;
  if (sessions.length === 0) return { status: 'none', pattern, summary: '', entries: [], previewCount: DATES_PREVIEW_COUNT };
  const last = sessions[sessions.length - 1]!;
  if (last.date < today) return { status: 'ended', pattern, summary: EVENT_ENDED_MESSAGE, entries: [], previewCount: DATES_PREVIEW_COUNT };
  const entries = groupByDate(sessions, today).map((entry) => {
    const closed = centre ? centreClosedNote(centre.hours, entry.date, centre.name) : undefined;
    return closed ? { ...entry, centreClosed: closed } : entry;
  });
  return { status: 'upcoming', pattern, summary: summaryOf(pattern, sessions, entries, today), entries, previewCount: DATES_PREVIEW_COUNT };
}

/** '10:00am – 11:00am', '10:00am' without an end, 'All day'. */
export function sessionTimeLabel(session: EventSession): string {
  if (session.allDay) return ALL_DAY_LABEL;
  const start = parseTime(session.startTime);
  const end = parseTime(session.endTime);
  if (start === undefined) return ALL_DAY_LABEL;
  return end === undefined ? formatTime(start) : `${formatTime(start)}${RANGE_DASH}${formatTime(end)}`;
}

function groupByDate(sessions: EventSession[], today: string): EventDateEntry[] {
  const entries: EventDateEntry[] = [];
  sessions.forEach((session, index) => {
    if (session.date < today) return;
    let entry = entries[entries.length - 1];
    if (!entry || entry.date !== session.date) {
      entry = { date: session.date, label: formatLongDate(session.date), times: [] };
      entries.push(entry);
    }
    entry.times.push({ label: sessionTimeLabel(session), session: index });
  });
  return entries;
}

function summaryOf(pattern: RecurrencePattern, sessions: EventSession[], entries: EventDateEntry[], today: string): string {
  const first = sessions[0]!.date;
  const last = sessions[sessions.length - 1]!.date;
  const next = entries[0]!.date;
  switch (pattern) {
    case 'everyDay':
      return first <= today ? `Daily to ${formatLongDate(last)}` : `Daily from ${formatLongDate(first)} to ${formatLongDate(last)}`;
    case 'singleDay':
      return formatLongDate(next);
    case 'differentDates':
      return entries.length === 1 ? formatLongDate(next) : `${entries.length} dates from ${formatDayMonthYear(next)} to ${formatDayMonthYear(last)}`;
    case 'everyWeek':
      return `Every ${dayList(entries)} until ${formatDayMonthYear(last)}`;
    case 'everyFortnight':
      return `Every second ${dayList(entries)} until ${formatDayMonthYear(last)}`;
    case 'everyMonth':
      return `Monthly on the ${ORDINALS[nthOfMonth(next) - 1]} ${dayList(entries)} until ${formatDayMonthYear(last)}`;
  }
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

function nthOfMonth(date: string): number {
  return Math.floor((Number(date.slice(8, 10)) - 1) / 7) + 1;
}

/** 'Saturday and Sunday', 'Tuesday, Thursday and Saturday' (Monday first). */
function dayList(entries: EventDateEntry[]): string {
  const days = [...new Set(entries.map((entry) => weekdayOf(entry.date)))].sort((a, b) => a - b);
  const names = days.map((day) => weekdayName(entries.find((entry) => weekdayOf(entry.date) === day)!.date));
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
