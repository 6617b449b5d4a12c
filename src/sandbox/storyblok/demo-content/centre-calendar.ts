/**
 * Calendar arithmetic in a centre's time zone for the demo content: the same rules the site uses
 * (src/common/domain/time/zoned-time.ts), under the names the loader reads best.
 */
import { addDays, zonedDateKey, zonedToInstant } from '../../../common/domain/time/zoned-time';

export { addDays };

/** The calendar date (YYYY-MM-DD) that `instant` falls on in `timeZone`. */
export const localDate = (instant: Date, timeZone: string): string => zonedDateKey(instant, timeZone);

/** The instant at which the wall clock in `timeZone` reads `date` `time` (HH:mm). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const instant = zonedToInstant(`${date} ${time}`, timeZone);
  if (!instant) throw new Error(`not a date and time: ${date} ${time}`);
  return instant;
}
