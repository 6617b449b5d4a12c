import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { Configuration } from '../../../../../config/configuration';
import { APP_CONFIG } from '../../config/app-config.token';
import { IdentityKeys } from '../../identity/identity-keys';
import { CLOCK, Clock } from '../../time/clock';
import { identifierTracker, isLimitedPerIdentifier } from './identifier-tracker';
import { ADDRESS_THROTTLER, IDENTIFIER_THROTTLER } from './rate-limit.decorators';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitThrottlerStorage } from './rate-limit.storage';
import { MemoryRateLimitStore, RATE_LIMIT_STORE, RateLimitStore } from './rate-limit.store';
import { RedisRateLimitStore } from './redis-rate-limit.store';

/** Redis (shared by every instance) when the cache has a Redis URL, else this process's memory. */
async function createStore(config: Configuration, clock: Clock): Promise<RateLimitStore> {
  const memory = new MemoryRateLimitStore(() => clock.now().getTime());
  if (!config.cache.redisUrl) return memory;
  const redis = new RedisRateLimitStore(
    { url: config.cache.redisUrl, timeoutMs: config.cache.redisTimeoutMs, namespace: config.cache.redisNamespace },
    memory,
  );
  await redis.connect();
  return redis;
}

/** The store the counts live in, for the throttler's options (its own module, so forRootAsync can inject it). */
@Module({
  providers: [{ provide: RATE_LIMIT_STORE, inject: [APP_CONFIG, CLOCK], useFactory: createStore }],
  exports: [RATE_LIMIT_STORE],
})
class RateLimitStoreModule {}

/** The two named throttlers: per client address on every POST, per person on the membership routes. */
function throttlerOptions(config: Configuration, keys: IdentityKeys, store: RateLimitStore): ThrottlerModuleOptions {
  const { limits } = config;
  return {
    throttlers: [
      // the client address as Express reads it (`trust proxy`, TRUST_PROXY_HOPS); IPv6 by its /64
      { name: ADDRESS_THROTTLER, limit: limits.postsPerWindow, ttl: limits.windowSeconds * 1000 },
      {
        name: IDENTIFIER_THROTTLER,
        limit: limits.identifierPostsPerWindow,
        ttl: limits.identifierWindowSeconds * 1000,
        skipIf: (context) => !isLimitedPerIdentifier(context, keys),
        getTracker: (req) => identifierTracker(req, keys) ?? '',
        // one budget across the membership routes, keyed by the identifier's keyed hash (no personal data)
        generateKey: (_context, tracker) => tracker,
      },
    ],
    ipv6SubnetPrefix: 64,
    setHeaders: false,
    storage: new RateLimitThrottlerStorage(store),
  };
}

/**
 * Rate limits (QUALITY R7, decisions 0009 and 0011) with @nestjs/throttler: a global guard, per-route overrides
 * through `@RateLimit()`, `@SkipRateLimit()` and `@LimitPerIdentifier()` (rate-limit.decorators.ts). Needs the
 * global ConfigModule, ClockModule and IdentityModule.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStoreModule],
      inject: [APP_CONFIG, IdentityKeys, RATE_LIMIT_STORE],
      useFactory: throttlerOptions,
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitModule {}
