import fc from 'fast-check';
import { fromCompactDate, isDashedDate, toCompactDate, zonedIsoString } from './date-formats';
import { addDays } from './zoned-time';

describe('date formats', () => {
  it('should write the property data API start date as YYYYMMDD', () => {
    expect(toCompactDate('2026-11-23')).toBe('20261123');
    expect(toCompactDate('2028-02-29')).toBe('20280229');
  });

  it("should read the property data API's YYYYMMDD dates as dashed dates", () => {
    expect(fromCompactDate('20261123')).toBe('2026-11-23');
    expect(fromCompactDate('20270101')).toBe('2027-01-01');
  });

  it('should refuse text that is not a real calendar date', () => {
    for (const text of [
      '2026-02-30',
      '2026-2-3',
      '2026-13-01',
      '26-11-23',
      '2026-11-23T00:00',
      ' 2026-11-23',
      '',
      'today',
    ]) {
      expect({ text, valid: isDashedDate(text), compact: toCompactDate(text) }).toEqual({
        text,
        valid: false,
        compact: undefined,
      });
    }
    expect(isDashedDate(20261123)).toBe(false);
    expect(fromCompactDate('20260230')).toBeUndefined();
    expect(fromCompactDate('2026-11-23')).toBeUndefined();
    expect(fromCompactDate('202611231')).toBeUndefined();
  });

  it('should round-trip every calendar date between the two forms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 400 }), (offset) => {
        const dashed = addDays('1900-01-01', offset);
        expect(isDashedDate(dashed)).toBe(true);
        expect(fromCompactDate(toCompactDate(dashed)!)).toBe(dashed);
      }),
    );
  });

  it("should write an instant with the centre's offset, daylight saving included", () => {
    expect(zonedIsoString(new Date('2026-11-23T04:00:00Z'), 'Australia/Melbourne')).toBe('2026-11-23T15:00:00+11:00');
    expect(zonedIsoString(new Date('2026-06-23T04:00:00Z'), 'Australia/Melbourne')).toBe('2026-06-23T14:00:00+10:00');
    expect(zonedIsoString(new Date('2026-11-23T04:00:00.999Z'), 'Australia/Perth')).toBe('2026-11-23T12:00:00+08:00');
    expect(zonedIsoString(new Date('2026-11-23T04:30:00Z'), 'America/St_Johns')).toBe('2026-11-23T01:00:00-03:30');
  });

  it('should name the same instant it was given', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'Australia/Melbourne',
          'Australia/Adelaide',
          'Australia/Perth',
          'Pacific/Chatham',
          'America/St_Johns',
        ),
        fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        (zone, date) => {
          const text = zonedIsoString(date, zone);
          expect(new Date(text).getTime()).toBe(Math.floor(date.getTime() / 1000) * 1000);
        },
      ),
    );
  });
});
