import { Logger } from '@nestjs/common';
import type { LeaseBackend } from './job-lease.backends';
import { JobLeaseService } from './job-lease.service';

/** A lease store in memory: one holder per name, no expiry. */
class MemoryLeases implements LeaseBackend {
  readonly kind = 'dynamodb' as const;
  readonly holders = new Map<string, string>();
  failing = false;

  async acquire(name: string, owner: string): Promise<boolean> {
    if (this.failing) throw new Error('store unreachable');
    if (this.holders.has(name)) return false;
    this.holders.set(name, owner);
    return true;
  }

  async release(name: string, owner: string): Promise<void> {
    if (this.holders.get(name) === owner) this.holders.delete(name);
  }

  async close(): Promise<void> {}
}

describe('JobLeaseService', () => {
  let store: MemoryLeases;
  let leases: JobLeaseService;

  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    store = new MemoryLeases();
    leases = new JobLeaseService(store);
  });
  afterEach(() => jest.restoreAllMocks());

  it('should run the job and give the lease back', async () => {
    expect(await leases.run('job', 1000, async () => 42)).toEqual({ ran: true, result: 42 });
    expect(store.holders.size).toBe(0);
  });

  it('should not run the job while someone else holds the lease', async () => {
    store.holders.set('job', 'another instance');
    const job = jest.fn(async () => 1);
    expect(await leases.run('job', 1000, job)).toEqual({ ran: false });
    expect(job).not.toHaveBeenCalled();
    expect(store.holders.get('job')).toBe('another instance');
  });

  it('should give the lease back when the job throws, and pass the error on', async () => {
    await expect(leases.run('job', 1000, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(store.holders.size).toBe(0);
  });

  it('should skip the run when the lease store cannot be reached', async () => {
    store.failing = true;
    const job = jest.fn(async () => 1);
    expect(await leases.run('job', 1000, job)).toEqual({ ran: false });
    expect(job).not.toHaveBeenCalled();
  });

  it('should take each run under an owner of its own, so a lapsed run cannot release the next one', async () => {
    const owners: string[] = [];
    const spy = jest.spyOn(store, 'acquire');
    await leases.run('job', 1000, async () => undefined);
    await leases.run('job', 1000, async () => undefined);
    owners.push(...spy.mock.calls.map((call) => call[1]));
    expect(new Set(owners).size).toBe(2);
  });
});
