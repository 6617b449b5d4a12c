import type { AsyncResource } from '../../app/async-resource';
import { useRootStore } from '../../app/root-store-context';
import { useAsyncResource } from '../../app/use-async-resource';
import type { TrafficResponse } from '../../../src/common/domain/live/live-api.types';
import { TRAFFIC_REFRESH_MS } from '../../../src/common/domain/live/traffic-messages';
import { checkTrafficResponse } from '../../../src/common/domain/live/traffic-payload';

/** The traffic of one day, with the day it was asked for (a newer day shows 'Loading...', not the old chart). */
export interface DayTraffic {
  date: string;
  response: TrafficResponse;
}

export const trafficUrl = (date: string): string => `/api/traffic?startDate=${encodeURIComponent(date)}`;

/**
 * The traffic of the day starting on `date` (YYYY-MM-DD, the centre's zone), asked after hydration. Live charts
 * refresh every fifteen minutes (spec 1 §9); `enabled: false` asks nothing (the header dropdown until opened).
 */
export function useTraffic(
  date: string,
  { live = true, enabled = true }: { live?: boolean; enabled?: boolean } = {},
): AsyncResource<DayTraffic> {
  const { transport, reporter } = useRootStore();
  return useAsyncResource<DayTraffic>(
    {
      name: 'traffic',
      reporter,
      fetch: async (signal) => ({ date, body: await transport.getJson<unknown>(trafficUrl(date), { signal }) }),
      check: (raw) => {
        const { date: asked, body } = raw as { date: string; body: unknown };
        const response = checkTrafficResponse(body);
        return response ? { date: asked, response } : undefined;
      },
    },
    { refreshMs: live ? TRAFFIC_REFRESH_MS : undefined, key: date, enabled },
  );
}
