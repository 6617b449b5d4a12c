import fc from 'fast-check';
import { addDays } from '../../common/domain/time/zoned-time';
import { melbourne, simCentre } from './sim-centre.testing';
import { alertLevelFor, currentTraffic, todayCurve, typicalCurve, typicalLevel } from './traffic.model';

// 2026-11-23 is a Monday
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';
const SATURDAY = '2026-11-28';

const occupancies = (curve: ReturnType<typeof typicalCurve>) =>
  curve.days.flatMap((day) => day.hours.map((hour) => hour.occupancy));
const busiestHour = (curve: ReturnType<typeof typicalCurve>) => {
  const hours = curve.days[0]!.hours;
  const top = hours.reduce((best, hour) => (hour.occupancy > best.occupancy ? hour : best));
  return top.timestamp.slice(11, 16);
};

describe('simulated traffic', () => {
  const centre = simCentre();

  it('should give one entry per trading hour, stamped with the centre offset', () => {
    const curve = typicalCurve(centre, WEDNESDAY);
    expect(curve.timezone).toBe('Australia/Melbourne');
    expect(curve.days).toHaveLength(1);
    expect(curve.days[0]!.datestamp).toBe('20261125');
    expect(curve.days[0]!.hours.map((hour) => hour.timestamp.slice(11))).toEqual(
      ['09', '10', '11', '12', '13', '14', '15', '16', '17'].map((hour) => `${hour}:00:00+11:00`),
    );
  });

  it('should have no hours on a day the centre is closed, from its special hours or its default week', () => {
    const christmas = simCentre({
      special: [{ date: '2026-12-25', name: 'Christmas Day', startTime: '', endTime: '' }],
    });
    expect(typicalCurve(christmas, '2026-12-25').days).toEqual([{ datestamp: '20261225', hours: [] }]);
    const closedSundays = simCentre({
      week: {
        ...simCentre().hours.days.reduce((week, day) => ({ ...week, [day.day]: [day.opens, day.closes] }), {}),
        7: '',
      },
    });
    expect(typicalCurve(closedSundays, '2026-11-29').days).toEqual([{ datestamp: '20261129', hours: [] }]);
    expect(currentTraffic(christmas, melbourne('2026-12-25T12:00'))).toEqual({
      timestamp: '2026-12-25T12:00:00+11:00',
      currentTraffic: 0,
      alertLevel: 'GREEN',
    });
  });

  it('should peak at lunch on weekdays and later, higher and broader on weekends', () => {
    const weekday = typicalCurve(centre, WEDNESDAY);
    const weekend = typicalCurve(centre, SATURDAY);
    expect(busiestHour(weekday)).toBe('12:00');
    expect(['13:00', '14:00']).toContain(busiestHour(weekend));
    expect(Math.max(...occupancies(weekend))).toBeGreaterThan(Math.max(...occupancies(weekday)));
    // the weekend afternoon stays busy; the weekday afternoon dips after lunch
    expect(weekend.days[0]!.hours[6]!.occupancy).toBeGreaterThan(weekday.days[0]!.hours[6]!.occupancy);
  });

  it('should add an evening peak on late-night trading days', () => {
    const thursday = typicalCurve(centre, THURSDAY).days[0]!.hours;
    expect(thursday.at(-1)!.timestamp).toBe('2026-11-26T20:00:00+11:00');
    const evening = thursday.find((hour) => hour.timestamp.startsWith('2026-11-26T18'))!;
    const afternoon = thursday.find((hour) => hour.timestamp.startsWith('2026-11-26T15'))!;
    expect(evening.occupancy).toBeGreaterThan(afternoon.occupancy);
  });

  it('should spread trading past midnight over two days', () => {
    const lateFriday = simCentre({
      special: [{ date: '2026-11-27', name: 'Midnight Madness', startTime: '10:00', endTime: '02:00' }],
    });
    const curve = typicalCurve(lateFriday, '2026-11-27');
    expect(curve.days.map((day) => day.datestamp)).toEqual(['20261127', '20261128']);
    expect(curve.days[0]!.hours).toHaveLength(14); // 10:00 to 23:00
    expect(curve.days[1]!.hours.map((hour) => hour.timestamp)).toEqual([
      '2026-11-28T00:00:00+11:00',
      '2026-11-28T01:00:00+11:00',
    ]);
    expect(curve.days[1]!.hours.every((hour) => hour.occupancy > 0)).toBe(true);
    // at 1:30am the centre is still trading: yesterday's day
    expect(currentTraffic(lateFriday, melbourne('2026-11-28T01:30')).currentTraffic).toBeGreaterThan(0);
    expect(currentTraffic(lateFriday, melbourne('2026-11-28T02:30')).currentTraffic).toBe(0);
  });

  it('should end a day that closes at midnight with the 11pm hour, on one day', () => {
    const midnight = simCentre({
      special: [{ date: '2026-11-27', name: 'Late Night', startTime: '09:00', endTime: '00:00' }],
    });
    const curve = typicalCurve(midnight, '2026-11-27');
    expect(curve.days).toHaveLength(1);
    expect(curve.days[0]!.hours.at(-1)!.timestamp).toBe('2026-11-27T23:00:00+11:00');
  });

  it('should set each hour its alert level from its occupancy', () => {
    expect([0, 0.44, 0.45, 0.79, 0.8, 1.2].map(alertLevelFor)).toEqual([
      'GREEN',
      'GREEN',
      'YELLOW',
      'YELLOW',
      'RED',
      'RED',
    ]);
    const hours = [WEDNESDAY, THURSDAY, SATURDAY].flatMap((date) => typicalCurve(centre, date).days[0]!.hours);
    expect(hours.every((hour) => hour.alertLevel === alertLevelFor(hour.occupancy))).toBe(true);
    expect(new Set(hours.map((hour) => hour.alertLevel))).toEqual(new Set(['GREEN', 'YELLOW', 'RED']));
  });

  it('should stay within 0 and 1.2, and be the same every time it is asked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom('WLV', 'RVB', 'KRO'),
        (offset, minute, key) => {
          const sim = simCentre({ key });
          const date = addDays('2026-01-01', offset);
          const level = typicalLevel(sim, date, minute);
          expect(level).toBeGreaterThanOrEqual(0);
          expect(level).toBeLessThanOrEqual(1.2);
          expect(typicalLevel(sim, date, minute)).toBe(level);
        },
      ),
    );
  });

  it("should report today's hours already begun as they happened and the rest as usual", () => {
    const now = melbourne(`${WEDNESDAY}T13:20`);
    const today = todayCurve(centre, now).days[0]!.hours;
    const usual = typicalCurve(centre, WEDNESDAY).days[0]!.hours;
    expect(today.map((hour) => hour.timestamp)).toEqual(usual.map((hour) => hour.timestamp));
    expect(today.slice(5)).toEqual(usual.slice(5)); // 14:00 onwards
    expect(today.slice(0, 5)).not.toEqual(usual.slice(0, 5));
    expect(currentTraffic(centre, now)).toEqual({
      timestamp: '2026-11-25T13:20:00+11:00',
      currentTraffic: expect.any(Number),
      alertLevel: alertLevelFor(currentTraffic(centre, now).currentTraffic),
    });
  });
});
