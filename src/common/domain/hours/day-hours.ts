import { weekdayOf } from '../time/zoned-time';
import type { SpecialHours, TradingHours } from './trading-hours';
import { formatRange, LABEL_CLOSED_ALL_DAY, LABEL_OPEN_ALL_DAY, MINUTES_PER_DAY, parseTime } from './time-label';
import { shortWeekdayName, WEEKDAY_NAMES as DAY_NAMES } from '../time/weekday-names';

export type DayStatus = 'open' | 'closed' | 'open-all-day';

/** The hours of one calendar date, after special hours were applied (spec 1 §3, trading hours). */
export interface ResolvedDay {
  /** YYYY-MM-DD in the centre's time zone */
  date: string;
  /** ISO weekday: 1 = Monday ... 7 = Sunday (spec 1 §9: the week starts Monday) */
  weekday: number;
  /** Monday ... Sunday */
  name: string;
  /** Mon ... Sun */
  shortName: string;
  status: DayStatus;
  /** minutes after this date's midnight; set when status is 'open' */
  opensAt?: number;
  /**
   * Minutes after this date's midnight; 1440 = midnight; above 1440 = overnight trading into the next day.
   * Undefined while open means 'Late' (no closing time given).
   */
  closesAt?: number;
  /** closes on the next calendar day (close earlier than open) */
  overnight: boolean;
  /** the name of the special hours that replaced the defaults ('Christmas Day'), if any */
  specialName?: string;
  /** '9:00am – 5:30pm', '10:00am – Midnight', '6:00pm – Late', 'Closed All Day' or 'Open All Day' */
  label: string;
}


export interface HoursOptions {
  /**
   * Special hours of the centre, applied to a store's hours unless the store ignores them
   * (spec 1 §3: a store flag to ignore centre special hours). A store's own special hours win.
   */
  centreSpecial?: SpecialHours[];
  ignoreCentreSpecial?: boolean;
}

/**
 * The hours of a calendar date (YYYY-MM-DD, already in the centre's zone): special hours of that date
 * replace the weekday's default hours (spec 1 §3 and content-shared.types.ts SpecialHoursBlok).
 */
export function hoursOn(hours: TradingHours, date: string, options: HoursOptions = {}): ResolvedDay {
  const weekday = weekdayOf(date);
  const defaults = hours.days.find((day) => day.day === weekday);
  const base = {
    date,
    weekday,
    name: defaults?.name || DAY_NAMES[weekday - 1]!,
    shortName: defaults?.shortName || shortWeekdayName(weekday),
  };
  const special = specialFor(hours, date, options);
  if (special) {
    // blank start and end = closed all day; a blank start alone cannot be opened either
    return { ...base, ...interval(special.startTime, special.endTime, false), specialName: special.name || undefined };
  }
  if (!defaults) return { ...base, ...interval('', '', true) };
  return { ...base, ...interval(defaults.opens, defaults.closes, defaults.closedAllDay) };
}

function specialFor(hours: TradingHours, date: string, options: HoursOptions): SpecialHours | undefined {
  const own = hours.special.find((entry) => entry.date === date);
  if (own || options.ignoreCentreSpecial) return own;
  return options.centreSpecial?.find((entry) => entry.date === date);
}

type Interval = Pick<ResolvedDay, 'status' | 'opensAt' | 'closesAt' | 'overnight' | 'label'>;

/** spec 1 §9: 'Midnight' for a 00:00/24:00 close, 'Late' for an empty close, overnight when the close is earlier. */
function interval(opens: string, closes: string, closedAllDay: boolean): Interval {
  const opensAt = parseTime(opens);
  if (closedAllDay || opensAt === undefined || opensAt >= MINUTES_PER_DAY) {
    return { status: 'closed', overnight: false, label: LABEL_CLOSED_ALL_DAY };
  }
  const close = parseTime(closes);
  if (close === undefined) return { status: 'open', opensAt, overnight: false, label: formatRange(opensAt, undefined) };
  const atMidnight = close === 0 || close === MINUTES_PER_DAY;
  // open from midnight to midnight (or 23:59) is open around the clock
  if (opensAt === 0 && (atMidnight || close === MINUTES_PER_DAY - 1))
    return { status: 'open-all-day', overnight: false, label: LABEL_OPEN_ALL_DAY };
  if (atMidnight)
    return {
      status: 'open',
      opensAt,
      closesAt: MINUTES_PER_DAY,
      overnight: false,
      label: formatRange(opensAt, MINUTES_PER_DAY),
    };
  const overnight = close <= opensAt;
  const closesAt = overnight ? close + MINUTES_PER_DAY : close;
  return { status: 'open', opensAt, closesAt, overnight, label: formatRange(opensAt, closesAt) };
}

/** Whether a minute of the day (minutes after this date's midnight, may exceed 1440) falls in the day's trading. */
export function isOpenAt(day: ResolvedDay, minute: number): boolean {
  if (day.status === 'open-all-day') return minute >= 0 && minute < MINUTES_PER_DAY;
  if (day.status !== 'open' || day.opensAt === undefined) return false;
  // 'Late' has no known close: count it as open until the end of the day
  const closesAt = day.closesAt ?? MINUTES_PER_DAY;
  return minute >= day.opensAt && minute < closesAt;
}
