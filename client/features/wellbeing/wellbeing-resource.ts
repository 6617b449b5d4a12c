import type { WellbeingReading } from '../../../src/common/domain/live/live-api.types';
import { checkWellWidgetsResponse } from '../../../src/common/domain/live/wellbeing-payload';
import type { AsyncResource } from '../../app/async-resource';
import { useRootStore } from '../../app/root-store-context';
import { useAsyncResource } from '../../app/use-async-resource';

/** Indoor air and temperature drift slowly: the reading is asked again every five minutes. */
export const WELLBEING_REFRESH_MS = 5 * 60_000;

/** GET /api/well-widgets, polled while the widgets are on the page (asked only in the browser). */
export function useWellbeing(): AsyncResource<WellbeingReading> {
  const { transport, reporter } = useRootStore();
  return useAsyncResource<WellbeingReading>(
    {
      name: 'well-widgets',
      fetch: (signal) => transport.getJson('/api/well-widgets', { signal }),
      check: checkWellWidgetsResponse,
      reporter,
    },
    { refreshMs: WELLBEING_REFRESH_MS },
  );
}
