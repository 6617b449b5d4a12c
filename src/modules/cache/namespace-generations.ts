import { TrailingRuns } from './trailing-runs';
import type { GuardedCacheStore } from './guarded-cache.store';
import { generationKey } from './namespace-keys';

/** How long an instance trusts the generation it read: an invalidation elsewhere shows within this. */
export const GENERATION_MEMO_MS = 1000;

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
  private readonly bumps = new TrailingRuns<boolean>();
  /** namespaces whose retired generations are about to be dropped from this process's memory */
  private readonly retiring = new Set<string>();

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
   * Whether this instance already holds a newer generation of the namespace than `generation`, without asking the
   * store: a load that started before an invalidation then finishes into a generation nobody reads.
   */
  isRetired(namespace: string, generation: number): boolean {
    const known = this.memo.get(namespace)?.generation;
    return known !== undefined && known > generation;
  }

  /**
   * Moves the namespace to a new generation. This instance uses it at once; others within
   * GENERATION_MEMO_MS. Answers false when the store could not record it (Redis down): the bump then
   * applies here only until Redis is back, when it is written (see {@link flushPending}).
   *
   * Concurrent bumps of one namespace coalesce (a CMS publishing many stories sends a burst of webhooks): while one
   * runs, every bump asked meanwhile shares the single one that starts after it, which still retires everything
   * cached before any of them arrived.
   */
  bump(namespace: string): Promise<boolean> {
    return this.bumps.run(namespace, () => this.bumpNow(namespace));
  }

  private async bumpNow(namespace: string): Promise<boolean> {
    const stored = await this.store.read<number>(generationKey(namespace));
    const known = Math.max(
      stored.status === 'hit' ? stored.value : 0,
      this.memo.get(namespace)?.generation ?? 0,
      this.pending.get(namespace) ?? 0,
    );
    const generation = Math.max(Date.now(), known + 1);
    this.remember(namespace, generation);
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
    this.remember(namespace, generation);
    return generation;
  }

  private remember(namespace: string, generation: number): void {
    const before = this.memo.get(namespace)?.generation;
    this.memo.set(namespace, { generation, readAt: Date.now() });
    if (before !== undefined && before !== generation) this.retire(namespace);
  }

  /**
   * Drops the namespace's retired generations from this process's memory, the memory cache's or the stand-in's
   * during a Redis outage (issue 23 part 7: a burst of publishes left every generation's copy of the content
   * behind until the memory bound evicted it). After GENERATION_MEMO_MS: instances sharing a store may still
   * read the old generation that long. Redis keeps its keys until they expire (decision 0002: no SCAN + DEL).
   */
  private retire(namespace: string): void {
    if (this.retiring.has(namespace)) return;
    this.retiring.add(namespace);
    setTimeout(() => {
      this.retiring.delete(namespace);
      const current = this.memo.get(namespace)?.generation;
      if (current !== undefined) this.store.dropRetired(namespace, current);
    }, GENERATION_MEMO_MS).unref();
  }

  private async persist(namespace: string, generation: number): Promise<boolean> {
    // no expiry: a namespace's generation must outlive every entry written under it
    const stored = await this.store.set(generationKey(namespace), generation, 0);
    if (stored) this.pending.delete(namespace);
    else this.pending.set(namespace, generation);
    return stored;
  }
}
