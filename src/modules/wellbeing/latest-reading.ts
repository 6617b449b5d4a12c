import type { WellbeingReading } from '../../common/domain/live/live-api.types';

/**
 * The reading to show when the sensors report several: the one with the latest timestamp (the first of equals;
 * a reading whose timestamp cannot be read counts as oldest). Undefined when there is none.
 */
export function latestReading(readings: readonly WellbeingReading[]): WellbeingReading | undefined {
  let latest: WellbeingReading | undefined;
  let latestAt = Number.NEGATIVE_INFINITY;
  for (const reading of readings) {
    const at = Date.parse(reading.timestamp);
    const time = Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
    if (latest === undefined || time > latestAt) {
      latest = reading;
      latestAt = time;
    }
  }
  return latest;
}
