import { Logger, OnModuleDestroy } from '@nestjs/common';
import { createRedisClient, type RedisClient, type RedisSettings } from '../../redis/redis-client';
import type { WindowHit } from './rate-limit.policy';
import { MemoryRateLimitStore, RateLimitStore } from './rate-limit.store';

/** How long Redis is left alone after a command outlived the timeout (hung, TCP still open). */
const SUSPEND_AFTER_TIMEOUT_MS = 1_000;

/**
 * One round trip, atomic: count the request, start the window's expiry with the first one (and repair a key
 * left without one), answer the count and the window's time left.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

/**
 * Counts in Redis, shared by every instance. A Redis outage never blocks a request: while Redis is down,
 * hung or slow (over the timeout) the counts go to this instance's memory, so limits hold per instance
 * instead of across all; the outage is logged when it starts and when it ends, not once per request.
 */
export class RedisRateLimitStore implements RateLimitStore, OnModuleDestroy {
  readonly kind = 'redis' as const;
  private readonly client: RedisClient;
  private readonly logger = new Logger('RateLimit');
  private down = false;
  private suspendedUntil = 0;
  private closed = false;

  private readonly timeoutMs: number;
  /** the limiter's keys: `<namespace>:rate-limit:<group>:<address>` */
  private readonly prefix: string;

  constructor(
    { url, timeoutMs, namespace }: RedisSettings,
    private readonly fallback: MemoryRateLimitStore,
  ) {
    this.timeoutMs = timeoutMs;
    this.prefix = `${namespace}:rate-limit:`;
    this.client = createRedisClient(url, timeoutMs);
    this.client.on('error', (error: unknown) => this.markDown(error));
  }

  /** Starts connecting and waits at most the timeout: a boot with Redis down is not delayed. */
  async connect(): Promise<void> {
    const connected = this.client.connect().then(
      () => undefined,
      () => undefined, // reported through 'error'; the client keeps reconnecting
    );
    await Promise.race([connected, delay(this.timeoutMs)]);
  }

  async hit(key: string, windowMs: number): Promise<WindowHit> {
    if (this.closed || !this.client.isReady || Date.now() < this.suspendedUntil)
      return this.fallback.hit(key, windowMs);
    try {
      const reply = await withTimeout(
        this.client.eval(HIT_SCRIPT, { keys: [this.prefix + key], arguments: [String(windowMs)] }),
        this.timeoutMs,
      );
      const [count, ttl] = reply as unknown as [number, number];
      this.markUp();
      return { count: Number(count), resetInMs: Number(ttl) };
    } catch (error) {
      if (error instanceof RedisTimeout) this.suspendedUntil = Date.now() + SUSPEND_AFTER_TIMEOUT_MS;
      this.markDown(error);
      return this.fallback.hit(key, windowMs);
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    // no QUIT: it would wait on a hung server
    if (this.client.isOpen) this.client.destroy();
  }

  private markDown(error: unknown): void {
    if (this.down || this.closed) return;
    this.down = true;
    this.logger.warn(
      `Rate limit store unavailable (${error instanceof Error ? error.message : String(error)}): counting per instance until Redis is back`,
    );
  }

  private markUp(): void {
    if (!this.down) return;
    this.down = false;
    this.fallback.clear();
    this.logger.log('Rate limit store available again');
  }
}

class RedisTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisTimeout(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
