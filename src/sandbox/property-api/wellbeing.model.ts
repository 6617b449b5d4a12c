/**
 * Simulated indoor sensors, one reading per ten minutes: air quality (percent) a little lower in busy
 * afternoons, temperature following the day, both drifting; now and then a sensor glitches and reports a
 * value outside its range (air quality outside 0 to 100, a temperature below 5 or above 45 degrees C), which
 * the widgets show as 'Error' (spec 1 §8).
 */
import { zonedIsoString } from '../../common/domain/time/date-formats';
import { zonedParts, zonedToInstant } from '../../common/domain/time/zoned-time';
import { clamp, noise, round, signedNoise } from './seeded-noise';
import type { SimCentre } from './property-api-sandbox.types';

export interface WireWellbeing {
  air_quality: number;
  average_temperature: number;
  timestamp: string;
}

/** Share of ten-minute readings in which a sensor glitches. */
const AIR_GLITCH_SHARE = 0.04;
const TEMPERATURE_GLITCH_SHARE = 0.03;

export function wellbeingReading(centre: SimCentre, now: Date): WireWellbeing {
  const p = zonedParts(now, centre.timeZone);
  const slotMinute = Math.floor(p.minute / 10) * 10;
  const pad = (value: number): string => String(value).padStart(2, '0');
  const local = `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(slotMinute)}`;
  const hour = p.hour + slotMinute / 60;
  const daylight = Math.sin((Math.PI * clamp(hour - 6, 0, 16)) / 16); // 0 at 6am and 10pm, 1 at 2pm
  const key = centre.centreKey;

  let air = clamp(88 - 14 * daylight + 5 * signedNoise(key, local, 'air'), 0, 100);
  if (noise(key, local, 'air-glitch') < AIR_GLITCH_SHARE)
    air = noise(key, local, 'air-high') < 0.5 ? 104 + 16 * noise(key, local, 'a') : -1 - 9 * noise(key, local, 'b');
  let temperature = 20 + 4 * daylight + 0.8 * signedNoise(key, local, 'temperature');
  if (noise(key, local, 'temperature-glitch') < TEMPERATURE_GLITCH_SHARE) {
    temperature =
      noise(key, local, 'temperature-high') < 0.5 ? 46 + 10 * noise(key, local, 'c') : 4 - 8 * noise(key, local, 'd');
  }
  return {
    air_quality: Math.round(air),
    average_temperature: round(temperature, 1),
    timestamp: zonedIsoString(zonedToInstant(local, centre.timeZone) ?? now, centre.timeZone),
  };
}
