import fc from 'fast-check';
import { addDays, zonedDateKey } from '../time/zoned-time';
import { displayDate, parseEntryDate, purchaseDateRange, toPickerDate } from './entry-dates';

const competition = { effectiveDate: '2026-11-10 00:00', expiryDate: '2026-11-30 23:59' };

describe('purchase dates (spec 2 §5 "Competition")', () => {
  it('should offer the competition range up to today, both ends included', () => {
    expect(purchaseDateRange(competition, new Date('2026-11-18T03:00:00Z'), 'Australia/Melbourne')).toEqual({
      from: '2026-11-10',
      to: '2026-11-18',
    });
  });

  it('should stop at the expiry date once it has passed', () => {
    expect(purchaseDateRange(competition, new Date('2026-12-05T03:00:00Z'), 'Australia/Melbourne')).toEqual({
      from: '2026-11-10',
      to: '2026-11-30',
    });
  });

  it('should offer any date up to today when the competition has no dates', () => {
    expect(purchaseDateRange({}, new Date('2026-11-18T03:00:00Z'), 'Australia/Perth')).toEqual({ to: '2026-11-18' });
  });

  it("should read today in the centre's time zone", () => {
    // 14:30 UTC on the 18th: already the 19th in Melbourne (UTC+11), still the 18th in Perth (UTC+8)
    const now = new Date('2026-11-18T14:30:00Z');
    expect(purchaseDateRange(competition, now, 'Australia/Melbourne').to).toBe('2026-11-19');
    expect(purchaseDateRange(competition, now, 'Australia/Perth').to).toBe('2026-11-18');
  });

  it('should end the range at the centre date of any instant, across time zones', () => {
    const zones = fc.constantFrom(
      'Australia/Melbourne',
      'Australia/Perth',
      'Australia/Adelaide',
      'Australia/Brisbane',
      'Pacific/Auckland',
    );
    const instants = fc.integer({ min: Date.UTC(2026, 10, 10), max: Date.UTC(2026, 11, 31) }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(zones, instants, (zone, now) => {
        const range = purchaseDateRange(competition, now, zone);
        const today = zonedDateKey(now, zone);
        expect(range.to).toBe(today < '2026-11-30' ? today : '2026-11-30');
        expect(range.from).toBe('2026-11-10');
      }),
    );
  });
});

describe('date formats', () => {
  it('should read DD/MM/YYYY and YYYY-MM-DD and refuse dates that do not exist', () => {
    expect(parseEntryDate('05/11/2026')).toBe('2026-11-05');
    expect(parseEntryDate('2026-11-05')).toBe('2026-11-05');
    expect(parseEntryDate('29/02/2028')).toBe('2028-02-29');
    expect(parseEntryDate('29/02/2026')).toBeUndefined();
    expect(parseEntryDate('11/05/26')).toBeUndefined();
  });

  it('should write the picker format back to the same date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (days) => {
        const key = addDays('2000-01-01', days);
        expect(parseEntryDate(toPickerDate(key))).toBe(key);
      }),
    );
  });

  it("should show dates as 'Do MMMM YYYY'", () => {
    expect(
      [
        '2026-11-01',
        '2026-11-02',
        '2026-11-03',
        '2026-11-11',
        '2026-11-12',
        '2026-11-13',
        '2026-11-21',
        '2026-11-22',
        '2026-11-23',
        '2026-11-30',
      ].map(displayDate),
    ).toEqual([
      '1st November 2026',
      '2nd November 2026',
      '3rd November 2026',
      '11th November 2026',
      '12th November 2026',
      '13th November 2026',
      '21st November 2026',
      '22nd November 2026',
      '23rd November 2026',
      '30th November 2026',
    ]);
  });
});
