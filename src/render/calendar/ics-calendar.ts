/**
 * An iCalendar file (RFC 5545) for one event session: VCALENDAR with one VEVENT. Timed sessions are written
 * as UTC instants computed from the centre's wall clock and time zone (so no VTIMEZONE is needed); all-day
 * sessions as DATE values. Text is escaped (§3.3.11) and lines are folded at 75 octets (§3.1), CRLF-terminated.
 */
import type { EventSession } from '../../common/domain/events/recurrence';
import { addDays, zonedToInstant } from '../../common/domain/time/zoned-time';

export interface IcsEvent {
  uid: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  session: EventSession;
  timeZone: string;
  stamp: Date;
}

const PRODUCT_ID = '-//Atrium//Centre events//EN';
const DEFAULT_LENGTH_MS = 60 * 60 * 1000;

export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-TIMEZONE:${event.timeZone}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    ...sessionTimes(event.session, event.timeZone),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** DTSTART and DTEND: DATE values for an all-day session, UTC date-times otherwise (an end before the start runs past midnight). */
export function sessionTimes(session: EventSession, timeZone: string): string[] {
  if (session.allDay || !session.startTime) {
    return [`DTSTART;VALUE=DATE:${compactDate(session.date)}`, `DTEND;VALUE=DATE:${compactDate(addDays(session.date, 1))}`];
  }
  const start = zonedToInstant(`${session.date} ${session.startTime}`, timeZone)!;
  let end = session.endTime ? zonedToInstant(`${session.date} ${session.endTime}`, timeZone)! : new Date(start.getTime() + DEFAULT_LENGTH_MS);
  if (end.getTime() <= start.getTime()) end = zonedToInstant(`${addDays(session.date, 1)} ${session.endTime}`, timeZone)!;
  return [`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(end)}`];
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines escaped. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are split, continuation lines start with one space; never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utcStamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function compactDate(dateKey: string): string {
  return dateKey.replace(/-/g, '');
}

/** A file name from the event title: 'family-fun-day-2026-06-13.ics'. */
export function icsFilename(title: string, session: EventSession): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}-${session.date}.ics`;
}
