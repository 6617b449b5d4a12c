import { DateLocalizer, type Formats } from 'react-big-calendar';
import { dayName, monthOf, monthTitle } from '../../../src/common/domain/time/calendar-month';
import { shortWeekdayName } from '../../../src/common/domain/time/weekday-names';
import { weekdayOf } from '../../../src/common/domain/time/zoned-time';

/**
 * react-big-calendar's date localizer for the booking month, without a date library: the names of days and months
 * from the domain's calendar (en-AU, as the rest of the site writes them; no Intl.DateTimeFormat, whose first
 * formatters cost a phone tens of milliseconds as the booking starts) and the week from Monday (an Australian
 * week). The month's arithmetic is the package's own, on the visitor's local calendar; a centre's calendar date
 * 'YYYY-MM-DD' becomes local noon of that date and comes back from the local date's fields, so no time zone (the
 * server's or a visitor's far from the centre) can move a day, and noon stays clear of a daylight-saving change
 * at midnight.
 */

/** 'YYYY-MM-DD' (a date in the centre) -> local noon of that calendar date */
export function dateOfKey(dateKey: string): Date {
  const [year, month, day] = dateKey.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 12);
}

/** a local date -> its calendar date 'YYYY-MM-DD' */
export function keyOfDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const MONDAY = 1;

/** 'Tue': the short weekday over a column, as en-AU writes it */
const weekdayShort = (date: Date) => shortWeekdayName(weekdayOf(keyOfDate(date)));
/** 'Tuesday 24 November 2026' */
const fullDate = (date: Date) => dayName(keyOfDate(date));

/** the month view's formats; the other views' are never shown (the calendar offers the month only) */
export const BOOKING_MONTH_FORMATS: Formats = {
  dateFormat: (date) => String(date.getDate()),
  weekdayFormat: (date) => weekdayShort(date),
  monthHeaderFormat: (date) => monthTitle(monthOf(keyOfDate(date))),
  dayHeaderFormat: (date) => fullDate(date),
};

export const bookingMonthLocalizer = new DateLocalizer({
  formats: BOOKING_MONTH_FORMATS,
  firstOfWeek: () => MONDAY,
  // a format named by its key (the calendar merges the keys in itself; this answers them outside it too), else the
  // full date rather than nothing
  format: (value, format) => {
    const named = BOOKING_MONTH_FORMATS[format as keyof Formats];
    if (!(value instanceof Date)) return '';
    return typeof named === 'function' ? (named as (date: Date) => string)(value) : fullDate(value);
  },
});
