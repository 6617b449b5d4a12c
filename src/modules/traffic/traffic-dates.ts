import { centreToday } from '../../common/domain/hours/centre-day';
import { addDays } from '../../common/domain/time/zoned-time';

/**
 * Days after today a traffic curve can be asked for: 27, so four weeks with today, the same horizon as the
 * opening hours the site shows (spec 1 §9: 4 weeks of 7 days; docs/live-api.md).
 */
export const TRAFFIC_DAYS_AHEAD = 27;

/** The dates a traffic curve can be asked for, seen from now in the centre's time zone. */
export interface TrafficDateRange {
  /** today in the centre's time zone, YYYY-MM-DD */
  today: string;
  /**
   * the first day that can be asked for: yesterday, so a page opened before midnight (or a browser whose
   * clock is a little behind) still gets the day it shows
   */
  first: string;
  /** the last day that can be asked for */
  last: string;
}

export function trafficDateRange(now: Date, timeZone: string): TrafficDateRange {
  const today = centreToday(now, timeZone);
  return { today, first: addDays(today, -1), last: addDays(today, TRAFFIC_DAYS_AHEAD) };
}

/** Whether a YYYY-MM-DD date falls within the range (dates written alike compare as text). */
export function isWithin(date: string, range: TrafficDateRange): boolean {
  return date >= range.first && date <= range.last;
}
