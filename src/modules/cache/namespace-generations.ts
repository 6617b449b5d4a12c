import type { GuardedCacheStore } from './guarded-cache.store';

/** How long an instance trusts the generation it read: an invalidation elsewhere shows within this. */
export const GENERATION_MEMO_MS = 1000;

/** Store key of a namespace's generation. */
export const generationKey = (namespace: string): string => `${namespace}:generation`;

/**
 * The generation of each namespace, kept in the cache store so every instance sharing Redis agrees.
 * Bumping it makes every key of the namespace new at once (nothing is scanned or deleted; old keys
 * expire on their own).
 *
 * A generation is the epoch ms of the invalidation that created it (or of the namespace's first use),
 * always greater than the one before. Being a time lets stale-if-error tell when a value was retired,
 * and being monotonic lets a bump made while Redis was down be merged later by taking the larger one.
 */
export class NamespaceGenerations {
  private readonly memo = new Map<string, { generation: number; readAt: number }>();
  /** bumps that could not be stored (Redis down); written when it comes back, unless overtaken */
  private readonly pending = new Map<string, number>();
  private readonly reads = new Map<string, Promise<number>>();

  constructor(private readonly store: GuardedCacheStore) {}

  /** The namespace's current generation, read from the store at most once a second per instance. */
  async current(namespace: string): Promise<number> {
    const memo = this.memo.get(namespace);
    if (memo && Date.now() - memo.readAt < GENERATION_MEMO_MS) return memo.generation;
    const running = this.reads.get(namespace);
    if (running) return running;
    const read = this.refresh(namespace).finally(() => this.reads.delete(namespace));
    this.reads.set(namespace, read);
    return read;
  }

  /**
   * Moves the namespace to a new generation. This instance uses it at once; others within
   * GENERATION_MEMO_MS. Answers false when the store could not record it (Redis down): the bump then
   * applies here only until Redis is back, when it is written (see {@link flushPending}).
   */
  async bump(namespace: string): Promise<boolean> {
    const stored = await this.store.read<number>(generationKey(namespace));
    const known = Math.max(
      stored.status === 'hit' ? stored.value : 0,
      this.memo.get(namespace)?.generation ?? 0,
      this.pending.get(namespace) ?? 0,
    );
    const generation = Math.max(Date.now(), known + 1);
    this.memo.set(namespace, { generation, readAt: Date.now() });
    return this.persist(namespace, generation);
  }

  /** Writes the bumps made while Redis was down, unless another instance has bumped since. */
  async flushPending(): Promise<void> {
    await Promise.all([...this.pending.keys()].map((namespace) => this.refresh(namespace)));
  }

  private async refresh(namespace: string): Promise<number> {
    const memo = this.memo.get(namespace);
    const pending = this.pending.get(namespace);
    const stored = await this.store.read<number>(generationKey(namespace));
    // unreachable: keep what we had (not re-memoised, so the store is asked again next time)
    if (stored.status === 'unavailable') return memo?.generation ?? pending ?? 0;
    let generation: number;
    if (stored.status === 'hit' && typeof stored.value === 'number' && stored.value >= (pending ?? 0)) {
      generation = stored.value;
      this.pending.delete(namespace);
    } else {
      // missing (first use, or Redis lost it) or behind a bump made during an outage: write ours.
      // A fresh timestamp never matches a retired generation, so nothing old comes back.
      generation = pending ?? memo?.generation ?? Date.now();
      await this.persist(namespace, generation);
    }
    this.memo.set(namespace, { generation, readAt: Date.now() });
    return generation;
  }

  private async persist(namespace: string, generation: number): Promise<boolean> {
    // no expiry: a namespace's generation must outlive every entry written under it
    const stored = await this.store.set(generationKey(namespace), generation, 0);
    if (stored) this.pending.delete(namespace);
    else this.pending.set(namespace, generation);
    return stored;
  }
}
