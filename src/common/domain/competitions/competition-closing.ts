/**
 * When a competition closes, as its page and terms say it (issue 26 part 6): 'Entries close at 11:59pm AEDT on
 * 13th January 2027'. The time and date are the centre's wall clock (the expiry date as the CMS writes it, 23:59
 * when it has no time); the zone's name is the one in force at that moment in the centre's time zone, from the tz
 * database (AEDT in a Melbourne summer, AEST in Brisbane, AWST in Perth), so no editor writes it by hand.
 * Server side only: it reads the tz database (zone-abbreviation.ts).
 */
import { formatTime, parseTime } from '../hours/time-label';
import { zoneAbbreviation } from '../time/zone-abbreviation';
import { zonedDateKey } from '../time/zoned-time';
import { competitionInstant, displayDate } from './entry-dates';

export function closingText(expiryDate: string | undefined, timeZone: string): string | undefined {
  const instant = competitionInstant(expiryDate, timeZone, true);
  if (!instant) return undefined;
  const time = /\d{2}:\d{2}/.exec(expiryDate ?? '')?.[0] ?? '23:59';
  const minutes = parseTime(time);
  const at = minutes === undefined ? '' : ` at ${formatTime(minutes)}`;
  return `Entries close${at} ${zoneAbbreviation(instant, timeZone)} on ${displayDate(zonedDateKey(instant, timeZone))}`;
}
