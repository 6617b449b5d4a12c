import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { LeaseBackend } from './job-lease.backends';
import { LEASE_BACKEND } from './submissions.tokens';

export type LeaseRun<T> = { ran: true; result: T } | { ran: false };

/**
 * Scheduled jobs take a lease before they run, so that with several instances each run happens once
 * (docs/submissions.md "Leases"). `run` resolves `{ ran: false }` when another instance holds the lease (or the
 * lease store cannot be reached: a skipped run is retried at the next tick, a doubled one could not be undone).
 */
@Injectable()
export class JobLeaseService implements OnApplicationShutdown {
  private readonly logger = new Logger('JobLease');
  /** this instance: lease owners are `<instance>:<run>` */
  private readonly instance = randomUUID();
  private runs = 0;

  constructor(@Inject(LEASE_BACKEND) private readonly backend: LeaseBackend) {}

  get store(): 'redis' | 'dynamodb' {
    return this.backend.kind;
  }

  async run<T>(name: string, ttlMs: number, fn: () => Promise<T>): Promise<LeaseRun<T>> {
    this.runs += 1;
    const owner = `${this.instance}:${this.runs}`;
    let held: boolean;
    try {
      held = await this.backend.acquire(name, owner, ttlMs);
    } catch (error) {
      this.logger.warn(`Lease ${name} could not be taken, run skipped: ${describe(error)}`);
      return { ran: false };
    }
    if (!held) return { ran: false };
    try {
      return { ran: true, result: await fn() };
    } finally {
      await this.backend.release(name, owner).catch((error: unknown) => {
        this.logger.warn(`Lease ${name} could not be released (it lapses by itself): ${describe(error)}`);
      });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.backend.close();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
