import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeliveryJob } from '../../../src/modules/submissions/delivery.job';
import { JobLeaseService } from '../../../src/modules/submissions/job-lease.service';
import { RetentionJob } from '../../../src/modules/submissions/retention.job';
import { SUBMISSION_LEDGER, type SubmissionLedger } from '../../../src/modules/submissions/submission-ledger.port';
import { SubmissionsService } from '../../../src/modules/submissions/submissions.service';
import { DEMO_WEBHOOK_TOKEN } from '../../../src/sandbox/start-sandboxes';
import { startTestApp, type TestApp } from '../../utils/test-app';

/** A clock the test moves by hand (backoff and expiry), while timers and I/O stay real. */
export class ManualClock {
  constructor(private at: number) {}
  now(): Date {
    return new Date(this.at);
  }
  advance(ms: number): void {
    this.at += ms;
  }
}

/** The scheduled jobs are off: a test runs the delivery job itself, so nothing depends on timing. */
export const MANUAL_JOBS_ENV = {
  SUBMISSIONS_JOBS_ENABLED: 'false',
  SUBMISSIONS_BACKOFF_BASE_MS: '1000',
  SUBMISSIONS_BACKOFF_MAX_MS: '8000',
  SUBMISSIONS_MAX_ATTEMPTS: '30',
  PROPERTY_API_TIMEOUT_MS: '2000',
};

export interface LedgerApp {
  test: TestApp;
  submissions: SubmissionsService;
  ledger: SubmissionLedger;
  delivery: DeliveryJob;
  retention: RetentionJob;
  leases: JobLeaseService;
  /** an operator's call with the admin token */
  admin(path: string, init?: RequestInit): Promise<Response>;
}

export async function startLedgerApp(
  options: { env?: Record<string, string>; clock?: ManualClock } = {},
): Promise<LedgerApp> {
  const test = await startTestApp({ env: { ...MANUAL_JOBS_ENV, ...options.env }, clock: options.clock });
  const app = test.app;
  return {
    test,
    submissions: app.get(SubmissionsService),
    ledger: app.get<SubmissionLedger>(SUBMISSION_LEDGER),
    delivery: app.get(DeliveryJob),
    retention: app.get(RetentionJob),
    leases: app.get(JobLeaseService),
    admin: (path, init = {}) =>
      fetch(`${test.url}${path}`, {
        ...init,
        headers: { 'x-webhook-token': DEMO_WEBHOOK_TOKEN, ...(init.headers as Record<string, string>) },
      }),
  };
}

/** Runs the delivery job until a run finds nothing due; the reports of every run. */
export async function deliverAllDue(
  app: LedgerApp,
): Promise<Array<{ delivered: number; retried: number; parked: number }>> {
  const reports = [];
  for (let run = 0; run < 500; run += 1) {
    const report = await app.delivery.runOnce();
    if (!report) throw new Error('the delivery lease was held elsewhere');
    reports.push(report);
    if (report.delivered + report.retried + report.parked === 0) return reports;
  }
  throw new Error('the delivery job never ran out of due submissions');
}

/** A temp folder for dynalite's data that outlives one app (removed by the test). */
export function dataFolder(): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), 'atrium-ledger-test-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** Waits until `check` holds, asking again every 25 ms (the test's own timeout bounds it). */
export async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 25));
}

export const contactPayload = (n: number): Record<string, unknown> => ({
  first_name: `Visitor${n}`,
  last_name: 'Example',
  email: `visitor${n}@example.com`,
  message: 'Where can I park?',
});

/** A well-formed client key per submission: what the browser sends in Idempotency-Key. */
export const clientKey = (n: number): string => `0b9f6a3e-4c1d-4e8a-9a57-${String(n).padStart(12, '0')}`;
