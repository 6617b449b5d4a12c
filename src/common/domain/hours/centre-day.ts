/**
 * Opening hours relative to 'now', always in the centre's time zone whatever the zone of the server or
 * the browser (spec 1 §1: every trading-hour display and 'Today'/'Tomorrow' label uses the centre time zone).
 */
import { addDays, zonedDateKey, zonedParts } from '../time/zoned-time';
import { hoursOn, HoursOptions, ResolvedDay } from './day-hours';
import type { TradingHours } from './trading-hours';

export type RelativeDay = 'Today' | 'Tomorrow';

/** A day of a list that starts today, with its relative label. */
export interface ListedDay extends ResolvedDay {
  isToday: boolean;
  /** 'Today' or 'Tomorrow' in the centre's zone (spec 1 §9) */
  relative?: RelativeDay;
}

/** The centre's calendar date (YYYY-MM-DD) at an instant. */
export function centreToday(now: Date, timeZone: string): string {
  return zonedDateKey(now, timeZone);
}

/** 'Today' or 'Tomorrow' for a YYYY-MM-DD date seen from now in the centre's zone; undefined otherwise. */
export function relativeDay(date: string, now: Date, timeZone: string): RelativeDay | undefined {
  const today = centreToday(now, timeZone);
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return undefined;
}

/** spec 1 §2.3: the hours of the centre's today, for the header's 'Open Today' link. */
export function todayHours(
  hours: TradingHours | undefined,
  now: Date,
  timeZone: string,
  options?: HoursOptions,
): ResolvedDay | undefined {
  return hours ? hoursOn(hours, centreToday(now, timeZone), options) : undefined;
}

/** 'Open Today 9:00am – 5:30pm', 'Open Today 6:00pm – Late', 'Open All Day Today' or 'Closed Today'. */
export function openTodayLabel(day: ResolvedDay): string {
  if (day.status === 'closed') return 'Closed Today';
  if (day.status === 'open-all-day') return 'Open All Day Today';
  return `Open Today ${day.label}`;
}

/**
 * `count` consecutive days from a date (special hours applied): the general list the footer widget and the
 * opening-hours block's weekly tables are built from.
 */
export function daysFrom(hours: TradingHours, start: string, count: number, options?: HoursOptions): ResolvedDay[] {
  return Array.from({ length: Math.max(0, count) }, (_, index) => hoursOn(hours, addDays(start, index), options));
}

/**
 * spec 1 §2.9: the footer widget's days, sorted for the centre's zone starting today, today highlighted.
 */
export function upcomingDays(
  hours: TradingHours,
  now: Date,
  timeZone: string,
  count = 7,
  options?: HoursOptions,
): ListedDay[] {
  const today = centreToday(now, timeZone);
  return daysFrom(hours, today, count, options).map((day, index) => ({
    ...day,
    isToday: index === 0,
    relative: index === 0 ? 'Today' : index === 1 ? 'Tomorrow' : undefined,
  }));
}

/** Minutes after midnight of the centre's wall clock at an instant (0 ... 1439). */
export function centreMinute(now: Date, timeZone: string): number {
  const parts = zonedParts(now, timeZone);
  return parts.hour * 60 + parts.minute;
}
