import fc from 'fast-check';
import { centreToday } from './centre-day';
import { MALL_HOURS } from './hours.fixtures';
import { shortDate, weekRangeLabel } from './week-label';
import { weekTables } from './weeks';
import { addDays, weekdayOf } from '../time/zoned-time';

const ZONES = ['Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth'] as const;
const HOUR = 3_600_000;
const firstSunday = (year: number, month: number) => 1 + ((7 - new Date(Date.UTC(year, month - 1, 1)).getUTCDay()) % 7);
/** instants within two days of a Melbourne daylight-saving change */
const nearDstChange = fc
  .record({
    year: fc.integer({ min: 2015, max: 2035 }),
    month: fc.constantFrom(4, 10),
    minutes: fc.integer({ min: -48 * 60, max: 48 * 60 }),
  })
  .map(({ year, month, minutes }) => Date.UTC(year, month - 1, firstSunday(year, month)) - 8 * HOUR + minutes * 60_000);
const anyInstant = fc.oneof(fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2035, 11, 31) }), nearDstChange);

describe('opening-hours block weeks (spec 1 §2.9, §9)', () => {
  it('should label dates and week ranges within a month, across months and across years', () => {
    expect(shortDate('2026-03-05')).toBe('5 Mar');
    expect(weekRangeLabel('2026-03-02', '2026-03-08')).toBe('2 – 8 Mar');
    expect(weekRangeLabel('2026-03-30', '2026-04-05')).toBe('30 Mar – 5 Apr');
    expect(weekRangeLabel('2025-12-29', '2026-01-04')).toBe('29 Dec 2025 – 4 Jan 2026');
  });

  it('should give four Monday-to-Sunday weeks of consecutive days with the centre today bold exactly once, in every zone and across daylight saving', () => {
    fc.assert(
      fc.property(anyInstant, fc.constantFrom(...ZONES), (instant, zone) => {
        const now = new Date(instant);
        const weeks = weekTables(MALL_HOURS, now, zone);
        const days = weeks.flatMap((week) => week.days);
        expect(weeks).toHaveLength(4);
        expect(days).toHaveLength(28);
        for (const week of weeks) {
          expect(weekdayOf(week.start)).toBe(1);
          expect(week.days.map((day) => day.name)).toEqual([
            'Monday',
            'Tuesday',
            'Wednesday',
            'Thursday',
            'Friday',
            'Saturday',
            'Sunday',
          ]);
        }
        days.forEach((day, index) => expect(day.date).toBe(addDays(weeks[0]!.start, index)));
        expect(days.filter((day) => day.isToday).map((day) => day.date)).toEqual([centreToday(now, zone)]);
        // today is always in the first week
        expect(weeks[0]!.days.some((day) => day.isToday)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('should let special hours replace the defaults of their date in whichever week they fall', () => {
    fc.assert(
      fc.property(anyInstant, fc.constantFrom(...ZONES), fc.integer({ min: 0, max: 27 }), (instant, zone, offset) => {
        const now = new Date(instant);
        const first = weekTables(MALL_HOURS, now, zone)[0]!.start;
        const date = addDays(first, offset);
        const hours = { ...MALL_HOURS, special: [{ date, name: 'Public Holiday', startTime: '', endTime: '' }] };
        const days = weekTables(hours, now, zone).flatMap((week) => week.days);
        expect(days[offset]).toMatchObject({ date, label: 'Closed All Day', specialName: 'Public Holiday' });
        expect(days.filter((day) => day.specialName)).toHaveLength(1);
      }),
    );
  });
});
