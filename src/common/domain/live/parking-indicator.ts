import type { AsyncState } from '../async/async-state';
import type { ParkingResponse, TimeToParkResponse } from './live-api.types';
import type { ParkingThresholds } from './parking-bands';
import { occupancyStatus, ParkingOverride, ParkingStatus, timeToParkStatus } from './parking-status';
import { regionTimeToPark, timeToPark } from './parking-time-to-park';

/** spec 1 §4, §8: what a parking indicator or well-being widget shows while its data is not there. */
export const LIVE_LOADING_LABEL = 'Loading...';
/** in place of 'Loading...' where the browser runs no script: live figures are fetched by the page's script */
export const LIVE_NEEDS_SCRIPT_LABEL = 'Turn on JavaScript to see live figures';
export const LIVE_UNAVAILABLE_LABEL = 'Unavailable';

export type IndicatorView<T> = { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'ready'; value: T };

/**
 * spec 1 §4 parking indicator (and the well-being widgets, §8): not asked or loading shows 'Loading...',
 * failure 'Unavailable', success its figures. A refresh in the background keeps showing the figures it is
 * replacing (no flash of 'Loading...' every minute); a failed refresh shows 'Unavailable', since stale live
 * figures would mislead.
 */
export function indicatorView<T>(state: AsyncState<T>): IndicatorView<T> {
  switch (state.status) {
    case 'success':
      return { kind: 'ready', value: state.value };
    case 'loading':
      return state.previous === undefined ? { kind: 'loading' } : { kind: 'ready', value: state.previous };
    case 'failure':
      return { kind: 'unavailable' };
    default:
      return { kind: 'loading' };
  }
}

/** What a car park's row shows: its indicator, or nothing when the live data lacks the car park. */
export type RegionIndicator = IndicatorView<ParkingStatus> | { kind: 'missing' };

/**
 * spec 1 §2.14, §9: the parking total. Without time to park: the occupancy of all car parks. With it: the
 * average time to park across every car park, or the total occupancy band when no car park has a figure.
 */
export function totalIndicator(
  parking: IndicatorView<ParkingResponse>,
  times: IndicatorView<TimeToParkResponse> | undefined,
  thresholds: ParkingThresholds,
): IndicatorView<ParkingStatus> {
  const occupancy = (): IndicatorView<ParkingStatus> =>
    parking.kind === 'ready'
      ? {
          kind: 'ready',
          value: occupancyStatus(TOTAL_SUBJECT, parking.value.totalOccupied, parking.value.totalVacant, thresholds),
        }
      : parking;
  if (!times) return occupancy();
  if (times.kind !== 'ready') return times;
  const time = timeToPark(times.value.results);
  return time ? { kind: 'ready', value: timeToParkStatus(TOTAL_SUBJECT, time, undefined, thresholds) } : occupancy();
}

/**
 * spec 1 §3, §8, §9: one car park's row. An override shows whatever the live data; a car park the live
 * occupancy list lacks shows nothing (and is reported); with time to park on, its own result, or its occupancy
 * band when it has no figure (-1, or no result).
 */
export function regionIndicator(
  region: { regionId: string; name: string; override?: ParkingOverride },
  parking: IndicatorView<ParkingResponse>,
  times: IndicatorView<TimeToParkResponse> | undefined,
  thresholds: ParkingThresholds,
): RegionIndicator {
  if (region.override) return { kind: 'ready', value: { kind: 'override', ...region.override } };
  const counts =
    parking.kind === 'ready' ? parking.value.occupancy.find((item) => item.regionId === region.regionId) : undefined;
  if (parking.kind === 'ready' && !counts) return { kind: 'missing' };
  const time = times?.kind === 'ready' ? regionTimeToPark(times.value.results, region.regionId) : undefined;
  if (time) return { kind: 'ready', value: timeToParkStatus(region.name, time, counts, thresholds) };
  if (times && times.kind !== 'ready') return times;
  if (parking.kind !== 'ready') return parking;
  return { kind: 'ready', value: occupancyStatus(region.name, counts!.occupied, counts!.vacant, thresholds) };
}

/** How the total is named to screen readers ('Parking 45% full, plenty of spaces'). */
const TOTAL_SUBJECT = 'Parking';
