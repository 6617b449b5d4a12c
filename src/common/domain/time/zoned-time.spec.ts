import fc from 'fast-check';
import { addDays, weekdayOf, zonedDateKey, zonedParts, zonedToInstant } from './zoned-time';

const ZONES = ['Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth'];

describe('zoned time', () => {
  it("should give the centre's calendar date, not the server's", () => {
    const instant = new Date('2026-03-31T14:30:00Z');
    expect(zonedDateKey(instant, 'Australia/Melbourne')).toBe('2026-04-01');
    expect(zonedDateKey(instant, 'Australia/Perth')).toBe('2026-03-31');
  });

  it('should read the ISO weekday in the zone', () => {
    expect(zonedParts(new Date('2026-11-22T23:00:00Z'), 'Australia/Brisbane').weekday).toBe(1);
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
  });

  it('should add calendar days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('should turn centre wall time into the instant, across daylight saving', () => {
    // Melbourne leaves daylight saving on 5 April 2026 (03:00 AEDT -> 02:00 AEST)
    expect(zonedToInstant('2026-04-04 12:00', 'Australia/Melbourne')?.toISOString()).toBe('2026-04-04T01:00:00.000Z');
    expect(zonedToInstant('2026-04-06 12:00', 'Australia/Melbourne')?.toISOString()).toBe('2026-04-06T02:00:00.000Z');
    expect(zonedToInstant('2026-04-06', 'Australia/Perth')?.toISOString()).toBe('2026-04-05T16:00:00.000Z');
    expect(zonedToInstant('not a date', 'Australia/Perth')).toBeUndefined();
  });

  it('should round-trip any minute of any day in each zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        (zone, date) => {
          const instant = new Date(Math.floor(date.getTime() / 60_000) * 60_000);
          const p = zonedParts(instant, zone);
          const pad = (n: number) => String(n).padStart(2, '0');
          const local = `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
          const back = zonedToInstant(local, zone)!;
          // in the one repeated hour of autumn the earlier instant is taken
          expect([0, 3_600_000]).toContain(instant.getTime() - back.getTime());
          expect(zonedDateKey(back, zone)).toBe(`${p.year}-${pad(p.month)}-${pad(p.day)}`);
        },
      ),
    );
  });
});
