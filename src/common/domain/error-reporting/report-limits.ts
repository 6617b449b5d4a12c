/**
 * How many reports leave a page or the server (docs/error-reporting.md): a failing page or a failing upstream
 * must not flood the error-tracking service (it would drop or bill them) nor the visitor's connection.
 */

/** One page view: at most `max` reports, and the same message once. */
export class PageReportLimit {
  private readonly seen = new Set<string>();

  constructor(private readonly max = 10) {}

  /** whether a report of this message may be sent (counts it when it may) */
  admit(message: string): boolean {
    if (this.seen.size >= this.max || this.seen.has(message)) return false;
    this.seen.add(message);
    return true;
  }
}

/** The server's limit: bursts of up to `capacity` reports, then `perSecond` on average. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.last = now();
  }

  take(): boolean {
    const at = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((at - this.last) / 1000) * this.perSecond);
    this.last = at;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Whether this report is one of the sampled ones (`rate` from 0, none, to 1, all). */
export function sampled(rate: number, random: () => number = Math.random): boolean {
  return rate >= 1 || (rate > 0 && random() < rate);
}
