/**
 * Calendar dates (YYYY-MM-DD, already in the centre's zone) as event and promotion pages write them:
 * 'Saturday, 13 June 2026' and day-month-year '13 June 2026' (spec 1 §2.8: dates show day-month-year).
 */
import { weekdayOf } from '../time/zoned-time';
import { MONTH_NAMES } from '../time/month-names';
import { WEEKDAY_NAMES } from '../time/weekday-names';


const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The YYYY-MM-DD part of a CMS date ('2026-06-13' or '2026-06-13 10:00'); undefined when malformed. */
export function dateKeyOf(text: string | undefined | null): string | undefined {
  const match = DATE_KEY.exec(String(text ?? '').trim());
  if (!match) return undefined;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  // reject 2026-02-31 and friends
  return date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d) ? `${y}-${m}-${d}` : undefined;
}

/** '13 June 2026' (day-month-year). */
export function formatDayMonthYear(dateKey: string): string {
  const [year, month, day] = dateKey.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** '9 December' in the year of `today` (YYYY-MM-DD), '8 January 2027' in another year. */
export function formatDayMonth(dateKey: string, today: string): string {
  const full = formatDayMonthYear(dateKey);
  return dateKey.slice(0, 4) === today.slice(0, 4) ? full.slice(0, full.lastIndexOf(' ')) : full;
}

/** 'Saturday, 13 June 2026'. */
export function formatLongDate(dateKey: string): string {
  return `${weekdayName(dateKey)}, ${formatDayMonthYear(dateKey)}`;
}

export function weekdayName(dateKey: string): string {
  return WEEKDAY_NAMES[weekdayOf(dateKey) - 1]!;
}

/** ISO weekday (1 = Monday) of a day name ('Saturday', 'sat'); undefined when unknown. */
export function weekdayNumber(name: string | undefined | null): number | undefined {
  const text = String(name ?? '').trim().toLowerCase();
  if (text.length < 3) return undefined;
  const index = WEEKDAY_NAMES.findIndex((day) => day.toLowerCase().startsWith(text));
  return index < 0 ? undefined : index + 1;
}

/** Whole days from one date key to another (b - a). */
export function daysBetween(a: string, b: string): number {
  const [ya, ma, da] = a.split('-').map(Number) as [number, number, number];
  const [yb, mb, db] = b.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(yb, mb - 1, db) - Date.UTC(ya, ma - 1, da)) / 86_400_000);
}
