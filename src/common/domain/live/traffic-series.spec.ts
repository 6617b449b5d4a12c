import fc from 'fast-check';
import { zonedToInstant } from '../time/zoned-time';
import type { TrafficAlertLevel, TrafficDay, TrafficResponse } from './live-api.types';
import {
  chartValue,
  currentBarIndex,
  currentLevel,
  highlightInstant,
  hourLabel,
  isClosed,
  TRAFFIC_Y_MAX,
  trafficBars,
} from './traffic-series';

const PERTH = 'Australia/Perth';

/** A day of hours in Perth (+08:00): [hour, occupancy, alert] */
function day(datestamp: string, hours: Array<[number, number, TrafficAlertLevel]>): TrafficDay {
  return {
    datestamp,
    hours: hours.map(([hour, occupancy, alertLevel]) => ({
      timestamp: `${datestamp}T${String(hour).padStart(2, '0')}:00:00+08:00`,
      occupancy,
      alertLevel,
    })),
  };
}
const response = (days: TrafficDay[], timezone = PERTH): TrafficResponse => ({
  traffic: { timezone, days },
  current: null,
});

describe('traffic chart series', () => {
  it("should label hours like '3PM', with '12AM' for midnight and '12PM' for noon", () => {
    expect([0, 1, 11, 12, 13, 15, 23].map(hourLabel)).toEqual(['12AM', '1AM', '11AM', '12PM', '1PM', '3PM', '11PM']);
  });

  it('should give each hour of the day its own label of the form <1-12><AM|PM>', () => {
    const labels = Array.from({ length: 24 }, (_, hour) => hourLabel(hour));
    expect(new Set(labels).size).toBe(24);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), (hour) =>
        expect(hourLabel(hour)).toMatch(/^(1[0-2]|[1-9])(AM|PM)$/),
      ),
    );
  });

  it('should keep bar heights within the y domain 0 to 1.2, drawing higher readings at the top', () => {
    expect(TRAFFIC_Y_MAX).toBe(1.2);
    expect(chartValue(0.55)).toBe(0.55);
    expect(chartValue(1.2)).toBe(1.2);
    expect(chartValue(1.7)).toBe(1.2);
    expect(chartValue(-0.3)).toBe(0);
    expect(chartValue(Number.NaN)).toBe(0);
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (occupancy) => {
        const value = chartValue(occupancy);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1.2);
      }),
    );
  });

  it("should make one bar per trading hour, labelled in the centre's time zone, with its level", () => {
    const bars = trafficBars(
      response([
        day('2026-11-23', [
          [9, 0.2, 'GREEN'],
          [10, 0.6, 'YELLOW'],
          [15, 1.3, 'RED'],
        ]),
      ]),
      PERTH,
    );
    expect(bars.map(({ label, value, level, nextDay }) => ({ label, value, level, nextDay }))).toEqual([
      { label: '9AM', value: 0.2, level: 'LOW', nextDay: false },
      { label: '10AM', value: 0.6, level: 'MODERATE', nextDay: false },
      { label: '3PM', value: 1.2, level: 'HIGH', nextDay: false },
    ]);
  });

  it('should join the hours of both days in order when trading runs past midnight', () => {
    const bars = trafficBars(
      // the days may arrive in any order; the second day's hours continue the first's
      response([
        day('2026-11-28', [
          [0, 0.3, 'GREEN'],
          [1, 0.1, 'GREEN'],
        ]),
        day('2026-11-27', [
          [22, 0.7, 'YELLOW'],
          [23, 0.5, 'YELLOW'],
        ]),
      ]),
      PERTH,
    );
    expect(bars.map((bar) => `${bar.label}${bar.nextDay ? '+' : ''}`)).toEqual(['10PM', '11PM', '12AM+', '1AM+']);
  });

  it('should label hours in the time zone of the centre even when timestamps are written in UTC', () => {
    const utc: TrafficDay = {
      datestamp: '2026-11-23',
      hours: [{ timestamp: '2026-11-23T07:00:00Z', occupancy: 0.5, alertLevel: 'YELLOW' }],
    };
    expect(trafficBars(response([utc]), PERTH)[0]?.label).toBe('3PM');
    expect(trafficBars(response([utc], 'Australia/Melbourne'), PERTH)[0]?.label).toBe('6PM');
    // a feed without a usable zone falls back to the centre's
    expect(trafficBars(response([utc], 'Nowhere/Special'), PERTH)[0]?.label).toBe('3PM');
    expect(trafficBars(response([utc], ''), 'Australia/Brisbane')[0]?.label).toBe('5PM');
  });

  it('should label the hours of a daylight-saving change day by the wall clock', () => {
    // Melbourne leaves daylight saving on 5 April 2026: 2AM happens twice
    const hours = [
      '2026-04-05T01:00:00+11:00',
      '2026-04-05T02:00:00+11:00',
      '2026-04-05T02:00:00+10:00',
      '2026-04-05T03:00:00+10:00',
    ];
    const bars = trafficBars(
      response(
        [
          {
            datestamp: '2026-04-05',
            hours: hours.map((timestamp) => ({ timestamp, occupancy: 0.1, alertLevel: 'GREEN' as const })),
          },
        ],
        'Australia/Melbourne',
      ),
      PERTH,
    );
    expect(bars.map((bar) => bar.label)).toEqual(['1AM', '2AM', '2AM', '3AM']);
  });

  it('should keep every hour once, in time order, whatever order the feed sends them in', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { minLength: 1, maxLength: 24 }),
        fc.boolean(),
        (hours, twice) => {
          const list = hours.map((hour) => [hour, 0.5, 'YELLOW'] as [number, number, TrafficAlertLevel]);
          const bars = trafficBars(response([day('2026-11-23', twice ? [...list, ...list] : list)]), PERTH);
          expect(bars.map((bar) => bar.label)).toEqual([...hours].sort((a, b) => a - b).map(hourLabel));
        },
      ),
    );
  });

  it('should call the centre closed only when no day has an hour', () => {
    expect(isClosed(response([day('2026-12-25', [])]))).toBe(true);
    expect(isClosed(response([day('2026-12-25', []), day('2026-12-26', [])]))).toBe(true);
    expect(isClosed(response([day('2026-12-24', [[20, 0.4, 'YELLOW']])]))).toBe(false);
  });

  it('should highlight the hour in progress and nothing on another day', () => {
    const bars = trafficBars(
      response([
        day('2026-11-27', [
          [21, 0.7, 'YELLOW'],
          [22, 0.6, 'YELLOW'],
          [23, 0.5, 'YELLOW'],
        ]),
        day('2026-11-28', [[0, 0.3, 'GREEN']]),
      ]),
      PERTH,
    );
    const at = (local: string) => zonedToInstant(local, PERTH)!;
    expect(currentBarIndex(bars, at('2026-11-27 21:00'))).toBe(0);
    expect(currentBarIndex(bars, at('2026-11-27 22:59'))).toBe(1);
    expect(currentBarIndex(bars, at('2026-11-28 00:30'))).toBe(3);
    expect(currentBarIndex(bars, at('2026-11-28 01:00'))).toBe(-1);
    expect(currentBarIndex(bars, at('2026-11-27 20:59'))).toBe(-1);
    expect(currentBarIndex(bars, at('2026-11-30 21:30'))).toBe(-1);
  });

  it("should say the level of the reading now, and highlight the reading's hour", () => {
    const current = { timestamp: '2026-11-27T21:40:00+08:00', currentTraffic: 0.9, alertLevel: 'RED' as const };
    expect(currentLevel(current)).toBe('HIGH');
    expect(currentLevel({ ...current, alertLevel: undefined as unknown as 'RED', currentTraffic: 0.5 })).toBe(
      'MODERATE',
    );
    expect(currentLevel(null)).toBeUndefined();
    const now = new Date('2026-11-27T14:00:00Z');
    expect(highlightInstant(current, now).toISOString()).toBe('2026-11-27T13:40:00.000Z');
    expect(highlightInstant(null, now)).toBe(now);
    expect(highlightInstant({ ...current, timestamp: 'soon' }, now)).toBe(now);
  });
});
