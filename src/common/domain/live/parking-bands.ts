/**
 * spec 1 §3, §4, §8, §9: a car park's status (plenty, moderate or limited) from its occupancy percent, with the
 * bands from the parking-threshold content (global/parking-threshold), or the defaults when that content is
 * missing or unusable (and the problem is reported).
 */

export type ParkingBand = 'plenty' | 'moderate' | 'limited';

/** Inclusive percent ranges of the three bands (the parking_threshold fields). */
export interface ParkingThresholds {
  plentyFrom: number;
  plentyTo: number;
  moderateFrom: number;
  moderateTo: number;
  limitedFrom: number;
  limitedTo: number;
}

/** spec 1 §9: plenty 0-60, moderate 61-89, limited 90-100 (floored percent) */
export const DEFAULT_PARKING_THRESHOLDS: Readonly<ParkingThresholds> = Object.freeze({
  plentyFrom: 0,
  plentyTo: 60,
  moderateFrom: 61,
  moderateTo: 89,
  limitedFrom: 90,
  limitedTo: 100,
});

/** spec 1 §8: what is reported when the bands fall back to the defaults. */
export const THRESHOLD_MISSING_MESSAGE = 'Parking threshold content missing: default thresholds are used';
export const THRESHOLD_INVALID_MESSAGE = 'Parking threshold content invalid: default thresholds are used';

export interface ThresholdsResult {
  thresholds: ParkingThresholds;
  /** set when the defaults apply because the content is missing or unusable: the message to report */
  problem?: string;
}

const FIELDS = ['plentyFrom', 'plentyTo', 'moderateFrom', 'moderateTo', 'limitedFrom', 'limitedTo'] as const;

/** A whole number from a CMS number field (a number or a numeric string), else undefined. */
function wholeNumber(value: unknown): number | undefined {
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(parsed) ? parsed : undefined;
}

/**
 * The bands of the parking-threshold content. Usable content covers every whole percent from 0 to 100 exactly
 * once, in order: plenty starts at 0 or below, moderate starts right after plenty, limited right after moderate
 * and runs to 100 or above, and no band is empty. Anything else (a field missing, a gap, an overlap) would leave
 * some car parks without a status, so the defaults apply and the problem is reported.
 */
export function parkingThresholds(content: unknown): ThresholdsResult {
  if (content === undefined || content === null)
    return { thresholds: { ...DEFAULT_PARKING_THRESHOLDS }, problem: THRESHOLD_MISSING_MESSAGE };
  const record = typeof content === 'object' ? (content as Record<string, unknown>) : {};
  const values = FIELDS.map((field) => wholeNumber(record[field]));
  if (values.some((value) => value === undefined))
    return { thresholds: { ...DEFAULT_PARKING_THRESHOLDS }, problem: THRESHOLD_INVALID_MESSAGE };
  const [plentyFrom, plentyTo, moderateFrom, moderateTo, limitedFrom, limitedTo] = values as number[];
  const usable =
    plentyFrom <= 0 &&
    plentyFrom <= plentyTo &&
    moderateFrom === plentyTo + 1 &&
    moderateFrom <= moderateTo &&
    limitedFrom === moderateTo + 1 &&
    limitedFrom <= limitedTo &&
    limitedTo >= 100;
  if (!usable) return { thresholds: { ...DEFAULT_PARKING_THRESHOLDS }, problem: THRESHOLD_INVALID_MESSAGE };
  return { thresholds: { plentyFrom, plentyTo, moderateFrom, moderateTo, limitedFrom, limitedTo } };
}

/**
 * spec 1 §9: the occupancy percent, floored: occupied / (occupied + vacant) * 100. Undefined when the car park
 * counts no spaces at all (no figure to show).
 */
export function occupancyPercent(occupied: number, vacant: number): number | undefined {
  const total = occupied + vacant;
  if (!(total > 0) || occupied < 0 || vacant < 0) return undefined;
  // integer arithmetic first, so 29 of 100 is 29 and not 28.999...
  return Math.min(100, Math.floor((occupied * 100) / total));
}

/** spec 1 §4, §9: the band a floored percent falls in (usable thresholds cover 0 to 100 without gaps). */
export function occupancyBand(
  percent: number,
  thresholds: ParkingThresholds = DEFAULT_PARKING_THRESHOLDS,
): ParkingBand {
  if (percent <= thresholds.plentyTo) return 'plenty';
  if (percent <= thresholds.moderateTo) return 'moderate';
  return 'limited';
}

/** The word shown beside a status (never colour alone). */
export const PARKING_BAND_LABELS: Readonly<Record<ParkingBand, string>> = {
  plenty: 'Plenty',
  moderate: 'Moderate',
  limited: 'Limited',
};

/** How a screen reader hears a band, after the figure ('Parking 45% full, plenty of spaces'). */
export const PARKING_BAND_PHRASES: Readonly<Record<ParkingBand, string>> = {
  plenty: 'plenty of spaces',
  moderate: 'some spaces',
  limited: 'limited spaces',
};
