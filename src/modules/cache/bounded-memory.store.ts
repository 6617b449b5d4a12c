/** Limits of the in-memory store: whichever is reached first evicts the least recently used entries. */
export interface MemoryLimits {
  maxEntries: number;
  /** approximate: the length of the serialized values (keyv hands the store JSON strings) */
  maxBytes: number;
}

/** Defaults sized for one instance's CMS content and page data (~64 MB at most). */
export const DEFAULT_MEMORY_LIMITS: MemoryLimits = { maxEntries: 20_000, maxBytes: 64 * 1024 * 1024 };

/**
 * A Map-shaped keyv store with an LRU bound. keyv's default Map grows without limit (expired entries
 * are only dropped when read), so a long-running instance would keep every key it ever saw.
 * Map's insertion order is the recency order: a read moves the key to the end.
 */
export class BoundedMemoryStore {
  private readonly entries = new Map<string, unknown>();
  private bytes = 0;

  constructor(private readonly limits: MemoryLimits = DEFAULT_MEMORY_LIMITS) {}

  get size(): number {
    return this.entries.size;
  }

  /** approximate size of what is held, in characters of serialized data */
  get approximateBytes(): number {
    return this.bytes;
  }

  get(key: string): unknown {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key);
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, value: unknown): this {
    this.delete(key);
    const size = sizeOf(key, value);
    // a value larger than the whole budget would evict everything and still not fit
    if (size > this.limits.maxBytes) return this;
    this.entries.set(key, value);
    this.bytes += size;
    this.evict();
    return this;
  }

  delete(key: string): boolean {
    if (!this.entries.has(key)) return false;
    this.bytes -= sizeOf(key, this.entries.get(key));
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) return;
      this.delete(key);
    }
  }
}

function sizeOf(key: string, value: unknown): number {
  return key.length + (typeof value === 'string' ? value.length : 64);
}
