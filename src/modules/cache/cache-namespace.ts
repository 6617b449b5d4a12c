import type { GetOrLoadOptions } from './cache-entry.policy';
import type { CacheLoader } from './cache-loader';
import type { GuardedCacheStore } from './guarded-cache.store';
import type { NamespaceGenerations } from './namespace-generations';
import { keyInGeneration, lastGoodKey } from './namespace-keys';

/**
 * A group of keys invalidated together (for example `content:<spaceId>`). Every key is stored under
 * the namespace's current generation, so `CacheService.invalidate(name)` retires all of them at once,
 * on every instance sharing Redis (within about a second).
 */
export interface CacheNamespace {
  readonly name: string;
  /** The value stored under key in the current generation, or undefined. */
  get<T>(key: string): Promise<T | undefined>;
  /** Stores a value in the current generation; ttlMs as CacheService.set. */
  set<T>(key: string, value: T, ttlMs?: number): Promise<void>;
  /** Removes key from the current generation. */
  del(key: string): Promise<void>;
  /**
   * CacheService.getOrLoad within the namespace. Stale-if-error survives an invalidation: when the
   * reload after one fails, the value from before it is served (a last-known-good copy is kept
   * under a key without the generation).
   */
  getOrLoad<T>(key: string, load: () => Promise<T>, options: GetOrLoadOptions): Promise<T>;
}

/** Collaborators a namespace view works with (owned by CacheService). */
export interface NamespaceDeps {
  store: GuardedCacheStore;
  generations: NamespaceGenerations;
  loader: CacheLoader;
  ttlOrDefault(ttlMs?: number): number;
  count(hit: boolean): void;
}

/** Keys of a namespace: `<name>:g<generation>:<key>`, and `<name>:lkg:<key>` for the last known good (namespace-keys.ts). */
export class NamespaceView implements CacheNamespace {
  constructor(
    readonly name: string,
    private readonly deps: NamespaceDeps,
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const value = await this.deps.store.get<T>(await this.keyOf(key));
    this.deps.count(value !== undefined);
    return value;
  }

  async set<T>(key: string, value: T, ttlMs?: number): Promise<void> {
    await this.deps.store.set(await this.keyOf(key), value, this.deps.ttlOrDefault(ttlMs));
  }

  async del(key: string): Promise<void> {
    await this.deps.store.del(await this.keyOf(key));
  }

  async getOrLoad<T>(key: string, load: () => Promise<T>, options: GetOrLoadOptions): Promise<T> {
    const generation = await this.deps.generations.current(this.name);
    return this.deps.loader.getOrLoad(
      {
        key: keyInGeneration(this.name, generation, key),
        lastGoodKey: lastGoodKey(this.name, key),
        generation,
        retired: () => this.deps.generations.isRetired(this.name, generation),
      },
      load,
      options,
    );
  }

  private async keyOf(key: string): Promise<string> {
    return keyInGeneration(this.name, await this.deps.generations.current(this.name), key);
  }
}
