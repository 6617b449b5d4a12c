/**
 * spec 1 §3 appointmentRecurrence: an event's pattern expanded to sessions (calendar dates in the
 * centre's time zone with their times). Patterns: singleDay, differentDates, everyDay, everyWeek,
 * everyFortnight, everyMonth; a day may be all day, or have timings (one set for every day, or one per
 * weekday when differentTimeAcrossEachDay is set).
 */
import type { AppointmentRecurrenceBlok, DayWeekFortnightMonthBlok, TimingBlok } from '../cms/foundation-content.types';
import { addDays, weekdayOf } from '../time/zoned-time';
import { parseTime } from '../hours/time-label';
import { dateKeyOf, daysBetween, weekdayNumber } from './calendar-dates';

export const RECURRENCE_PATTERNS = ['singleDay', 'differentDates', 'everyDay', 'everyWeek', 'everyFortnight', 'everyMonth'] as const;
export type RecurrencePattern = (typeof RECURRENCE_PATTERNS)[number];

/** One session: a date, all day or with start and end (HH:mm, centre-local wall time). */
export interface EventSession {
  date: string;
  allDay: boolean;
  startTime?: string;
  endTime?: string;
}

export type Expansion = { pattern: RecurrencePattern; sessions: EventSession[]; range?: { start: string; end: string } } | { pattern: 'unknown'; raw: string };

/** A repeating pattern never runs longer than this (a typo of a year must not expand forever). */
const MAX_SPAN_DAYS = 3 * 366;

export function isRecurrencePattern(value: unknown): value is RecurrencePattern {
  return RECURRENCE_PATTERNS.includes(value as RecurrencePattern);
}

/** Every session of the event's recurrence, in date then start-time order (past ones included). */
export function expandRecurrence(blok: AppointmentRecurrenceBlok | undefined): Expansion | undefined {
  if (!blok) return undefined;
  const pattern = blok.pattern;
  if (!isRecurrencePattern(pattern)) return { pattern: 'unknown', raw: String(pattern ?? '') };
  switch (pattern) {
    case 'singleDay': {
      const day = blok.singleDay?.[0];
      return { pattern, sessions: sortSessions(day ? sessionsOn(dateKeyOf(day.date), Boolean(day.allDay), day.times) : []) };
    }
    case 'differentDates':
      return { pattern, sessions: sortSessions((blok.onDifferentDates ?? []).flatMap((day) => sessionsOn(dateKeyOf(day.date), Boolean(day.allDay), day.timings))) };
    default:
      return repeating(pattern, blok.dayWeekFortnightMonth?.[0]);
  }
}

function repeating(pattern: Exclude<RecurrencePattern, 'singleDay' | 'differentDates'>, rule: DayWeekFortnightMonthBlok | undefined): Expansion {
  const start = dateKeyOf(rule?.startDate);
  const end = dateKeyOf(rule?.endDate) ?? start;
  if (!rule || !start || !end || end < start) return { pattern, sessions: [] };
  const span = Math.min(daysBetween(start, end), MAX_SPAN_DAYS);
  const weekdays = listedWeekdays(rule.days, start);
  const dates: string[] = [];
  for (let offset = 0; offset <= span; offset += 1) {
    const date = addDays(start, offset);
    if (occurs(pattern, date, start, weekdays)) dates.push(date);
  }
  const sessions = dates.flatMap((date) => sessionsOn(date, Boolean(rule.allDay), timingsFor(rule, date)));
  return { pattern, sessions: sortSessions(sessions), range: { start, end } };
}

/** The weekdays a weekly, fortnightly or monthly event runs on; the start date's weekday when none is listed. */
function listedWeekdays(days: string[] | undefined, start: string): number[] {
  const listed = (days ?? []).map(weekdayNumber).filter((day): day is number => day !== undefined);
  return listed.length > 0 ? [...new Set(listed)] : [weekdayOf(start)];
}

function occurs(pattern: Exclude<RecurrencePattern, 'singleDay' | 'differentDates'>, date: string, start: string, weekdays: number[]): boolean {
  if (pattern === 'everyDay') return true;
  const weekday = weekdayOf(date);
  if (!weekdays.includes(weekday)) return false;
  if (pattern === 'everyWeek') return true;
  if (pattern === 'everyFortnight') {
    // fortnights counted from the ISO week of the start date
    const weeks = Math.floor(daysBetween(mondayOf(start), mondayOf(date)) / 7);
    return weeks % 2 === 0;
  }
  // everyMonth: the same nth weekday of each month as its first occurrence on or after the start;
  // a fifth weekday reads as the last one, so months without a fifth still have their session
  const nth = nthOfMonth(firstOnOrAfter(start, weekday));
  return nth === 5 ? isLastOfMonth(date) : nthOfMonth(date) === nth;
}

function mondayOf(date: string): string {
  return addDays(date, 1 - weekdayOf(date));
}

function firstOnOrAfter(date: string, weekday: number): string {
  return addDays(date, (weekday - weekdayOf(date) + 7) % 7);
}

/** 1 for the first such weekday of its month ... 5 for the fifth. */
function nthOfMonth(date: string): number {
  return Math.floor((Number(date.slice(8, 10)) - 1) / 7) + 1;
}

/** The timings of a date: those for its weekday when the times differ across days, otherwise all of them. */
function timingsFor(rule: DayWeekFortnightMonthBlok, date: string): TimingBlok[] {
  const timings = rule.timings ?? [];
  if (!rule.differentTimeAcrossEachDay) return timings;
  const weekday = weekdayOf(date);
  return timings.filter((timing) => weekdayNumber(timing.day) === weekday);
}

/** The sessions of one date: all day, or one per valid timing (a date without valid timings reads all day). */
function sessionsOn(date: string | undefined, allDay: boolean, timings: TimingBlok[] | undefined): EventSession[] {
  if (!date) return [];
  const valid = (timings ?? []).filter((timing) => parseTime(timing.startTime) !== undefined);
  if (allDay || valid.length === 0) return [{ date, allDay: true }];
  return valid.map((timing) => {
    const endTime = parseTime(timing.endTime) !== undefined ? timing.endTime.trim() : undefined;
    return { date, allDay: false, startTime: timing.startTime.trim(), ...(endTime ? { endTime } : {}) };
  });
}

function isLastOfMonth(date: string): boolean {
  return addDays(date, 7).slice(5, 7) !== date.slice(5, 7);
}

function sortSessions(sessions: EventSession[]): EventSession[] {
  const key = (session: EventSession) => `${session.date} ${session.allDay ? '00:00' : (session.startTime ?? '').padStart(5, '0')}`;
  return [...sessions].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
