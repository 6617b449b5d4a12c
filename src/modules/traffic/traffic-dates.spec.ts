import { isWithin, trafficDateRange } from './traffic-dates';

describe('trafficDateRange', () => {
  // 2026-11-23T14:30Z is 01:30 on the 24th in Melbourne and 22:30 on the 23rd in Perth
  const now = new Date('2026-11-23T14:30:00Z');

  it('should count today in the centre time zone, not the server one', () => {
    expect(trafficDateRange(now, 'Australia/Melbourne')).toEqual({
      today: '2026-11-24',
      first: '2026-11-23',
      last: '2026-12-21',
    });
    expect(trafficDateRange(now, 'Australia/Perth')).toEqual({
      today: '2026-11-23',
      first: '2026-11-22',
      last: '2026-12-20',
    });
  });

  it('should accept yesterday to 27 days ahead and nothing outside', () => {
    const range = trafficDateRange(now, 'Australia/Perth');
    expect(isWithin('2026-11-22', range)).toBe(true);
    expect(isWithin('2026-11-23', range)).toBe(true);
    expect(isWithin('2026-12-20', range)).toBe(true);
    expect(isWithin('2026-11-21', range)).toBe(false);
    expect(isWithin('2026-12-21', range)).toBe(false);
  });

  it('should cross a year end', () => {
    const range = trafficDateRange(new Date('2026-12-25T01:00:00Z'), 'Australia/Brisbane');
    expect(range).toEqual({ today: '2026-12-25', first: '2026-12-24', last: '2027-01-21' });
    expect(isWithin('2027-01-01', range)).toBe(true);
  });
});
