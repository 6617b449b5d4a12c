import { checkParkingResponse, checkTimeToParkResponse } from '../../../src/common/domain/live/parking-payload';
import type { ParkingResponse, TimeToParkResponse } from '../../../src/common/domain/live/live-api.types';
import type { AsyncResource } from '../../app/async-resource';
import { useRootStore } from '../../app/root-store-context';
import { useAsyncResource } from '../../app/use-async-resource';

/** Car park counts and times to park change by the minute: both are asked again every 60 seconds. */
export const PARKING_REFRESH_MS = 60_000;

/** GET /api/parking, polled while the block is on the page (asked only in the browser). */
export function useParking(): AsyncResource<ParkingResponse> {
  const { transport, reporter } = useRootStore();
  return useAsyncResource<ParkingResponse>(
    {
      name: 'parking',
      fetch: (signal) => transport.getJson('/api/parking', { signal }),
      check: checkParkingResponse,
      reporter,
    },
    { refreshMs: PARKING_REFRESH_MS },
  );
}

/**
 * POST /api/time-to-park with an empty region list (spec 1 §7: zero or one id): every car park of the centre
 * in one call, which the total averages and each row picks its own result from.
 */
export function useTimeToPark(enabled: boolean): AsyncResource<TimeToParkResponse> {
  const { transport, reporter } = useRootStore();
  return useAsyncResource<TimeToParkResponse>(
    {
      name: 'time-to-park',
      fetch: (signal) => transport.postJson('/api/time-to-park', { region_id: [] }, { signal }),
      check: checkTimeToParkResponse,
      reporter,
    },
    { refreshMs: PARKING_REFRESH_MS, enabled },
  );
}
