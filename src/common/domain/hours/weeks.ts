/**
 * Weekly tables of opening hours (spec 1 §2.9 opening hours block: a carousel of four weekly tables;
 * §9: the week starts Monday, ISO). Built on the same resolution as the header and the footer widget.
 */
import { addDays, weekdayOf } from '../time/zoned-time';
import { centreToday, daysFrom } from './centre-day';
import type { HoursOptions, ResolvedDay } from './day-hours';
import type { TradingHours } from './trading-hours';

export interface WeekTable {
  /** Monday of the week, YYYY-MM-DD */
  start: string;
  /** Sunday of the week, YYYY-MM-DD */
  end: string;
  days: Array<ResolvedDay & { isToday: boolean }>;
}

/** The Monday of the ISO week that holds a date. */
export function weekStart(date: string): string {
  return addDays(date, 1 - weekdayOf(date));
}

/** `weeks` weekly tables from the centre's current week (spec 1 §9: 4 weeks of 7 days). */
export function weekTables(
  hours: TradingHours,
  now: Date,
  timeZone: string,
  weeks = 4,
  options?: HoursOptions,
): WeekTable[] {
  const today = centreToday(now, timeZone);
  const first = weekStart(today);
  return Array.from({ length: weeks }, (_, index) => {
    const start = addDays(first, index * 7);
    const days = daysFrom(hours, start, 7, options).map((day) => ({ ...day, isToday: day.date === today }));
    return { start, end: addDays(start, 6), days };
  });
}
