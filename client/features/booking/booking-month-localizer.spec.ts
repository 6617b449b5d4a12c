import { buildSync } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { monthWeeks } from '../../../src/common/domain/time/calendar-month';
import { bookingMonthLocalizer, dateOfKey, keyOfDate } from './booking-month-localizer';

const keys = (dates: Date[]) => dates.map(keyOfDate);
const ROOT = join(__dirname, '../../..');

/**
 * Every day from October 2026 to April 2027 (both daylight-saving changes of the centres' year, 4 October and
 * 4 April) through the localizer and back, its label, and the month grids around the changes: what moved, if any.
 */
const inAnotherZone = `process.env.TZ = process.argv[1];\n${buildSync({
  stdin: {
    resolveDir: __dirname,
    loader: 'ts',
    contents: `
      import { monthWeeks } from '../../../src/common/domain/time/calendar-month';
      import { bookingMonthLocalizer as l, dateOfKey, keyOfDate } from './booking-month-localizer';
      const days = Array.from({ length: 212 }, (_, i) => new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10));
      const grid = (year: number, month: number) =>
        JSON.stringify(l.visibleDays(dateOfKey(year + '-' + String(month).padStart(2, '0') + '-01'), l).map(keyOfDate)) ===
        JSON.stringify(monthWeeks({ year, month }).flat());
      console.log(JSON.stringify({
        offset: new Date(2026, 0, 1).getTimezoneOffset(),
        shifted: days.filter((day) => keyOfDate(dateOfKey(day)) !== day),
        labelled: days.filter((day) => l.format(dateOfKey(day), 'dateFormat') !== String(Number(day.slice(8)))),
        grids: [grid(2026, 10), grid(2027, 4), grid(2027, 2)],
      }));`,
  },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  packages: 'external',
  write: false,
  logLevel: 'error',
}).outputFiles[0]!.text}`;

describe('the booking month localizer (react-big-calendar without a date library)', () => {
  it('should start the week on Monday, as an Australian calendar does, with the same weeks as the domain', () => {
    const visible = keys(bookingMonthLocalizer.visibleDays(dateOfKey('2026-11-01'), bookingMonthLocalizer));
    expect(visible[0]).toBe('2026-10-26');
    expect(visible.at(-1)).toBe('2026-12-06');
    expect(visible).toEqual(monthWeeks({ year: 2026, month: 11 }).flat());
    expect(bookingMonthLocalizer.startOfWeek('en-AU')).toBe(1);
  });

  it('should name days, weekdays and months in Australian English', () => {
    const day = dateOfKey('2026-11-24');
    const format = (key: string) => bookingMonthLocalizer.format(day, key);
    expect(format('dateFormat')).toBe('24');
    expect(format('weekdayFormat')).toBe('Tue');
    expect(format('monthHeaderFormat')).toBe('November 2026');
    expect(format('dayHeaderFormat')).toBe('Tuesday 24 November 2026');
  });

  // a visitor's time zone is the process's: each runs in a Node of its own, the zone set before the localizer loads
  it.each([
    ['Australia/Melbourne', -660],
    ['Australia/Perth', -480],
    ['America/Los_Angeles', 480],
    ['Pacific/Kiritimati', -840],
    ['UTC', 0],
  ])('should keep every calendar date and its month grid whatever the time zone (%s)', (timeZone, offset) => {
    const answer = JSON.parse(
      execFileSync(process.execPath, ['-e', inAnotherZone, timeZone], { cwd: ROOT, encoding: 'utf8' }),
    );
    expect(answer).toEqual({ offset, shifted: [], labelled: [], grids: [true, true, true] });
  });
});
