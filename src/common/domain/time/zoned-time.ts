/**
 * Wall-clock time in a centre's time zone, with Intl only (isomorphic and light for the browser bundle).
 * spec 1 §1: every trading-hour display and 'Today'/'Tomorrow' label uses the centre time zone.
 */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** ISO weekday: 1 = Monday ... 7 = Sunday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/**
 * The parts of recent instants, per time zone: a page asks for the same few instants (the render's "now", a day's
 * boundaries) once per store card, and formatToParts is the costly step (issue 12 part 6, P2's profile).
 */
const recentParts = new Map<string, ZonedParts>();
const RECENT_PARTS_LIMIT = 512;

/** The wall-clock parts of an instant in a time zone. The object is shared: read it, never change it. */
export function zonedParts(instant: Date, timeZone: string): Readonly<ZonedParts> {
  const key = `${instant.getTime()}|${timeZone}`;
  let parts = recentParts.get(key);
  if (!parts) {
    parts = Object.freeze(computeZonedParts(instant, timeZone));
    if (recentParts.size >= RECENT_PARTS_LIMIT) recentParts.clear();
    recentParts.set(key, parts);
  }
  return parts;
}

function computeZonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 1,
  };
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function zonedDateKey(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

const recentDays = new Map<string, string>();

/** Adds whole days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(dateKey: string, days: number): string {
  // every store card of a page asks for the same few days (yesterday, today, the week ahead)
  const key = `${dateKey}|${days}`;
  let result = recentDays.get(key);
  if (result === undefined) {
    result = computeAddDays(dateKey, days);
    if (recentDays.size >= RECENT_PARTS_LIMIT) recentDays.clear();
    recentDays.set(key, result);
  }
  return result;
}

function computeAddDays(dateKey: string, days: number): string {
  const [year, month, day] = dateKey.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** ISO weekday (1 = Monday) of a YYYY-MM-DD date. */
export function weekdayOf(dateKey: string): number {
  const [year, month, day] = dateKey.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * The instant at which a wall-clock time ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm') happens in a time zone.
 * In a daylight-saving gap the time moves forward; in an overlap the earlier instant is taken.
 */
export function zonedToInstant(local: string, timeZone: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(local.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0'] = match;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  let guess = wall;
  for (let i = 0; i < 3; i += 1) {
    const p = zonedParts(new Date(guess), timeZone);
    const seen = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    const diff = wall - seen;
    if (diff === 0) break;
    guess += diff;
  }
  return new Date(guess);
}
