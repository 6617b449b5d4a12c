import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { Configuration } from '../../../../../config/configuration';
import { APP_CONFIG } from '../../config/app-config.token';
import { CLOCK, Clock } from '../../time/clock';
import { RateLimitGuard } from './rate-limit.guard';
import { MemoryRateLimitStore, RATE_LIMIT_STORE, RateLimitStore } from './rate-limit.store';
import { RedisRateLimitStore } from './redis-rate-limit.store';

/** Redis (shared by every instance) when the cache has a Redis URL, else this process's memory. */
async function createStore(config: Configuration, clock: Clock): Promise<RateLimitStore> {
  const memory = new MemoryRateLimitStore(() => clock.now().getTime());
  if (!config.cache.redisUrl) return memory;
  const redis = new RedisRateLimitStore(config.cache.redisUrl, config.cache.redisTimeoutMs, memory);
  await redis.connect();
  return redis;
}

/**
 * Per-address limits on every POST (QUALITY R7, decision 0009): a global guard, with per-route overrides
 * through `@RateLimit()` and `@SkipRateLimit()` (rate-limit.decorators.ts). Needs the global ConfigModule
 * and ClockModule.
 */
@Module({
  providers: [
    { provide: RATE_LIMIT_STORE, inject: [APP_CONFIG, CLOCK], useFactory: createStore },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
})
export class RateLimitModule {}
