/**
 * spec 1 §7, §9: dates travel in two forms. The site's own API and booking flows use dashed dates
 * (YYYY-MM-DD, e.g. `/api/traffic?startDate=2026-11-23`); the property data API takes and gives compact
 * dates (YYYYMMDD, e.g. `start_date=20261123`). Both are calendar dates in the centre's time zone.
 */
import { zonedParts } from './zoned-time';

const DASHED = /^(\d{4})-(\d{2})-(\d{2})$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function readDate(text: unknown, pattern: RegExp): [string, string, string] | undefined {
  if (typeof text !== 'string') return undefined;
  const match = pattern.exec(text);
  if (!match) return undefined;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return isCalendarDate(Number(year), Number(month), Number(day)) ? [year, month, day] : undefined;
}

/** True for a real calendar date written YYYY-MM-DD ('2026-02-30' and '2026-2-3' are not). */
export function isDashedDate(text: unknown): text is string {
  return readDate(text, DASHED) !== undefined;
}

/** '2026-11-23' → '20261123'; undefined when the text is not a real dashed date. */
export function toCompactDate(dashed: string): string | undefined {
  const parts = readDate(dashed, DASHED);
  return parts ? parts.join('') : undefined;
}

/** '20261123' → '2026-11-23'; undefined when the text is not a real compact date. */
export function fromCompactDate(compact: string): string | undefined {
  const parts = readDate(compact, COMPACT);
  return parts ? parts.join('-') : undefined;
}

const pad = (value: number): string => String(Math.abs(value)).padStart(2, '0');

/**
 * An instant as ISO 8601 local time with the zone's offset at that instant, to the second:
 * 2026-11-23T04:00:00Z in Australia/Melbourne → '2026-11-23T15:00:00+11:00'.
 */
export function zonedIsoString(instant: Date, timeZone: string): string {
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  const p = zonedParts(new Date(seconds), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const offsetMinutes = Math.round((wall - seconds) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${offset}`;
}
