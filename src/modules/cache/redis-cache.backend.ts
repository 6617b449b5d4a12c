import { Logger, OnModuleDestroy } from '@nestjs/common';
import KeyvRedis from '@keyv/redis';
import { createRedisClient, type RedisClient, type RedisSettings } from '../../common/server/redis/redis-client';
import { Keyv } from 'keyv';
import { deserializeStored } from './stored-json';
import type { CacheBackend } from './cache.tokens';

/** How often a hung Redis is probed before the cache uses it again. */
const PROBE_INTERVAL_MS = 500;
const COMMAND_ERROR_LOG_INTERVAL_MS = 10_000;

/**
 * Redis through @keyv/redis with the settings TOOLCHAIN.md found to keep an outage from stalling
 * requests: no offline queue (commands fail at once while disconnected), a short connect timeout, a
 * reconnect strategy that never gives up, and no throwing. On top of that:
 * - `isAvailable()` lets callers skip Redis entirely while it is down or hung (0 ms misses);
 * - a command that outlives the timeout (Redis hung, TCP still open) suspends Redis until a ping
 *   answers again, so only the requests already in flight ever wait;
 * - the outage is logged once when it starts and once when it ends, not once per call.
 */
export class RedisCacheBackend implements CacheBackend, OnModuleDestroy {
  readonly kind = 'redis' as const;
  readonly keyv: Keyv;
  private readonly client: RedisClient;
  private readonly logger = new Logger('Cache');
  private readonly reconnectListeners: Array<() => void> = [];
  private down = false;
  private downSince = 0;
  private suspended = false;
  private probe?: NodeJS.Timeout;
  private closed = false;
  private lastCommandErrorLog = 0;

  private readonly timeoutMs: number;

  /** Every key is `<namespace>::<key>`, so a shared Redis stays readable (config `REDIS_NAMESPACE`). */
  constructor({ url, timeoutMs, namespace }: RedisSettings) {
    this.timeoutMs = timeoutMs;
    this.client = createRedisClient(url, timeoutMs);
    const store = new KeyvRedis<string>(this.client, {
      throwOnConnectError: false,
      throwOnErrors: false,
      connectionTimeout: timeoutMs,
      namespace,
    });
    // keyv must not prefix too: KeyvRedis already writes `<namespace>::<key>`
    this.keyv = new Keyv({
      store,
      namespace,
      useKeyPrefix: false,
      throwOnErrors: false,
      deserialize: deserializeStored,
    });
    // keyv re-emits the client's and the adapter's errors; without a listener they would be lost or noisy
    this.keyv.on('error', (error: unknown) => this.onError(error));
    this.client.on('ready', () => this.markUp());
  }

  /**
   * Starts connecting in the background and waits at most the timeout, so a boot with Redis down is
   * not delayed: the client keeps reconnecting on its own and the cache answers misses meanwhile.
   */
  async connect(): Promise<void> {
    if (this.client.isOpen) return;
    const connected = this.client.connect().then(
      () => undefined,
      () => undefined, // failures arrive as 'error' events too; the reconnect loop carries on
    );
    await Promise.race([connected, delay(this.timeoutMs)]);
  }

  isAvailable(): boolean {
    return this.client.isReady && !this.suspended;
  }

  reportTimeout(): void {
    if (this.suspended || this.closed) return;
    this.suspended = true;
    this.markDown(new Error(`Redis did not answer within ${this.timeoutMs} ms`));
    this.scheduleProbe();
  }

  async ping(): Promise<void> {
    if (!this.client.isReady) throw new Error('Redis is not connected');
    await Promise.race([
      this.client.ping(),
      delay(this.timeoutMs).then(() => Promise.reject(new Error(`Redis did not answer within ${this.timeoutMs} ms`))),
    ]);
  }

  onReconnect(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  dropLocal(): void {
    // nothing of Redis's is held here: retired generations expire there (decision 0002)
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  /** Drops the connection without waiting for Redis (QUIT would wait on a hung server). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.probe);
    if (this.client.isOpen) this.client.destroy();
  }

  private scheduleProbe(): void {
    this.probe = setTimeout(() => {
      this.ping().then(
        () => {
          this.suspended = false;
          this.markUp();
        },
        () => {
          if (!this.closed) this.scheduleProbe();
        },
      );
    }, PROBE_INTERVAL_MS);
    this.probe.unref();
  }

  private onError(error: unknown): void {
    if (!this.isAvailable()) return this.markDown(error);
    // connected but a command failed (out of memory, wrong type...): worth a line, not one per call
    if (Date.now() - this.lastCommandErrorLog < COMMAND_ERROR_LOG_INTERVAL_MS) return;
    this.lastCommandErrorLog = Date.now();
    this.logger.warn(`Redis cache command failed: ${describe(error)}`);
  }

  private markDown(error: unknown): void {
    if (this.down || this.closed) return;
    this.down = true;
    this.downSince = Date.now();
    this.logger.warn(`Redis cache unavailable (${describe(error)}): answering misses until it is back`);
  }

  private markUp(): void {
    if (!this.down || !this.isAvailable()) return;
    this.down = false;
    this.logger.log(`Redis cache available again after ${Date.now() - this.downSince} ms`);
    for (const listener of this.reconnectListeners) listener();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
