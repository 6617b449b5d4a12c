/**
 * spec 3 §7.2: the booking provider takes a time of day as 'HH:mm:ss' in the centre's wall-clock time (the site's
 * own API also takes 'HH:mm', read as on the minute). A time in that shape that no clock shows ('25:00:00',
 * '10:00:60') is refused where it arrives, never sent on.
 */
const TIME_OF_DAY = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** True for a time of day a clock shows, written HH:mm:ss or HH:mm ('24:00', '9:30' and '10:00:60' are not). */
export function isTimeOfDay(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = TIME_OF_DAY.exec(text);
  if (!match) return false;
  return Number(match[1]) < 24 && Number(match[2]) < 60 && Number(match[3] ?? 0) < 60;
}

/** 'HH:mm' as 'HH:mm:00'; 'HH:mm:ss' as it is. Only for text `isTimeOfDay` accepts. */
export function withSeconds(time: string): string {
  return time.length === 5 ? `${time}:00` : time;
}
