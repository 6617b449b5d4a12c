/**
 * spec 1 §2.14: the traffic chart's day dropdown: the centre's today ('today') and the days after it, dates in
 * the centre's time zone whatever the zone of the browser.
 */
import { addDays, weekdayOf, zonedDateKey } from '../time/zoned-time';
import { WEEKDAY_NAMES } from '../time/weekday-names';

/** A week from today: each weekday appears once (docs/traffic.md). */
export const TRAFFIC_DAY_COUNT = 7;


export interface TrafficDayOption {
  /** YYYY-MM-DD in the centre's time zone: the startDate of /api/traffic */
  date: string;
  /** 'today', 'tomorrow', then the weekday ('Saturday') */
  label: string;
}

/** The label of a date seen from the centre's today. */
export function trafficDayLabel(date: string, today: string): string {
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  return WEEKDAY_NAMES[weekdayOf(date) - 1] ?? date;
}

/** The dropdown's days: the centre's today and the next `count - 1` days. */
export function trafficDayOptions(now: Date, timeZone: string, count = TRAFFIC_DAY_COUNT): TrafficDayOption[] {
  const today = zonedDateKey(now, timeZone);
  return Array.from({ length: count }, (_, offset) => {
    const date = addDays(today, offset);
    return { date, label: trafficDayLabel(date, today) };
  });
}

/** The day to show: the one chosen while it is still offered, otherwise today (the centre's day rolled over). */
export function effectiveTrafficDay(options: TrafficDayOption[], chosen: string | undefined): string {
  return options.find((option) => option.date === chosen)?.date ?? options[0]!.date;
}
