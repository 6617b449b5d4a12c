/**
 * spec 1 §2.8 and §5 (dates): the dates of an offer or a news item as their pages show them, day-month-year.
 * Offers use offerStartDate and offerEndDate ('Starts' and a range when both exist); news uses
 * effectiveDate and expiryDate. spec 1 §5: promotion dates are shown in Australia/Sydney: a CMS wall time
 * ('YYYY-MM-DD HH:mm', the centre's clock) or an instant with its own offset is converted to the Sydney
 * calendar date; a bare date is taken as written. (The listing cards read dates the same way.)
 */
import { formatDayMonth, formatDayMonthYear, dateKeyOf } from '../events/calendar-dates';
import { zonedDateKey, zonedToInstant } from '../time/zoned-time';

export const PROMOTION_TIME_ZONE = 'Australia/Sydney';
export const STARTS_LABEL = 'Starts';
export const ENDS_LABEL = 'Ends';
export const DATE_RANGE_DASH = ' – ';

export interface PromotionDates {
  /** 'Starts 13 June 2026', 'Ends 27 June 2026'; absent for news with both dates */
  label?: string;
  /** '13 June 2026 – 27 June 2026', or the single date */
  range?: string;
  /** YYYY-MM-DD (Sydney) for machines (<time dateTime>) */
  start?: string;
  end?: string;
}

/** The Sydney calendar date of a promotion date (wall times read in the centre's zone); undefined when blank or malformed. */
export function promotionDateKey(
  text: string | undefined | null,
  centreTimeZone: string = PROMOTION_TIME_ZONE,
): string | undefined {
  const value = String(text ?? '').trim();
  const date = dateKeyOf(value);
  if (!date) return undefined;
  if (!/\d{2}:\d{2}/.test(value)) return date;
  const instant = /(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(value)
    ? new Date(value.replace(' ', 'T'))
    : zonedToInstant(value, centreTimeZone);
  return instant && !Number.isNaN(instant.getTime()) ? zonedDateKey(instant, PROMOTION_TIME_ZONE) : date;
}

/**
 * spec 1 §2.8: an offer's dates: 'Starts {date}' with the range when both exist. Once it is running (`now` on or
 * after its start, in Sydney) the label says when it ends instead ('Ends 9 December', the year only when it is not
 * this year's: issue 26 part 6), and a running offer without an end says from when it runs; a past start date is
 * no news to a visitor.
 */
export function offerDates(
  offerStartDate: string | undefined,
  offerEndDate: string | undefined,
  centreTimeZone?: string,
  now?: Date,
): PromotionDates {
  const start = promotionDateKey(offerStartDate, centreTimeZone);
  const end = promotionDateKey(offerEndDate, centreTimeZone);
  const today = now ? zonedDateKey(now, PROMOTION_TIME_ZONE) : undefined;
  const running = Boolean(start && today && start <= today);
  const ends = (date: string) => `${ENDS_LABEL} ${today ? formatDayMonth(date, today) : formatDayMonthYear(date)}`;
  if (start && end && end >= start)
    return {
      label: running ? ends(end) : `${STARTS_LABEL} ${formatDayMonthYear(start)}`,
      range: rangeText(start, end),
      start,
      end,
    };
  if (start)
    return running
      ? { range: `From ${formatDayMonthYear(start)}`, start }
      : { label: `${STARTS_LABEL} ${formatDayMonthYear(start)}`, start };
  if (end) return { label: ends(end), end };
  return {};
}

/** spec 1 §2.8: a news item's dates from its effective and expiry dates. */
export function newsDates(
  effectiveDate: string | undefined,
  expiryDate: string | undefined,
  centreTimeZone?: string,
): PromotionDates {
  const start = promotionDateKey(effectiveDate, centreTimeZone);
  const end = promotionDateKey(expiryDate, centreTimeZone);
  if (start && end && end >= start) return { range: rangeText(start, end), start, end };
  if (start) return { range: formatDayMonthYear(start), start };
  if (end) return { label: `${ENDS_LABEL} ${formatDayMonthYear(end)}`, end };
  return {};
}

/** '13 June 2026 – 27 June 2026', or one date when both are the same day. */
export function rangeText(start: string, end: string): string {
  return start === end
    ? formatDayMonthYear(start)
    : `${formatDayMonthYear(start)}${DATE_RANGE_DASH}${formatDayMonthYear(end)}`;
}
