import fc from 'fast-check';
import { card, ZONES } from './listing.fixtures';
import { displayDates, formatPromotionDate, hasValidDates, promotionDateText } from './promotion-dates';

describe('promotion dates (spec 1 §2.8, §5)', () => {
  it('should show offers from offerStartDate to offerEndDate, day-month-year', () => {
    expect(
      promotionDateText(
        card({ offerStartDate: '2026-03-02 00:00', offerEndDate: '2026-03-20 12:00' }),
        'Australia/Melbourne',
      ),
    ).toBe('2 Mar 2026 – 20 Mar 2026');
  });

  it('should label a lone start Starts (news shows just its date) and a lone end Ends, and show one day once', () => {
    expect(
      promotionDateText(
        card({
          kind: 'offers',
          startDate: undefined,
          endDate: undefined,
          offerStartDate: '2026-03-02 09:00',
          offerEndDate: undefined,
        }),
        'Australia/Melbourne',
      ),
    ).toBe('Starts 2 Mar 2026');
    expect(
      promotionDateText(
        card({ kind: 'news', startDate: undefined, endDate: undefined, effectiveDate: '2026-03-02 09:00' }),
        'Australia/Melbourne',
      ),
    ).toBe('2 Mar 2026');
    expect(
      promotionDateText(
        card({ kind: 'news', startDate: undefined, endDate: undefined, expiryDate: '2026-03-09 09:00' }),
        'Australia/Melbourne',
      ),
    ).toBe('Ends 9 Mar 2026');
    const oneDay = card({ kind: 'events', eventStartDate: '2026-03-06 11:00', eventEndDate: '2026-03-06 14:45' });
    expect(promotionDateText(oneDay, 'Australia/Melbourne')).toBe('6 Mar 2026');
  });

  it('should format in Australia/Sydney whatever the centre: late on a Perth evening is the next day in Sydney', () => {
    const late = card({ offerStartDate: '2026-03-02 23:30', offerEndDate: undefined, endDate: undefined });
    expect(promotionDateText(late, 'Australia/Perth')).toBe('Starts 3 Mar 2026');
    expect(formatPromotionDate(new Date('2026-06-30T14:30:00Z'))).toBe('1 Jul 2026');
  });

  it('should read event, offer, news and competition dates from their own fields', () => {
    expect(displayDates(card({ kind: 'events', eventStartDate: 'a', eventEndDate: 'b' }))).toEqual({
      start: 'a',
      end: 'b',
    });
    expect(displayDates(card({ kind: 'offers', offerStartDate: 'c', offerEndDate: 'd' }))).toEqual({
      start: 'c',
      end: 'd',
    });
    expect(displayDates(card({ kind: 'news', effectiveDate: 'e', expiryDate: 'f' }))).toEqual({ start: 'e', end: 'f' });
    expect(displayDates(card({ kind: 'competitions', effectiveDate: 'g', expiryDate: 'h' }))).toEqual({
      start: 'g',
      end: 'h',
    });
  });

  it('should call dates valid exactly when one is set, each reads and the start is not after the end', () => {
    const date = fc.option(
      fc
        .date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 16).replace('T', ' ')),
      { nil: undefined },
    );
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), date, date, (zone, start, end) => {
        const c = card({ offerStartDate: start, offerEndDate: end, startDate: undefined, endDate: undefined });
        const expected = Boolean(start || end) && !(start && end && start > end);
        expect(hasValidDates(c, zone)).toBe(expected);
        expect(promotionDateText(c, zone) !== '').toBe(expected);
      }),
    );
  });
});
