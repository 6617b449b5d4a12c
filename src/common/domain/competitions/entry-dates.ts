/**
 * spec 2 §5 "Competition" dates: the purchase date picker offers only dates within the competition's range
 * (start and end inclusive, read in the centre's time zone) and never after today; without a range, any date up
 * to the end of today. The picker shows DD/MM/YYYY; competition dates are shown as 'Do MMMM YYYY'.
 */
import { addDays, zonedDateKey, zonedToInstant } from '../time/zoned-time';
import { MONTH_NAMES } from '../time/month-names';

export interface DateRange {
  /** YYYY-MM-DD, inclusive; undefined: no earliest date */
  from?: string;
  /** YYYY-MM-DD, inclusive */
  to: string;
}

/** A competition's date ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm', the centre's wall clock) as an instant. */
export function competitionInstant(written: string | undefined, timeZone: string, endOfDay = false): Date | undefined {
  if (!written || written.trim() === '') return undefined;
  const withTime = /\d{2}:\d{2}/.test(written) ? written : `${written.trim()} ${endOfDay ? '23:59' : '00:00'}`;
  return zonedToInstant(withTime, timeZone);
}

/** The calendar date of a competition date in the centre's time zone. */
function dateKeyOf(written: string | undefined, timeZone: string, endOfDay: boolean): string | undefined {
  const instant = competitionInstant(written, timeZone, endOfDay);
  return instant ? zonedDateKey(instant, timeZone) : undefined;
}

/** The dates a purchase may carry: [effective, min(expiry, today)] in the centre's time zone. */
export function purchaseDateRange(
  competition: { effectiveDate?: string; expiryDate?: string },
  now: Date,
  timeZone: string,
): DateRange {
  const today = zonedDateKey(now, timeZone);
  const from = dateKeyOf(competition.effectiveDate, timeZone, false);
  const expiry = dateKeyOf(competition.expiryDate, timeZone, true);
  const to = expiry !== undefined && expiry < today ? expiry : today;
  return from === undefined ? { to } : { from, to };
}

export function isWithin(dateKey: string, range: DateRange): boolean {
  return (range.from === undefined || dateKey >= range.from) && dateKey <= range.to;
}

/** A real calendar date as YYYY-MM-DD from 'DD/MM/YYYY' (the picker) or 'YYYY-MM-DD'; undefined otherwise. */
export function parseEntryDate(written: string): string | undefined {
  const trimmed = written.trim();
  const picker = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const dashed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const parts = picker ? [picker[3], picker[2], picker[1]] : dashed ? [dashed[1], dashed[2], dashed[3]] : undefined;
  if (!parts) return undefined;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || year < 1900) return undefined;
  const key = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  // a 31st of a 30-day month rolls over: not a date
  return addDays(key, 0) === key ? key : undefined;
}

/** YYYY-MM-DD → DD/MM/YYYY (the picker's format). */
export function toPickerDate(dateKey: string): string {
  const [year, month, day] = dateKey.split('-');
  return `${day}/${month}/${year}`;
}

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** YYYY-MM-DD → 'Do MMMM YYYY' (21st November 2026). */
export function displayDate(dateKey: string): string {
  const [year, month, day] = dateKey.split('-').map(Number) as [number, number, number];
  return `${ordinal(day)} ${MONTH_NAMES[month - 1]} ${year}`;
}
