import { flatText } from './flat-text';

/** Limits of the in-memory store: whichever is reached first evicts the least recently used entries. */
export interface MemoryLimits {
  maxEntries: number;
  /** the memory the stored texts and their keys take, in bytes (see flatText) */
  maxBytes: number;
}

/** Defaults sized for one instance's CMS content and page data (64 MB at most). */
export const DEFAULT_MEMORY_LIMITS: MemoryLimits = { maxEntries: 20_000, maxBytes: 64 * 1024 * 1024 };

/** What a stored value that is not a text is counted as (keyv hands the store texts; this is a safe guess). */
const OTHER_VALUE_BYTES = 64;
/** Per entry: the Map's slot and the key's string header. */
const ENTRY_OVERHEAD_BYTES = 48;

interface Held {
  value: unknown;
  bytes: number;
}

/**
 * A Map-shaped keyv store with an LRU bound. keyv's default Map grows without limit (expired entries
 * are only dropped when read), so a long-running instance would keep every key it ever saw.
 * Map's insertion order is the recency order: a read moves the key to the end.
 *
 * The bound is in bytes of memory, not characters: keyv serializes a value by concatenation, and V8 keeps such a
 * text as a tree of pieces (a rope) several times its length (about 7 bytes a character for a CMS story list, issue
 * 23 part 7). Each text is copied flat as it is stored, and counted at what a flat string costs.
 */
export class BoundedMemoryStore {
  private readonly entries = new Map<string, Held>();
  private bytes = 0;

  constructor(private readonly limits: MemoryLimits = DEFAULT_MEMORY_LIMITS) {}

  get size(): number {
    return this.entries.size;
  }

  /** the memory held by the stored texts and their keys, in bytes */
  get heldBytes(): number {
    return this.bytes;
  }

  get(key: string): unknown {
    const held = this.entries.get(key);
    if (!held) return undefined;
    this.entries.delete(key);
    this.entries.set(key, held);
    return held.value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, value: unknown): this {
    this.delete(key);
    const held = hold(key, value);
    // a value larger than the whole budget would evict everything and still not fit
    if (held.bytes > this.limits.maxBytes) return this;
    this.entries.set(key, held);
    this.bytes += held.bytes;
    this.evict();
    return this;
  }

  delete(key: string): boolean {
    const held = this.entries.get(key);
    if (!held) return false;
    this.bytes -= held.bytes;
    return this.entries.delete(key);
  }

  /** Deletes every key `matches` accepts (a namespace's retired generations); answers how many. */
  deleteMatching(matches: (key: string) => boolean): number {
    let deleted = 0;
    for (const key of [...this.entries.keys()]) if (matches(key) && this.delete(key)) deleted += 1;
    return deleted;
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

function hold(key: string, value: unknown): Held {
  const overhead = ENTRY_OVERHEAD_BYTES + key.length;
  if (typeof value !== 'string') return { value, bytes: overhead + OTHER_VALUE_BYTES };
  const flat = flatText(value);
  return { value: flat.text, bytes: overhead + flat.bytes };
}
