import { useEffect, useState } from 'react';
import { AsyncResource, AsyncResourceOptions } from './async-resource';

/**
 * A component's own AsyncResource. Nothing is asked while rendering on the server (the first render shows
 * 'Loading...' on both sides, so hydration matches, or `initial`, a value the server read for the page); in the
 * browser it loads after mounting, polls every refreshMs when given, and stops when the component unmounts. `key`
 * changes start a new load (a new day).
 */
export function useAsyncResource<T>(
  options: AsyncResourceOptions<T>,
  {
    refreshMs,
    key = '',
    enabled = true,
    initial,
  }: { refreshMs?: number; key?: string; enabled?: boolean; initial?: T } = {},
): AsyncResource<T> {
  const [resource] = useState(() => new AsyncResource<T>(options, initial));
  // the latest fetch and check (they close over props such as the selected day)
  resource.configure(options);
  useEffect(() => {
    if (!enabled) return undefined;
    if (refreshMs) resource.poll(refreshMs);
    else void resource.load();
    return () => resource.dispose();
  }, [resource, refreshMs, key, enabled]);
  return resource;
}
