import { DateLocalizer, type Formats } from 'react-big-calendar';

/**
 * react-big-calendar's date localizer for the booking month, without a date library: formats from
 * Intl.DateTimeFormat in en-AU and the week from Monday (an Australian week). The month's arithmetic is the
 * package's own, on the visitor's local calendar; a centre's calendar date 'YYYY-MM-DD' becomes local noon of that
 * date and comes back from the local date's fields, so no time zone (the server's or a visitor's far from the
 * centre) can move a day, and noon stays clear of a daylight-saving change at midnight.
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

const LOCALE = 'en-AU';
const MONDAY = 1;

const formatter = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat(LOCALE, options);
  return (date: Date) => format.format(date);
};

const dayOfMonth = formatter({ day: 'numeric' });
const weekdayShort = formatter({ weekday: 'short' });
const monthYear = formatter({ month: 'long', year: 'numeric' });
const fullDate = formatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** the month view's formats; the other views' are never shown (the calendar offers the month only) */
export const BOOKING_MONTH_FORMATS: Formats = {
  dateFormat: (date) => dayOfMonth(date),
  weekdayFormat: (date) => weekdayShort(date),
  monthHeaderFormat: (date) => monthYear(date),
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
