import fc from 'fast-check';
import { addDays, zonedDateKey } from '../time/zoned-time';
import { newsDates, offerDates, promotionDateKey } from './promotion-dates';

describe('offer and news dates', () => {
  it('should show "Starts" and the range when an offer has both dates', () => {
    expect(offerDates('2026-06-01 00:00', '2026-06-27 23:59')).toEqual({ label: 'Starts 1 June 2026', range: '1 June 2026 – 27 June 2026', start: '2026-06-01', end: '2026-06-27' });
  });

  it('should show only "Starts" for an offer without an end, and "Ends" for one without a start', () => {
    expect(offerDates('2026-06-01', undefined)).toEqual({ label: 'Starts 1 June 2026', start: '2026-06-01' });
    expect(offerDates('', '2026-06-27')).toEqual({ label: 'Ends 27 June 2026', end: '2026-06-27' });
  });

  it("should say when a running offer ends, not its past start: 'Ends 9 December'", () => {
    const now = new Date('2026-11-28T02:00:00Z');
    expect(offerDates('2026-11-24 00:00', '2026-12-09 23:59', 'Australia/Melbourne', now)).toEqual({
      label: 'Ends 9 December',
      range: '24 November 2026 – 9 December 2026',
      start: '2026-11-24',
      end: '2026-12-09',
    });
    // another year's end keeps its year; an offer yet to start still says when it starts
    expect(offerDates('2026-11-24', '2027-01-08', 'Australia/Melbourne', now).label).toBe('Ends 8 January 2027');
    expect(offerDates('2026-12-01', '2026-12-24', 'Australia/Melbourne', now).label).toBe('Starts 1 December 2026');
    // running on its first day, and running with no end
    expect(offerDates('2026-11-28', '2026-12-24', 'Australia/Melbourne', now).label).toBe('Ends 24 December');
    expect(offerDates('2026-06-01', undefined, 'Australia/Melbourne', now)).toEqual({ range: 'From 1 June 2026', start: '2026-06-01' });
  });

  it('should show a news item’s effective and expiry dates as a range, or its one date', () => {
    expect(newsDates('2026-06-01 09:00', '2026-07-01 09:00')).toEqual({ range: '1 June 2026 – 1 July 2026', start: '2026-06-01', end: '2026-07-01' });
    expect(newsDates('2026-06-01', undefined)).toEqual({ range: '1 June 2026', start: '2026-06-01' });
    expect(newsDates(undefined, undefined)).toEqual({});
  });

  it('should read an instant, or a wall time of the centre, as its date in Sydney', () => {
    expect(promotionDateKey('2026-06-01T15:30:00Z')).toBe('2026-06-02');
    expect(promotionDateKey('2026-06-01 10:00')).toBe('2026-06-01');
    // 11:30pm in Perth is already the next day in Sydney
    expect(promotionDateKey('2026-06-01 23:30', 'Australia/Perth')).toBe('2026-06-02');
    expect(promotionDateKey('2026-06-01', 'Australia/Perth')).toBe('2026-06-01');
    expect(promotionDateKey('2026-02-31')).toBeUndefined();
  });

  it('should ignore an end before the start', () => {
    expect(offerDates('2026-06-10', '2026-06-01')).toEqual({ label: 'Starts 10 June 2026', start: '2026-06-10' });
  });

  it('should give the Sydney calendar date of any instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true }), (instant) => {
        expect(promotionDateKey(instant.toISOString())).toBe(zonedDateKey(instant, 'Australia/Sydney'));
      }),
    );
  });

  it('should always give a range whose start is not after its end', () => {
    const dateArb = fc.integer({ min: 0, max: 4000 }).map((offset) => addDays('2024-01-01', offset));
    fc.assert(
      fc.property(dateArb, dateArb, (a, b) => {
        const dates = offerDates(a, b);
        if (dates.start && dates.end) expect(dates.start <= dates.end).toBe(true);
        expect(dates.label ?? dates.range).toBeDefined();
      }),
    );
  });
});
