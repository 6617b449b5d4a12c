import { EnvReader } from './env';

export interface CacheConfig {
  /** Redis connection; when absent the cache lives in memory (one instance only) */
  redisUrl?: string;
  /** spec 1 §7: record expiry, default 604800 s (seven days) */
  recordExpirySeconds: number;
  /** spec 1 §7: cache TTL in seconds, default 0 (no expiry: content is replaced when the CMS publishes) */
  cacheTtlSeconds: number;
  /** how long a Redis command may take before the cache answers a miss (TOOLCHAIN: 500 ms) */
  redisTimeoutMs: number;
  /**
   * the first part of every key the site writes to Redis (cache `<ns>::<key>`, job leases `<ns>::lease:<name>`,
   * rate limits `<ns>:rate-limit:<group>:<address>`): instances of one site share it; two sites (or two test
   * runs) on one Redis each take their own
   */
  redisNamespace: string;
}

export function cacheConfig(read: EnvReader): CacheConfig {
  const host = read.optional('REDIS_HOST');
  const port = read.int('REDIS_PORT', 6379, { min: 1, max: 65535 });
  return {
    redisUrl: read.optional('REDIS_URL') ?? (host ? `redis://${host}:${port}` : undefined),
    recordExpirySeconds: read.int('RECORD_EXPIRY_SECONDS', 604_800, { min: 1 }),
    cacheTtlSeconds: read.int('CACHE_TTL_SECONDS', 0),
    redisTimeoutMs: read.int('REDIS_TIMEOUT_MS', 500, { min: 10 }),
    redisNamespace: redisNamespace(read),
  };
}

/** REDIS_NAMESPACE: lower-case letters, digits and hyphens (default `atrium`). */
function redisNamespace(read: EnvReader): string {
  const namespace = read.string('REDIS_NAMESPACE', 'atrium');
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(namespace))
    read.problems.push(`REDIS_NAMESPACE must be lower-case letters, digits and hyphens (got "${namespace}")`);
  return namespace;
}
