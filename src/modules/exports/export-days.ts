import { addDays, zonedDateKey, zonedToInstant } from '../../common/domain/time/zoned-time';
import { FILE_PREFIX, type ExportKind } from './export-columns';

/** A calendar day of one centre: records accepted within [from, to) belong to it. */
export interface ExportDay {
  date: string;
  from: Date;
  to: Date;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a real calendar date YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  return DATE.test(text) && addDays(text, 0) === text;
}

/** The instants a calendar day of the centre's time zone starts and ends (23 or 25 hours across daylight saving). */
export function exportDay(date: string, timeZone: string): ExportDay {
  return { date, from: zonedToInstant(date, timeZone)!, to: zonedToInstant(addDays(date, 1), timeZone)! };
}

/** The last `count` days of the centre that have ended by `now`, oldest first (yesterday is the last). */
export function endedDays(now: Date, timeZone: string, count: number): ExportDay[] {
  const today = zonedDateKey(now, timeZone);
  return Array.from({ length: count }, (_, index) => exportDay(addDays(today, index - count), timeZone));
}

/** `leads-leasing-willowvale-2026-11-22.csv`; a further file of the same day gets `-2`, `-3` ... */
export function exportFileName(kind: ExportKind, centre: string, date: string, sequence = 1): string {
  return `${FILE_PREFIX[kind]}-${centre}-${date}${sequence > 1 ? `-${sequence}` : ''}.csv`;
}

/** Whether a file name is one of this kind, centre and day (the first or a further one). */
export function isExportFileOf(name: string, kind: ExportKind, centre: string, date: string): boolean {
  const base = `${FILE_PREFIX[kind]}-${centre}-${date}`;
  return name === `${base}.csv` || new RegExp(`^${escape(base)}-\\d+\\.csv$`).test(name);
}

/** The name a file is uploaded under before it is renamed: hidden, so importers watching the folder skip it. */
export function temporaryName(name: string): string {
  return `.${name}.part`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
