/**
 * The calendar of the date picker (spec 2 §5 "Competition": "Date picker: only dates within the range (start and
 * end inclusive), else only dates up to the end of today; format DD/MM/YYYY"): the weeks of a month from Monday
 * (an Australian week), and the moves of the picker's keys, held inside the dates it offers.
 * Dates are calendar dates 'YYYY-MM-DD'; no time zone is involved here (today comes from the caller).
 */
import { MONTH_NAMES } from './month-names';
import { WEEKDAY_NAMES } from './weekday-names';
import { addDays, weekdayOf } from './zoned-time';

/** The dates a picker offers, inclusive ('YYYY-MM-DD'); a missing end leaves that side open. */
export interface CalendarBounds {
  from?: string;
  to?: string;
}

/** A month of a year; month 1 is January. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** The column headers, Monday first: the short text shown and the day's name for screen readers. */
export const WEEKDAY_HEADERS = WEEKDAY_NAMES.map((name) => ({ short: name.slice(0, 2), name }));

/** The picker's keys (WAI-ARIA APG "Date Picker Dialog"): a day, a week, a month, a year, the week's ends. */
export type CalendarMove =
  | 'previousDay'
  | 'nextDay'
  | 'previousWeek'
  | 'nextWeek'
  | 'previousMonth'
  | 'nextMonth'
  | 'previousYear'
  | 'nextYear'
  | 'weekStart'
  | 'weekEnd';

const pad = (value: number): string => String(value).padStart(2, '0');

const keyOf = (year: number, month: number, day: number): string => `${year}-${pad(month)}-${pad(day)}`;

export function monthOf(dateKey: string): CalendarMonth {
  const [year, month] = dateKey.split('-').map(Number) as [number, number];
  return { year, month };
}

export function daysInMonth({ year, month }: CalendarMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function firstDayOf(month: CalendarMonth): string {
  return keyOf(month.year, month.month, 1);
}

export function lastDayOf(month: CalendarMonth): string {
  return keyOf(month.year, month.month, daysInMonth(month));
}

/** 'November 2026': the picker's heading. */
export function monthTitle({ year, month }: CalendarMonth): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** 'Monday 23 November 2026': a day as a screen reader says it. */
export function dayName(dateKey: string): string {
  const [year, month, day] = dateKey.split('-').map(Number) as [number, number, number];
  return `${WEEKDAY_NAMES[weekdayOf(dateKey) - 1]!} ${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** The full weeks (Monday to Sunday) holding a month: 4 to 6 rows of 7 dates, the neighbours' days included. */
export function monthWeeks(month: CalendarMonth): string[][] {
  const first = firstDayOf(month);
  const last = lastDayOf(month);
  const weeks: string[][] = [];
  let day = addDays(first, 1 - weekdayOf(first));
  while (day <= last) {
    const week: string[] = [];
    for (let i = 0; i < 7; i += 1, day = addDays(day, 1)) week.push(day);
    weeks.push(week);
  }
  return weeks;
}

/** Whole months later (or earlier): the same day, or the month's last day when it is shorter (31 Jan → 28 Feb). */
export function addMonths(dateKey: string, months: number): string {
  const [year, month, day] = dateKey.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return keyOf(target.year, target.month, Math.min(day, daysInMonth(target)));
}

export function isInBounds(dateKey: string, bounds: CalendarBounds): boolean {
  return (bounds.from === undefined || dateKey >= bounds.from) && (bounds.to === undefined || dateKey <= bounds.to);
}

/** The nearest date the picker offers. */
export function clampToBounds(dateKey: string, bounds: CalendarBounds): string {
  if (bounds.from !== undefined && dateKey < bounds.from) return bounds.from;
  if (bounds.to !== undefined && dateKey > bounds.to) return bounds.to;
  return dateKey;
}

/** Whether a month holds any date the picker offers (its previous/next month buttons). */
export function monthInBounds(month: CalendarMonth, bounds: CalendarBounds): boolean {
  return (
    (bounds.from === undefined || lastDayOf(month) >= bounds.from) &&
    (bounds.to === undefined || firstDayOf(month) <= bounds.to)
  );
}

/** Where a key moves the focused date; the move stops at the first or last date offered. */
export function moveDate(dateKey: string, move: CalendarMove, bounds: CalendarBounds = {}): string {
  const weekday = weekdayOf(dateKey);
  const moved: Record<CalendarMove, () => string> = {
    previousDay: () => addDays(dateKey, -1),
    nextDay: () => addDays(dateKey, 1),
    previousWeek: () => addDays(dateKey, -7),
    nextWeek: () => addDays(dateKey, 7),
    previousMonth: () => addMonths(dateKey, -1),
    nextMonth: () => addMonths(dateKey, 1),
    previousYear: () => addMonths(dateKey, -12),
    nextYear: () => addMonths(dateKey, 12),
    weekStart: () => addDays(dateKey, 1 - weekday),
    weekEnd: () => addDays(dateKey, 7 - weekday),
  };
  return clampToBounds(moved[move](), bounds);
}

/**
 * A date typed on a phone's number pad (which has no '/'), or with dots, dashes or spaces, written as the
 * picker writes it: '23112026', '23.11.2026', '23-11-2026', '23/11/2026' → '23/11/2026', and '1/2/2026' →
 * '01/02/2026'. Anything else is left as typed.
 */
export function normaliseTypedDate(written: string): string {
  const trimmed = written.trim();
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  const separated = /^(\d{1,2})[./\- ](\d{1,2})[./\- ](\d{4})$/.exec(trimmed);
  const parts = digits ?? separated;
  if (!parts) return written;
  return `${pad(Number(parts[1]))}/${pad(Number(parts[2]))}/${parts[3]}`;
}
