/**
 * 'Open now' and 'closes at' for a centre or a store, from its hours and the centre's wall clock.
 * Overnight trading (spec 1 §9: a close earlier than the open is on the next day) keeps a centre open
 * after midnight on the following calendar date.
 */
import { addDays } from '../time/zoned-time';
import { centreMinute, centreToday, relativeDay } from './centre-day';
import { hoursOn, HoursOptions, isOpenAt, ResolvedDay } from './day-hours';
import type { TradingHours } from './trading-hours';
import { formatClose, formatTime, MINUTES_PER_DAY } from './time-label';

export interface OpenStatus {
  open: boolean;
  /** 'Open now · closes 5:30pm', 'Open now · closes Midnight', 'Open now · open late', 'Open 24 hours',
   * 'Closed now · opens 9:00am', 'Closed now · opens Tomorrow 9:00am', 'Closed now · opens Monday 10:00am', 'Closed' */
  label: string;
  /** the closing time label while open ('5:30pm', 'Midnight', 'Late'); undefined around the clock */
  closes?: string;
  /** the next opening ('9:00am', 'Tomorrow 9:00am', 'Monday 10:00am') while closed */
  opens?: string;
}

/** How far ahead a closed centre looks for its next opening. */
const LOOK_AHEAD_DAYS = 7;

export function openStatus(hours: TradingHours, now: Date, timeZone: string, options?: HoursOptions): OpenStatus {
  const today = centreToday(now, timeZone);
  const minute = centreMinute(now, timeZone);
  const yesterday = hoursOn(hours, addDays(today, -1), options);
  // still trading from yesterday's overnight hours
  if (yesterday.overnight && isOpenAt(yesterday, minute + MINUTES_PER_DAY)) {
    return openUntil(formatClose(yesterday.closesAt! - MINUTES_PER_DAY));
  }
  const day = hoursOn(hours, today, options);
  if (isOpenAt(day, minute)) {
    if (day.status === 'open-all-day') return { open: true, label: 'Open 24 hours' };
    return openUntil(formatClose(day.closesAt));
  }
  const next = nextOpening(hours, today, minute, now, timeZone, options);
  if (!next) return { open: false, label: 'Closed' };
  return { open: false, label: `Closed now · opens ${next}`, opens: next };
}

function openUntil(closes: string): OpenStatus {
  return { open: true, label: closes === 'Late' ? 'Open now · open late' : `Open now · closes ${closes}`, closes };
}

function nextOpening(
  hours: TradingHours,
  today: string,
  minute: number,
  now: Date,
  timeZone: string,
  options?: HoursOptions,
): string | undefined {
  for (let offset = 0; offset <= LOOK_AHEAD_DAYS; offset += 1) {
    const day = hoursOn(hours, addDays(today, offset), options);
    const opensAt = openingMinute(day);
    if (opensAt === undefined || (offset === 0 && opensAt <= minute)) continue;
    const time = formatTime(opensAt);
    if (offset === 0) return time;
    return `${relativeDay(day.date, now, timeZone) ?? day.name} ${time}`;
  }
  return undefined;
}

function openingMinute(day: ResolvedDay): number | undefined {
  if (day.status === 'open-all-day') return 0;
  return day.status === 'open' ? day.opensAt : undefined;
}
