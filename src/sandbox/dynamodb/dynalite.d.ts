/** The part of dynalite (DynamoDB on LevelDB) the sandbox uses; the package ships no types. */
declare module 'dynalite' {
  import type { Server } from 'node:http';

  interface DynaliteOptions {
    /** LevelDB folder; in memory when absent */
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    maxItemSizeKb?: number;
  }

  function dynalite(options?: DynaliteOptions): Server;
  export = dynalite;
}

/**
 * dynalite's store, which `dynalite()` makes through `create` and hands to every action: what the sandbox wraps to
 * make an item write and its index changes one LevelDB batch (atomic-writes.ts).
 */
declare module 'dynalite/db' {
  namespace dynaliteDb {
    type Callback = (error?: Error | null) => void;

    /** A LevelDB operation as `batch` takes it. */
    interface LevelOperation {
      type: 'put' | 'del';
      key: string;
      value?: unknown;
    }

    /** dynalite's main LevelDB store, with its callback-style methods. */
    interface DynaliteLevel {
      put(key: string, value: unknown, callback?: Callback): unknown;
      del(key: string, callback?: Callback): unknown;
      batch(operations: LevelOperation[], callback?: Callback): unknown;
    }

    /** The action's last callback, wrapped by `release` so that it frees the lock before it runs. */
    type Done = (...results: unknown[]) => void;
    /** Runs with the lock held. */
    type LockHolder = (release: (done: Done) => Done) => void;
    type Lock = ((key: string, exec: LockHolder) => void) & { isLocked?: (key: string) => boolean };

    interface SubDb {
      lock: Lock;
    }

    interface DynaliteStore {
      db: DynaliteLevel;
      getItemDb(table: string): SubDb;
    }
  }

  /**
   * dynalite's store module: `dynalite()` makes its store through `create` and hands it to every action; the
   * sandbox wraps it so an item write and its index changes are one LevelDB batch (atomic-writes.ts).
   */
  const dynaliteDb: { create(options: object): dynaliteDb.DynaliteStore };
  export = dynaliteDb;
}
