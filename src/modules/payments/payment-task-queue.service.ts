import type { Clock } from '../../common/server/time/clock';
import type { LedgerTask, TaskLedger } from '../submissions/task-ledger.port';

/**
 * A payment flow's tasks in the ledger (TaskLedger; decision 0026, 0029 item 4): one queue per flow (booking's card
 * payments, ticketing's ticket orders), each task written before its card payment leaves and open until the
 * server settled it, due when the settle job should look at it. Writes are conditional on the version read, so a
 * visitor's confirm and the job never both change one task.
 */
export abstract class PaymentTaskQueue<T extends object> {
  protected constructor(
    readonly queue: string,
    protected readonly ledger: TaskLedger,
    protected readonly clock: Clock,
    private readonly graceMs: number,
  ) {}

  /** A new open task; the same key again returns the first one unchanged. */
  async open(key: string, data: T, dueAt: Date): Promise<LedgerTask<T>> {
    const { task } = await this.ledger.open(this.queue, key, data, dueAt, this.clock.now());
    return task;
  }

  find(key: string): Promise<LedgerTask<T> | undefined> {
    return this.ledger.get<T>(this.queue, key);
  }

  reread(task: LedgerTask<T>): Promise<LedgerTask<T> | undefined> {
    return this.ledger.get<T>(this.queue, task.key);
  }

  /** Changes the open task as read (undefined when another writer got there first). */
  update(task: LedgerTask<T>, data: Partial<T>, dueAt?: Date): Promise<LedgerTask<T> | undefined> {
    return this.ledger.update(task, { data: { ...task.data, ...data }, ...(dueAt ? { dueAt } : {}) });
  }

  close(task: LedgerTask<T>, data: Partial<T>): Promise<LedgerTask<T> | undefined> {
    return this.ledger.close(task, { ...task.data, ...data }, this.clock.now());
  }

  due(limit: number): Promise<LedgerTask<T>[]> {
    return this.ledger.due<T>(this.queue, this.clock.now(), limit);
  }

  recent(state: LedgerTask['state'], limit: number): Promise<LedgerTask<T>[]> {
    return this.ledger.recent<T>(this.queue, state, limit);
  }

  /** Settled tasks past the ledger's record expiry are deleted (dynalite has no TTL). */
  purge(expirySeconds: number): Promise<number> {
    const before = new Date(this.clock.now().getTime() - expirySeconds * 1000);
    return this.ledger.purgeClosed(this.queue, before, 25);
  }

  /** The grace period from `from` (or now). */
  after(from: Date = this.clock.now()): Date {
    return new Date(from.getTime() + this.graceMs);
  }

  get grace(): number {
    return this.graceMs;
  }
}
