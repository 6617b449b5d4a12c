import { itemKey, tileImpressionEvent, type AnalyticsEvent, type TrackedItem } from './site-events';

/** spec 1 §6: tile impressions are grouped with a 20 ms delay. */
export const IMPRESSION_GROUP_MS = 20;
/** a long scroll never holds more than this many tiles back */
export const IMPRESSION_GROUP_MAX = 30;

export interface ImpressionGrouperOptions {
  push: (event: AnalyticsEvent) => void;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  windowMs?: number;
  max?: number;
}

/**
 * Tiles that come into view within 20 ms of each other go out as one `tile_impression` event: each one seen waits
 * 20 ms for the next; the group goes when 20 ms pass with none (or when it holds IMPRESSION_GROUP_MAX). Each tile
 * counts once per page view.
 */
export class ImpressionGrouper {
  private readonly seen = new Set<string>();
  private pending: TrackedItem[] = [];
  private timer: unknown;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly options: ImpressionGrouperOptions) {
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  /** A tile came into view; false when it was already counted. */
  seeing(item: TrackedItem): boolean {
    const key = itemKey(item);
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    this.pending.push(item);
    if (this.timer !== undefined) this.clearTimer(this.timer);
    this.timer = undefined;
    if (this.pending.length >= (this.options.max ?? IMPRESSION_GROUP_MAX)) this.flush();
    else this.timer = this.setTimer(() => this.flush(), this.options.windowMs ?? IMPRESSION_GROUP_MS);
    return true;
  }

  /** Sends what waits (also when the page is hidden: the visitor may not come back). */
  flush(): void {
    if (this.timer !== undefined) this.clearTimer(this.timer);
    this.timer = undefined;
    if (this.pending.length === 0) return;
    const group = this.pending;
    this.pending = [];
    this.options.push(tileImpressionEvent(group));
  }
}
