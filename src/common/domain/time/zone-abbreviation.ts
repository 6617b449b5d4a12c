/**
 * The name of the time in force in a time zone at an instant, as Australians write it after a time (issue 26
 * part 6): 'AEDT' in a Melbourne summer, 'AEST' in its winter and in Brisbane all year, 'AWST' in Perth, 'ACDT' in
 * an Adelaide summer. Read from the tz database the JavaScript runtime carries (Intl, Australian English names), so
 * daylight saving's start and end are the database's and never written by hand; a zone without an abbreviation of
 * its own reads by its offset, 'UTC+08'.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'short' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function zoneAbbreviation(instant: Date, timeZone: string): string {
  const name = formatterFor(timeZone).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'UTC';
  // 'GMT+8', 'GMT+5:30', 'GMT-3', 'GMT': the offset written as 'UTC+08', 'UTC+05:30', 'UTC-03', 'UTC'
  const offset = /^(?:GMT|UTC)(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(name);
  if (!offset) return name;
  const [, sign, hours, minutes] = offset;
  return sign ? `UTC${sign}${hours!.padStart(2, '0')}${minutes ? `:${minutes}` : ''}` : 'UTC';
}
