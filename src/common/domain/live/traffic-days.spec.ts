import fc from 'fast-check';
import { addDays, weekdayOf, zonedDateKey } from '../time/zoned-time';
import { effectiveTrafficDay, TRAFFIC_DAY_COUNT, trafficDayLabel, trafficDayOptions } from './traffic-days';

const ZONES = ['Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth'];

describe('traffic day dropdown', () => {
  it("should offer the centre's today as 'today', then 'tomorrow', then weekday names for a week", () => {
    // Monday 23 November 2026, 10:00 in Perth
    const options = trafficDayOptions(new Date('2026-11-23T02:00:00Z'), 'Australia/Perth');
    expect(options).toEqual([
      { date: '2026-11-23', label: 'today' },
      { date: '2026-11-24', label: 'tomorrow' },
      { date: '2026-11-25', label: 'Wednesday' },
      { date: '2026-11-26', label: 'Thursday' },
      { date: '2026-11-27', label: 'Friday' },
      { date: '2026-11-28', label: 'Saturday' },
      { date: '2026-11-29', label: 'Sunday' },
    ]);
  });

  it("should compute today in the centre's time zone, not the browser's", () => {
    // 13:30 UTC on 31 March 2026 is already 1 April in Melbourne, still 31 March in Perth
    const instant = new Date('2026-03-31T13:30:00Z');
    expect(trafficDayOptions(instant, 'Australia/Melbourne')[0]).toEqual({ date: '2026-04-01', label: 'today' });
    expect(trafficDayOptions(instant, 'Australia/Perth')[0]).toEqual({ date: '2026-03-31', label: 'today' });
  });

  it('should give consecutive dates with each weekday once, whatever the instant and zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        (zone, now) => {
          const options = trafficDayOptions(now, zone);
          expect(options).toHaveLength(TRAFFIC_DAY_COUNT);
          expect(options[0]).toEqual({ date: zonedDateKey(now, zone), label: 'today' });
          options.forEach((option, index) => expect(option.date).toBe(addDays(options[0]!.date, index)));
          expect(new Set(options.map((option) => weekdayOf(option.date))).size).toBe(TRAFFIC_DAY_COUNT);
          expect(new Set(options.map((option) => option.label)).size).toBe(TRAFFIC_DAY_COUNT);
        },
      ),
    );
  });

  it('should name a date by its weekday when it is neither today nor tomorrow', () => {
    expect(trafficDayLabel('2026-12-31', '2026-12-29')).toBe('Thursday');
    expect(trafficDayLabel('2027-01-01', '2026-12-31')).toBe('tomorrow');
  });

  it('should keep the chosen day while it is offered and fall back to today once it is not', () => {
    const options = trafficDayOptions(new Date('2026-11-23T02:00:00Z'), 'Australia/Perth');
    expect(effectiveTrafficDay(options, '2026-11-27')).toBe('2026-11-27');
    expect(effectiveTrafficDay(options, '2026-11-22')).toBe('2026-11-23');
    expect(effectiveTrafficDay(options, undefined)).toBe('2026-11-23');
  });
});
