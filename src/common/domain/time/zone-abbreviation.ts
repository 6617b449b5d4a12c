/**
 * The name of the time in force in a time zone at an instant, as Australians write it after a time (issue 26
 * part 6): 'AEDT' in a Melbourne summer, 'AEST' in its winter and in Brisbane all year, 'AWST' in Perth, 'ACDT' in
 * an Adelaide summer. Read from the tz database through moment-timezone, so daylight saving's start and end are
 * the database's and never written by hand; a zone the database names by its offset only reads 'UTC+08'.
 * Server side (page builders): the browser never loads the database.
 */
import moment from 'moment-timezone';

export function zoneAbbreviation(instant: Date, timeZone: string): string {
  const name = moment.tz(instant, timeZone).format('z');
  return /^[+-]\d/.test(name) ? `UTC${name}` : name;
}
