import type { AsyncResource } from '../../app/async-resource';
import { useRootStore } from '../../app/root-store-context';
import { useAsyncResource } from '../../app/use-async-resource';
import type { DayTraffic } from '../../../src/page-model/traffic/traffic-panel.model';
import { TRAFFIC_REFRESH_MS } from '../../../src/common/domain/live/traffic-messages';
import { checkTrafficResponse } from '../../../src/common/domain/live/traffic-payload';

export const trafficUrl = (date: string): string => `/api/traffic?startDate=${encodeURIComponent(date)}`;

/**
 * The traffic of the day starting on `date` (YYYY-MM-DD, the centre's zone), asked after hydration. Live charts
 * refresh every fifteen minutes (spec 1 §9); `enabled: false` asks nothing (the header dropdown until opened);
 * `initial`: what the server read for the page (today's chart drawn in the HTML), shown until the first refresh.
 */
export function useTraffic(
  date: string,
  { live = true, enabled = true, initial }: { live?: boolean; enabled?: boolean; initial?: DayTraffic } = {},
): AsyncResource<DayTraffic> {
  const { transport, reporter } = useRootStore();
  return useAsyncResource<DayTraffic>(
    {
      name: 'traffic',
      reporter,
      fetch: async (signal) => {
        const body = await transport.getJson<unknown>(trafficUrl(date), { signal });
        return { date, body, readAt: new Date().toISOString() };
      },
      check: (raw) => {
        const { date: asked, body, readAt } = raw as { date: string; body: unknown; readAt: string };
        const response = checkTrafficResponse(body);
        return response ? { date: asked, response, readAt } : undefined;
      },
    },
    {
      refreshMs: live ? TRAFFIC_REFRESH_MS : undefined,
      key: date,
      enabled,
      initial: initial?.date === date ? initial : undefined,
    },
  );
}
