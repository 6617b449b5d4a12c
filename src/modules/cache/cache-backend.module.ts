import { Module } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { CACHE_BACKEND, CacheBackend } from './cache.tokens';
import { MemoryCacheBackend } from './memory-cache.backend';
import { RedisCacheBackend } from './redis-cache.backend';

/** Memory unless a Redis URL is configured (ARCHITECTURE: adapters chosen by config). */
async function createBackend(config: Configuration): Promise<CacheBackend> {
  if (!config.cache.redisUrl) return new MemoryCacheBackend();
  const redis = new RedisCacheBackend({
    url: config.cache.redisUrl,
    timeoutMs: config.cache.redisTimeoutMs,
    namespace: config.cache.redisNamespace,
  });
  await redis.connect();
  return redis;
}

/**
 * Owns the store, so that @nestjs/cache-manager and CacheService share one instance.
 * Internal to CacheModule.
 */
@Module({
  providers: [{ provide: CACHE_BACKEND, inject: [APP_CONFIG], useFactory: createBackend }],
  exports: [CACHE_BACKEND],
})
export class CacheBackendModule {}
