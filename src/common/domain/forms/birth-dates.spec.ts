import fc from 'fast-check';
import { birthMonthOptions, birthYearOptions } from './birth-dates';
import { validateForm } from './field-rules';
import { SUBSCRIPTION_FORM } from './subscription-form';

// 2026-12-31 13:30 UTC: already New Year's Day 00:30 in Melbourne (UTC+11), still 21:30 on New Year's Eve in Perth (UTC+8)
const NEW_YEAR_IN_MELBOURNE = new Date('2026-12-31T13:30:00Z');

describe('birth years', () => {
  it('should run from the current year minus 15 down to 1900, newest first', () => {
    const years = birthYearOptions(new Date('2026-11-23T01:00:00Z'), 'Australia/Melbourne');
    expect(years[0]).toEqual({ value: '2011', label: '2011' });
    expect(years[years.length - 1]).toEqual({ value: '1900', label: '1900' });
    expect(years).toHaveLength(2011 - 1900 + 1);
  });

  it("should follow the centre's New Year: Melbourne offers 2012 while Perth still stops at 2011", () => {
    expect(birthYearOptions(NEW_YEAR_IN_MELBOURNE, 'Australia/Melbourne')[0]?.value).toBe('2012');
    expect(birthYearOptions(NEW_YEAR_IN_MELBOURNE, 'Australia/Perth')[0]?.value).toBe('2011');
  });

  it('should always be a newest-first run of whole years', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom('Australia/Perth', 'Australia/Melbourne', 'Australia/Adelaide'),
        (now, zone) => {
          const years = birthYearOptions(now, zone).map((option) => Number(option.value));
          const newest = years[0] ?? 0;
          expect(years).toEqual(Array.from({ length: newest - 1899 }, (_, index) => newest - index));
        },
      ),
    );
  });
});

describe('birth months', () => {
  it('should offer all twelve months for any year but the youngest', () => {
    const months = birthMonthOptions('1990', new Date('2026-11-23T01:00:00Z'), 'Australia/Melbourne');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: '1', label: 'January' });
    expect(months[11]).toEqual({ value: '12', label: 'December' });
    expect(birthMonthOptions(undefined, new Date('2026-11-23T01:00:00Z'), 'Australia/Melbourne')).toHaveLength(12);
  });

  it('should stop at the current month for the youngest year', () => {
    const months = birthMonthOptions('2011', new Date('2026-11-23T01:00:00Z'), 'Australia/Melbourne');
    expect(months.map((option) => option.label).slice(-2)).toEqual(['October', 'November']);
    expect(months).toHaveLength(11);
  });

  it('should read the month at New Year in the centre time zone', () => {
    expect(birthMonthOptions('2012', NEW_YEAR_IN_MELBOURNE, 'Australia/Melbourne')).toEqual([
      { value: '1', label: 'January' },
    ]);
    expect(birthMonthOptions('2011', NEW_YEAR_IN_MELBOURNE, 'Australia/Perth')).toHaveLength(12);
    expect(birthMonthOptions('2011', NEW_YEAR_IN_MELBOURNE, 'Australia/Melbourne')).toHaveLength(12);
  });

  it('should refuse a birth year or month the form does not offer', () => {
    const base = { first_name: 'Jo', email: 'jo@example.com', postcode: '3000' };
    const context = { now: NEW_YEAR_IN_MELBOURNE, timeZone: 'Australia/Perth' };
    expect(validateForm(SUBSCRIPTION_FORM.fields, { ...base, birth_year: '2012' }, context)).toEqual({
      birth_year: 'Please select a valid option',
    });
    expect(
      validateForm(
        SUBSCRIPTION_FORM.fields,
        { ...base, birth_year: '2012', birth_month: '1' },
        {
          now: NEW_YEAR_IN_MELBOURNE,
          timeZone: 'Australia/Melbourne',
        },
      ),
    ).toEqual({});
    expect(
      validateForm(
        SUBSCRIPTION_FORM.fields,
        { ...base, birth_year: '2011', birth_month: '12' },
        {
          now: new Date('2026-11-23T01:00:00Z'),
          timeZone: 'Australia/Melbourne',
        },
      ),
    ).toEqual({ birth_month: 'Please select a valid option' });
  });
});
