import fc from 'fast-check';
import type { WellbeingReading } from '../../common/domain/live/live-api.types';
import { latestReading } from './latest-reading';

const reading = (timestamp: string, air_quality = 90): WellbeingReading => ({
  air_quality,
  average_temperature: 21,
  timestamp,
});

describe('latestReading', () => {
  it('should be undefined when there is no reading', () => {
    expect(latestReading([])).toBeUndefined();
  });

  it('should pick the reading with the latest instant, whatever the offsets they are written with', () => {
    const late = reading('2026-11-23T02:10:00Z', 70);
    expect(latestReading([reading('2026-11-23T13:05:00+11:00'), late, reading('2026-11-23T09:00:00+08:00')])).toBe(
      late,
    );
  });

  it('should count a reading with an unreadable timestamp as the oldest', () => {
    const dated = reading('2026-11-23T02:00:00Z');
    expect(latestReading([reading('not a date'), dated])).toBe(dated);
    expect(latestReading([reading('not a date')])).toEqual(reading('not a date'));
  });

  it('should return a reading of the list no older than any other', () => {
    const instant = fc
      .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
      .map((ms) => new Date(ms).toISOString());
    fc.assert(
      fc.property(fc.array(instant, { minLength: 1, maxLength: 20 }), (timestamps) => {
        const readings = timestamps.map((timestamp) => reading(timestamp));
        const latest = latestReading(readings)!;
        expect(readings).toContain(latest);
        for (const other of readings)
          expect(Date.parse(latest.timestamp)).toBeGreaterThanOrEqual(Date.parse(other.timestamp));
      }),
    );
  });
});
