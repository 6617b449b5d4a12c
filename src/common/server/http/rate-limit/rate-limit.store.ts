import { countHit, WindowEntry, WindowHit } from './rate-limit.policy';

/** DI token of the {@link RateLimitStore} the limiter counts in. */
export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

/** Where request counts live: this process, or a Redis shared by every instance. */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /** counts one request under `key` and answers its number within the window and the window's time left */
  hit(key: string, windowMs: number): Promise<WindowHit>;
}

/** Most keys the memory store keeps; beyond it, ended windows are dropped, then the oldest ones. */
const DEFAULT_MAX_KEYS = 100_000;

/** Counts in this process's memory (one instance, or a Redis outage). */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = 'memory' as const;
  private readonly windows = new Map<string, WindowEntry>();

  constructor(
    private readonly now: () => number,
    private readonly maxKeys = DEFAULT_MAX_KEYS,
  ) {}

  get size(): number {
    return this.windows.size;
  }

  hit(key: string, windowMs: number): Promise<WindowHit> {
    const nowMs = this.now();
    const entry = countHit(this.windows.get(key), nowMs, windowMs);
    // re-inserted, so the Map's order is the order of last use
    this.windows.delete(key);
    this.windows.set(key, entry);
    if (this.windows.size > this.maxKeys) this.prune(nowMs);
    return Promise.resolve({ count: entry.count, resetInMs: entry.resetAt - nowMs });
  }

  /** the keys counted now (an operator's or a test's view: they name no one) */
  keys(): string[] {
    return [...this.windows.keys()];
  }

  clear(): void {
    this.windows.clear();
  }

  private prune(nowMs: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= nowMs) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
