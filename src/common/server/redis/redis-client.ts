import { createClient } from '@keyv/redis';

export type RedisClient = ReturnType<typeof createClient>;

/** Where the site's Redis is, how long a command may take, and the first part of every key it writes. */
export interface RedisSettings {
  url: string;
  timeoutMs: number;
  namespace: string;
}

/**
 * A Redis client as every part of the site uses one (cache, rate limits, job leases): commands fail at once while
 * disconnected instead of queueing (an outage must never stall a request), connecting gives up after `timeoutMs`,
 * and reconnection backs off up to 2 s. Callers attach their own 'error' listener.
 */
export function createRedisClient(url: string, timeoutMs: number): RedisClient {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: (attempt: number) => Math.min(attempt * 200, 2000) },
  });
}
