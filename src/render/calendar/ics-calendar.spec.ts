import fc from 'fast-check';
import { zonedParts } from '../../common/domain/time/zoned-time';
import { buildIcs, escapeText, foldLine, icsFilename } from './ics-calendar';

const ZONES = ['Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth'];
const stamp = new Date('2026-06-01T00:00:00Z');

describe('add-to-calendar file', () => {
  it('should write a timed session as UTC times from the centre’s wall clock', () => {
    const ics = buildIcs({ uid: 'event-7-3@willowvale', summary: 'Family Fun Day', location: 'Station St, Forecourt', session: { date: '2026-06-13', allDay: false, startTime: '10:00', endTime: '11:30' }, timeZone: 'Australia/Melbourne', stamp });
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Atrium//Centre events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-TIMEZONE:Australia/Melbourne',
      'BEGIN:VEVENT',
      'UID:event-7-3@willowvale',
      'DTSTAMP:20260601T000000Z',
      'DTSTART:20260613T000000Z',
      'DTEND:20260613T013000Z',
      'SUMMARY:Family Fun Day',
      'LOCATION:Station St\\, Forecourt',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('should write an all-day session as a date ending the next day', () => {
    const ics = buildIcs({ uid: 'u', summary: 'S', session: { date: '2026-12-31', allDay: true }, timeZone: 'Australia/Perth', stamp });
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
  });

  it('should follow daylight saving in Melbourne', () => {
    const ics = buildIcs({ uid: 'u', summary: 'S', session: { date: '2026-12-05', allDay: false, startTime: '10:00', endTime: '11:00' }, timeZone: 'Australia/Melbourne', stamp });
    expect(ics).toContain('DTSTART:20261204T230000Z');
  });

  it('should escape special characters of text values', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('should name the file after the event and the date', () => {
    expect(icsFilename('Kids’ Cooking Classes!', { date: '2026-06-13', allDay: true })).toBe('kids-cooking-classes-2026-06-13.ics');
  });

  it('should fold long lines at 75 octets without splitting a character, and unfold to the original', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const folded = foldLine(`DESCRIPTION:${text}`);
        for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
        expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${text}`);
      }),
    );
  });

  it('should start each timed session at its wall-clock time in each demo zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 6, max: 22 }), fc.constantFrom(...ZONES), (offset, hour, zone) => {
        const date = new Date(Date.UTC(2025, 0, 1 + offset)).toISOString().slice(0, 10);
        const startTime = `${String(hour).padStart(2, '0')}:15`;
        const ics = buildIcs({ uid: 'u', summary: 'S', session: { date, allDay: false, startTime, endTime: '23:45' }, timeZone: zone, stamp });
        const utc = /DTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})00Z/.exec(ics)!;
        const parts = zonedParts(new Date(Date.UTC(+utc[1]!, +utc[2]! - 1, +utc[3]!, +utc[4]!, +utc[5]!)), zone);
        expect(`${parts.year}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')} ${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`).toBe(`${date} ${startTime}`);
      }),
    );
  });
});
