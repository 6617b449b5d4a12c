import type { ThrottlerStorage } from '@nestjs/throttler';
import type { RateLimitStore } from './rate-limit.store';

/**
 * @nestjs/throttler's storage over the limiter's store (Redis shared by every instance, this process's memory
 * while Redis is down): fixed windows that start with a key's first request; over the limit a key stays blocked
 * until its window ends, so Retry-After is the window's time left.
 */
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

export class RateLimitThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly store: RateLimitStore) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    _blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const hit = await this.store.hit(`${throttlerName}:${key}`, ttl);
    const secondsLeft = Math.max(1, Math.ceil(hit.resetInMs / 1000));
    const isBlocked = hit.count > limit;
    return {
      totalHits: hit.count,
      timeToExpire: secondsLeft,
      isBlocked,
      timeToBlockExpire: isBlocked ? secondsLeft : 0,
    };
  }
}
