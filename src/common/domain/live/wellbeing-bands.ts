/**
 * spec 1 §3, §8, §9: the well-being widgets: air quality percent in four bands and the average indoor
 * temperature in five, each with limits an editor may override on the block; a value out of range shows the
 * label 'Error' in grey.
 */

export type AirQualityBand = 'veryPoor' | 'poor' | 'fair' | 'good';
export type TemperatureBand = 'cold' | 'cool' | 'ideal' | 'warm' | 'hot';

/**
 * Upper bounds, inclusive (spec 1 §9 defaults: good 100, fair 76, poor 51, very poor 26): very poor 0-26,
 * poor 27-51, fair 52-76, good 77-100. The good bound is also the top of the scale.
 */
export interface AirQualityLimits {
  veryPoor: number;
  poor: number;
  fair: number;
  good: number;
}

/** Lower bounds, inclusive (spec 1 §9 defaults: hot 27, warm 24, ideal 21, cool 18); below cool is cold. */
export interface TemperatureLimits {
  cool: number;
  ideal: number;
  warm: number;
  hot: number;
}

export const DEFAULT_AIR_QUALITY_LIMITS: Readonly<AirQualityLimits> = Object.freeze({
  veryPoor: 26,
  poor: 51,
  fair: 76,
  good: 100,
});
export const DEFAULT_TEMPERATURE_LIMITS: Readonly<TemperatureLimits> = Object.freeze({
  cool: 18,
  ideal: 21,
  warm: 24,
  hot: 27,
});

/**
 * The range of an indoor temperature reading a sensor can honestly give, degrees C. The spec gives none: a
 * centre's air-conditioned mall below 5 °C or above 45 °C is a sensor fault, shown as 'Error'.
 */
export const TEMPERATURE_RANGE = Object.freeze({ min: 5, max: 45 });

export const OUT_OF_RANGE_LABEL = 'Error';

export const AIR_QUALITY_LABELS: Readonly<Record<AirQualityBand, string>> = {
  veryPoor: 'Very poor',
  poor: 'Poor',
  fair: 'Fair',
  good: 'Good',
};
export const TEMPERATURE_LABELS: Readonly<Record<TemperatureBand, string>> = {
  cold: 'Cold',
  cool: 'Cool',
  ideal: 'Ideal',
  warm: 'Warm',
  hot: 'Hot',
};

/** A reading as a widget shows it: the rounded value and its band, or out of range ('Error', grey). */
export type WellbeingLevel<B extends string> =
  | { inRange: true; value: number; band: B; label: string }
  | { inRange: false; value: number | undefined; label: typeof OUT_OF_RANGE_LABEL };

/** A number from a CMS number field (a number or a numeric string), else undefined. */
function limit(value: unknown): number | undefined {
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

const ascending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! < value);

/**
 * The air-quality limits of a block: each field the editor filled replaces its default. When the result is not
 * strictly increasing within 0-100 (very poor < poor < fair < good <= 100), every default applies.
 */
export function airQualityLimits(overrides: Partial<Record<keyof AirQualityLimits, unknown>> = {}): AirQualityLimits {
  const merged: AirQualityLimits = {
    veryPoor: limit(overrides.veryPoor) ?? DEFAULT_AIR_QUALITY_LIMITS.veryPoor,
    poor: limit(overrides.poor) ?? DEFAULT_AIR_QUALITY_LIMITS.poor,
    fair: limit(overrides.fair) ?? DEFAULT_AIR_QUALITY_LIMITS.fair,
    good: limit(overrides.good) ?? DEFAULT_AIR_QUALITY_LIMITS.good,
  };
  const values = [merged.veryPoor, merged.poor, merged.fair, merged.good];
  return merged.veryPoor >= 0 && merged.good <= 100 && ascending(values) ? merged : { ...DEFAULT_AIR_QUALITY_LIMITS };
}

/**
 * The temperature limits of a block: each field the editor filled replaces its default. When the result is not
 * strictly increasing within the sensor range (cool < ideal < warm < hot), every default applies.
 */
export function temperatureLimits(
  overrides: Partial<Record<keyof TemperatureLimits, unknown>> = {},
): TemperatureLimits {
  const merged: TemperatureLimits = {
    cool: limit(overrides.cool) ?? DEFAULT_TEMPERATURE_LIMITS.cool,
    ideal: limit(overrides.ideal) ?? DEFAULT_TEMPERATURE_LIMITS.ideal,
    warm: limit(overrides.warm) ?? DEFAULT_TEMPERATURE_LIMITS.warm,
    hot: limit(overrides.hot) ?? DEFAULT_TEMPERATURE_LIMITS.hot,
  };
  const values = [merged.cool, merged.ideal, merged.warm, merged.hot];
  const inside = merged.cool >= TEMPERATURE_RANGE.min && merged.hot <= TEMPERATURE_RANGE.max;
  return inside && ascending(values) ? merged : { ...DEFAULT_TEMPERATURE_LIMITS };
}

/**
 * spec 1 §9: the air-quality level of a percent. The value is rounded to a whole percent first and the band
 * taken from what is shown; outside 0 to the good bound (100 by default) it is out of range.
 */
export function airQualityLevel(
  percent: number,
  limits: AirQualityLimits = DEFAULT_AIR_QUALITY_LIMITS,
): WellbeingLevel<AirQualityBand> {
  if (!Number.isFinite(percent)) return { inRange: false, value: undefined, label: OUT_OF_RANGE_LABEL };
  const value = Math.round(percent) + 0;
  if (value < 0 || value > limits.good) return { inRange: false, value, label: OUT_OF_RANGE_LABEL };
  const band: AirQualityBand =
    value <= limits.veryPoor ? 'veryPoor' : value <= limits.poor ? 'poor' : value <= limits.fair ? 'fair' : 'good';
  return { inRange: true, value, band, label: AIR_QUALITY_LABELS[band] };
}

/**
 * spec 1 §9: the temperature level of a reading in degrees C. The value is rounded to a whole degree first and
 * the band taken from what is shown; outside 5-45 °C it is out of range.
 */
export function temperatureLevel(
  celsius: number,
  limits: TemperatureLimits = DEFAULT_TEMPERATURE_LIMITS,
): WellbeingLevel<TemperatureBand> {
  if (!Number.isFinite(celsius)) return { inRange: false, value: undefined, label: OUT_OF_RANGE_LABEL };
  const value = Math.round(celsius) + 0;
  if (value < TEMPERATURE_RANGE.min || value > TEMPERATURE_RANGE.max)
    return { inRange: false, value, label: OUT_OF_RANGE_LABEL };
  const band: TemperatureBand =
    value >= limits.hot
      ? 'hot'
      : value >= limits.warm
        ? 'warm'
        : value >= limits.ideal
          ? 'ideal'
          : value >= limits.cool
            ? 'cool'
            : 'cold';
  return { inRange: true, value, band, label: TEMPERATURE_LABELS[band] };
}
