/**
 * Work items a feature's own scheduled job owns, kept in the ledger's table beside the submissions
 * (docs/submissions.md "Tasks"): each is open until the job (or a request) closes it, due at a time its owner
 * moves, and found through the status index, so a job reads only the tasks that are due. Writes are conditional
 * on the version read, so two instances never both change one task. The submissions' own code never sees them
 * (they have no `kind`), and the delivery job never sends them anywhere. First user: the booking module's card
 * payments (docs/booking.md "Settlement").
 */

export interface LedgerTask<T extends object = Record<string, unknown>> {
  /** the queue it belongs to (one per use, e.g. 'booking-payment') */
  queue: string;
  /** its key within the queue */
  key: string;
  state: 'open' | 'closed';
  /** ISO instant: when an open task is due; when a closed one was closed */
  dueAt: string;
  createdAt: string;
  data: T;
  /** bumped by every write: updates and closes are conditional on it */
  version: number;
}

export interface TaskLedger {
  /** Writes a new open task; the same queue and key again returns the first one unchanged (`created: false`). */
  open<T extends object>(
    queue: string,
    key: string,
    data: T,
    dueAt: Date,
    now: Date,
  ): Promise<{ task: LedgerTask<T>; created: boolean }>;
  get<T extends object>(queue: string, key: string): Promise<LedgerTask<T> | undefined>;
  /** Changes an open task as it was read (its version); undefined when it changed meanwhile or was closed. */
  update<T extends object>(
    task: LedgerTask<T>,
    changes: { data?: T; dueAt?: Date },
  ): Promise<LedgerTask<T> | undefined>;
  /** Closes an open task as it was read, with its last data; undefined when it changed meanwhile or was closed. */
  close<T extends object>(task: LedgerTask<T>, data: T, now: Date): Promise<LedgerTask<T> | undefined>;
  /** Open tasks of a queue whose time has come, oldest first (the index may lag: read each again before acting). */
  due<T extends object>(queue: string, now: Date, limit: number): Promise<LedgerTask<T>[]>;
  /** Tasks of a queue in one state, the most recent first (by due time, or by closing time once closed). */
  recent<T extends object>(queue: string, state: LedgerTask['state'], limit: number): Promise<LedgerTask<T>[]>;
  /** Deletes up to `limit` tasks of a queue closed before `before`; how many. */
  purgeClosed(queue: string, before: Date, limit: number): Promise<number>;
}

export const TASK_LEDGER = Symbol('TASK_LEDGER');
