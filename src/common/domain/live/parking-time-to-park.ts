import type { ParkingBand } from './parking-bands';
import type { TimeToParkResult } from './live-api.types';

/**
 * spec 1 §9: time to park, in minutes: plenty 0-9, moderate 10-19, limited 20 or more; -1 means the feed has
 * no figure (the status falls back to the occupancy band); otherwise the average across results is used;
 * from the limited limit up the label is 'Limited', below it 'N Mins' ('1 Min' for one: issue 26 part 6).
 */
export const TIME_TO_PARK_LIMITS = Object.freeze({ moderateFrom: 10, limitedFrom: 20 });

/** spec 1 §9: the feed's "no figure" */
export const TIME_TO_PARK_UNAVAILABLE = -1;

export interface TimeToPark {
  /** whole minutes shown: the average rounded to the nearest minute, at least 1 */
  minutes: number;
  band: ParkingBand;
  /** 'Limited' from the limited limit up, otherwise 'N Mins', and '1 Min' for one minute */
  label: string;
}

/** The results that carry a figure (any negative number is the feed's "no figure"). */
function figures(results: readonly TimeToParkResult[]): number[] {
  return results.map((result) => result.minutes).filter((minutes) => Number.isFinite(minutes) && minutes >= 0);
}

/**
 * The time to park across the given results: the average of those with a figure, rounded to the nearest whole
 * minute (a minute at least: 'less than a minute' reads as '1 Min'). Band and label come from the rounded
 * minutes, so the words and the colour always agree. Undefined when no result has a figure: the caller falls
 * back to the occupancy band.
 */
export function timeToPark(results: readonly TimeToParkResult[]): TimeToPark | undefined {
  const known = figures(results);
  if (known.length === 0) return undefined;
  const average = known.reduce((sum, minutes) => sum + minutes, 0) / known.length;
  return timeToParkOf(Math.max(1, Math.round(average)));
}

/** The band and label of a whole number of minutes. */
export function timeToParkOf(minutes: number): TimeToPark {
  const band: ParkingBand =
    minutes >= TIME_TO_PARK_LIMITS.limitedFrom
      ? 'limited'
      : minutes >= TIME_TO_PARK_LIMITS.moderateFrom
        ? 'moderate'
        : 'plenty';
  // spec 1 §9's 'N Mins', in English for one minute too: '1 Min' (issue 26 part 6)
  const label = band === 'limited' ? 'Limited' : minutes === 1 ? '1 Min' : `${minutes} Mins`;
  return { minutes, band, label };
}

/** The time to park of one region (the result with its id), undefined when it has no figure. */
export function regionTimeToPark(results: readonly TimeToParkResult[], regionId: string): TimeToPark | undefined {
  return timeToPark(results.filter((result) => result.regionId === regionId));
}
