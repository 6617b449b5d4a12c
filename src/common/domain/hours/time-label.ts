/**
 * Clock times as the site writes them. One Australian format everywhere (spec 1 §9, opening hours):
 * lower-case am/pm with no space and always the minutes: '9:00am', '5:30pm', '12:00pm' (noon);
 * a close at 00:00 or 24:00 reads 'Midnight'; an empty close reads 'Late'.
 */

export const MINUTES_PER_DAY = 24 * 60;

/** The dash between an opening and a closing time: an en dash with spaces ('9:00am – 5:30pm'). */
export const RANGE_DASH = ' – ';

export const LABEL_MIDNIGHT = 'Midnight';
export const LABEL_LATE = 'Late';
export const LABEL_CLOSED_ALL_DAY = 'Closed All Day';
export const LABEL_OPEN_ALL_DAY = 'Open All Day';

/**
 * Minutes after midnight of a CMS time ('HH:mm', also 'H:mm' and 'HH:mm:ss'); 24:00 gives 1440.
 * Undefined for blank or malformed text.
 */
export function parseTime(text: string | undefined | null): number | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(String(text ?? '').trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}

/** '9:00am' from minutes after midnight (wraps past 24 hours: 1560 is '2:00am' of the next day). */
export function formatTime(minutes: number): string {
  const inDay = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hour24 = Math.floor(inDay / 60);
  const minute = inDay % 60;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minute).padStart(2, '0')}${hour24 < 12 ? 'am' : 'pm'}`;
}

/**
 * The label of a closing time: 'Midnight' for a close at the end of the day (00:00 or 24:00),
 * 'Late' when there is no close, otherwise the clock time (spec 1 §9).
 * `closesAt` counts from the opening day's midnight, so 1440 is midnight and 1560 is 2:00am next day.
 */
export function formatClose(closesAt: number | undefined): string {
  if (closesAt === undefined) return LABEL_LATE;
  if (closesAt === MINUTES_PER_DAY) return LABEL_MIDNIGHT;
  return formatTime(closesAt);
}

/** '9:00am – 5:30pm', '10:00am – Midnight', '6:00pm – Late'. */
export function formatRange(opensAt: number, closesAt: number | undefined): string {
  return `${formatTime(opensAt)}${RANGE_DASH}${formatClose(closesAt)}`;
}
