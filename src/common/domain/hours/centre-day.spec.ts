import fc from 'fast-check';
import { centreMinute, centreToday, openTodayLabel, relativeDay, todayHours, upcomingDays } from './centre-day';
import { MALL_HOURS, weekHours } from './hours.fixtures';

const HOUR = 3_600_000;

/** First Sunday of a month (1-based) as a UTC day number. */
function firstSunday(year: number, month: number): number {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((7 - first) % 7);
}

/**
 * Reference UTC offsets, written from the rules rather than from Intl: Brisbane +10 all year, Perth +8,
 * Melbourne +10 with daylight saving (+11) from the first Sunday of October 2:00 AEST to the first Sunday
 * of April 3:00 AEDT, both at 16:00 UTC on the Saturday before.
 */
function referenceOffsetHours(instant: number, zone: string): number {
  if (zone === 'Australia/Perth') return 8;
  if (zone === 'Australia/Brisbane') return 10;
  const year = new Date(instant).getUTCFullYear();
  const dstEnds = Date.UTC(year, 3, firstSunday(year, 4)) - 8 * HOUR;
  const dstStarts = Date.UTC(year, 9, firstSunday(year, 10)) - 8 * HOUR;
  return instant < dstEnds || instant >= dstStarts ? 11 : 10;
}

function referenceDate(instant: number, zone: string): string {
  return new Date(instant + referenceOffsetHours(instant, zone) * HOUR).toISOString().slice(0, 10);
}

const ZONES = ['Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth'] as const;
const anyInstant = fc.integer({ min: Date.UTC(2010, 0, 1), max: Date.UTC(2035, 11, 31) });

/** Instants within 36 hours of a Melbourne daylight-saving change (first Sunday of April or October). */
const nearDstChange = fc
  .record({
    year: fc.integer({ min: 2010, max: 2035 }),
    month: fc.constantFrom(4, 10),
    minutes: fc.integer({ min: -36 * 60, max: 36 * 60 }),
  })
  .map(({ year, month, minutes }) => Date.UTC(year, month - 1, firstSunday(year, month)) - 8 * HOUR + minutes * 60_000);

describe('opening hours in the centre time zone (spec 1 §1, §9)', () => {
  it('should make Today the centre calendar date at any instant, in every centre zone', () => {
    fc.assert(
      fc.property(anyInstant, fc.constantFrom(...ZONES), (instant, zone) => {
        const now = new Date(instant);
        const expected = referenceDate(instant, zone);
        expect(centreToday(now, zone)).toBe(expected);
        expect(todayHours(MALL_HOURS, now, zone)!.date).toBe(expected);
        const [first, second] = upcomingDays(MALL_HOURS, now, zone);
        expect(first).toMatchObject({ date: expected, isToday: true, relative: 'Today' });
        expect(second!.relative).toBe('Tomorrow');
        expect(relativeDay(expected, now, zone)).toBe('Today');
      }),
      { numRuns: 500 },
    );
  });

  it('should keep Today right across Melbourne daylight-saving changes', () => {
    fc.assert(
      fc.property(nearDstChange, (instant) => {
        const zone = 'Australia/Melbourne';
        const now = new Date(instant);
        expect(centreToday(now, zone)).toBe(referenceDate(instant, zone));
        const local = new Date(instant + referenceOffsetHours(instant, zone) * HOUR);
        expect(centreMinute(now, zone)).toBe(local.getUTCHours() * 60 + local.getUTCMinutes());
      }),
      { numRuns: 500 },
    );
  });

  it('should list seven consecutive days from today, each weekday once, today alone highlighted', () => {
    fc.assert(
      fc.property(anyInstant, fc.constantFrom(...ZONES), (instant, zone) => {
        const days = upcomingDays(MALL_HOURS, new Date(instant), zone);
        expect(days).toHaveLength(7);
        expect(new Set(days.map((day) => day.weekday)).size).toBe(7);
        expect(days.filter((day) => day.isToday)).toHaveLength(1);
        for (let index = 1; index < days.length; index += 1) {
          expect(Date.parse(days[index]!.date) - Date.parse(days[index - 1]!.date)).toBe(24 * HOUR);
        }
      }),
    );
  });

  it('should say Today for the centre date even when the server is already on the next day', () => {
    // 2026-03-05 23:30 in Perth is 2026-03-06 02:30 in Melbourne
    const now = new Date('2026-03-05T15:30:00Z');
    expect(centreToday(now, 'Australia/Perth')).toBe('2026-03-05');
    expect(centreToday(now, 'Australia/Melbourne')).toBe('2026-03-06');
    expect(todayHours(MALL_HOURS, now, 'Australia/Perth')!.name).toBe('Thursday');
  });

  it('should label the header link Open Today with the hours, or Closed Today', () => {
    const now = new Date('2026-03-05T01:00:00Z');
    expect(openTodayLabel(todayHours(MALL_HOURS, now, 'Australia/Melbourne')!)).toBe('Open Today 9:00am – 9:00pm');
    const closed = weekHours(Array(7).fill(null));
    expect(openTodayLabel(todayHours(closed, now, 'Australia/Melbourne')!)).toBe('Closed Today');
    const always = weekHours(Array(7).fill(['00:00', '24:00']));
    expect(openTodayLabel(todayHours(always, now, 'Australia/Melbourne')!)).toBe('Open All Day Today');
  });

  it('should give no hours when the centre has none', () => {
    expect(todayHours(undefined, new Date(), 'Australia/Perth')).toBeUndefined();
  });
});
