/**
 * One LevelDB batch per item write (TOOLCHAIN.md, docs/submissions.md "Sandbox"). dynalite writes an item's index
 * entries and then the item itself in separate LevelDB steps, so a process killed between them leaves the table
 * and its status index out of step: an index entry whose record is gone or has moved on, a record missing from the
 * index. Every put, update and delete of an item runs under dynalite's lock on that item; while the lock is held,
 * its LevelDB writes are collected, and they land as one batch when the action ends, before dynalite answers.
 * dynalite itself is untouched: the store it makes for itself is wrapped as `dynalite()` makes it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Server } from 'node:http';
import dynalite from 'dynalite';
import dynaliteDb from 'dynalite/db';

type Store = dynaliteDb.DynaliteStore;
type Operation = dynaliteDb.LevelOperation;
type Callback = dynaliteDb.Callback;

/** One LevelDB write of an item write, as the test hook sees it. */
export interface WriteStep {
  /** 1 for the first LevelDB step of an item write (with atomic writes, its only one) */
  step: number;
  /** how many LevelDB keys the step wrote or deleted */
  keys: number;
}

export interface ItemWriteOptions {
  /** false: dynalite's own separate steps, as folders were written before (tests that make such folders) */
  atomic: boolean;
  /**
   * Tests only: runs after each LevelDB step of an item write has landed; the write goes on once it resolves. A
   * test holds a write here and kills the process to leave it half-way.
   */
  afterWriteStep?: (step: WriteStep) => void | Promise<void>;
}

interface ItemWrite {
  open: boolean;
  operations: Operation[];
  steps: number;
}

/** dynalite's HTTP server, its item writes made as the options say. */
export function dynaliteWithItemWrites(options: Parameters<typeof dynalite>[0], writes: ItemWriteOptions): Server {
  const create = dynaliteDb.create;
  dynaliteDb.create = (storeOptions) => withItemWrites(create(storeOptions), writes);
  try {
    return dynalite(options);
  } finally {
    dynaliteDb.create = create;
  }
}

function withItemWrites(store: Store, writes: ItemWriteOptions): Store {
  const current = new AsyncLocalStorage<ItemWrite>();
  const level = store.db;
  const put = level.put.bind(level);
  const del = level.del.bind(level);
  const batch = level.batch.bind(level);

  /** One LevelDB step of an item write: it lands, the test hook sees it, then the write goes on. */
  const step = (write: ItemWrite, keys: number, run: (landed: Callback) => void, callback: Callback): void =>
    run((error) => {
      write.steps += 1;
      if (error || !writes.afterWriteStep) return callback(error);
      Promise.resolve(writes.afterWriteStep({ step: write.steps, keys })).then(() => callback(null), callback);
    });

  /** Takes a write made while an item's lock is held; false for any other write (tables, tags), left alone. */
  const within = (operation: Operation, callback?: Callback): boolean => {
    const write = current.getStore();
    if (!write?.open || typeof callback !== 'function') return false;
    if (writes.atomic) {
      write.operations.push(operation);
      setImmediate(callback, null);
    } else {
      const run = (landed: Callback) =>
        operation.type === 'put' ? put(operation.key, operation.value, landed) : del(operation.key, landed);
      step(write, 1, run, callback);
    }
    return true;
  };
  level.put = (key, value, callback) =>
    within({ type: 'put', key, value }, callback) ? undefined : put(key, value, callback);
  level.del = (key, callback) => (within({ type: 'del', key }, callback) ? undefined : del(key, callback));

  /** The lock dynalite takes around each item write: the write's collected operations land as it lets go. */
  const writeUnderLock = (lock: dynaliteDb.Lock): dynaliteDb.Lock =>
    Object.assign(
      (key: string, holder: dynaliteDb.LockHolder) =>
        lock(key, (release) => {
          const write: ItemWrite = { open: true, operations: [], steps: 0 };
          current.run(write, () =>
            holder((done) => {
              const finish = release(done);
              return (error, ...results) => {
                write.open = false;
                if (error || write.operations.length === 0) return finish(error, ...results);
                const landed = (failed?: Error | null) => (failed ? finish(failed) : finish(error, ...results));
                step(write, write.operations.length, (callback) => batch(write.operations, callback), landed);
              };
            }),
          );
        }),
      { isLocked: lock.isLocked },
    );

  const wrapped = new WeakSet<dynaliteDb.SubDb>();
  const getItemDb = store.getItemDb.bind(store);
  store.getItemDb = (table) => {
    const itemDb = getItemDb(table);
    if (!wrapped.has(itemDb)) {
      itemDb.lock = writeUnderLock(itemDb.lock);
      wrapped.add(itemDb);
    }
    return itemDb;
  };
  return store;
}
