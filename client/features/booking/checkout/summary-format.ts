import { MONTH_NAMES } from '../../../../src/common/domain/time/month-names';
import { WEEKDAY_NAMES } from '../../../../src/common/domain/time/weekday-names';
import { weekdayOf } from '../../../../src/common/domain/time/zoned-time';

/** spec 3 §9 'dddd DD MMMM': '2026-12-03' is 'Thursday 03 December' (a centre date, no time zone involved). */
export function formatBookingDate(dateKey: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateKey);
  if (!match) return dateKey;
  const month = MONTH_NAMES[Number(match[2]) - 1];
  const weekday = WEEKDAY_NAMES[weekdayOf(dateKey) - 1];
  return month && weekday ? `${weekday} ${match[3]} ${month}` : dateKey;
}

/** spec 3 §9 'h:mma': '14:05:00' is '2:05pm', '00:30' is '12:30am'. */
export function formatBookingTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]}${suffix}`;
}

/** '60 min', '1 hr 30 min' */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}
