/**
 * The two tokens of demo content, resolved when a space loads:
 * - `@today`, `@today+3`, `@today-10`, `@today+3 09:30`: a date relative to the day the sandbox starts,
 *   in the centre's time zone, so the demo never goes stale (dates `YYYY-MM-DD`, with a time
 *   `YYYY-MM-DD HH:mm`, as the CMS writes them); `@today+21>Mon` is the first Monday on or after that day (a
 *   public holiday that always falls on a Monday, whatever day the demo starts on: the weekly events, which never
 *   run on Mondays, then never fall on it);
 * - `@uuid:<full_slug>`: the uuid of another story of the space, as the CMS stores relations.
 * A token is a whole string value; text that merely contains one is left alone.
 */
import { weekdayOf } from '../../../common/domain/time/zoned-time';
import { addDays } from './centre-calendar';

const TODAY = /^@today(?:([+-])(\d{1,4}))?(?:>(Mon|Tue|Wed|Thu|Fri|Sat|Sun))?(?: ((?:[01]\d|2[0-3]):[0-5]\d|24:00))?$/;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** what an author meant as a date token, so a malformed one is reported rather than kept as text */
const LOOKS_LIKE_TODAY = /^@today(?:$|[\s+>-])/;
const UUID = '@uuid:';

export interface TokenContext {
  /** today's date (YYYY-MM-DD) in the centre's time zone */
  today: string;
  uuidOf(fullSlug: string): string | undefined;
  report(path: string, message: string): void;
}

/** Resolves one date token; undefined when `value` is not a well-formed `@today` token. */
export function resolveDateToken(value: string, today: string): string | undefined {
  const match = TODAY.exec(value);
  if (!match) return undefined;
  const [, sign, amount, weekday, time] = match;
  const day = addDays(today, sign === '-' ? -Number(amount) : Number(amount ?? 0));
  // ISO weekdays, 1 = Monday: the days forward to the first wanted weekday on or after the day
  const date = weekday ? addDays(day, (WEEKDAYS.indexOf(weekday) + 1 - weekdayOf(day) + 7) % 7) : day;
  return time ? `${date} ${time}` : date;
}

/** A copy of `value` with every token resolved; problems go to `ctx.report` with their path. */
export function resolveTokens(value: unknown, at: string, ctx: TokenContext): unknown {
  if (typeof value === 'string') return resolveString(value, at, ctx);
  if (Array.isArray(value)) return value.map((item, index) => resolveTokens(item, `${at}[${index}]`, ctx));
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = resolveTokens(item, `${at}.${key}`, ctx);
  return copy;
}

function resolveString(value: string, at: string, ctx: TokenContext): string {
  if (value.startsWith(UUID)) {
    const target = value.slice(UUID.length);
    const uuid = ctx.uuidOf(target);
    if (uuid === undefined) ctx.report(at, `relation to unknown story "${target}"`);
    return uuid ?? value;
  }
  if (!LOOKS_LIKE_TODAY.test(value)) return value;
  const resolved = resolveDateToken(value, ctx.today);
  if (resolved === undefined) {
    ctx.report(
      at,
      `malformed date token "${value}" (expected @today, @today+N, @today-N, optionally followed by ">Mon" ... ">Sun" and " HH:mm")`,
    );
  }
  return resolved ?? value;
}
