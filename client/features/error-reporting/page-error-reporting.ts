import { sampled } from '../../../src/common/domain/error-reporting/report-limits';
import { parseDsn } from '../../../src/common/domain/error-reporting/tracking-envelope';
import { REPORT_EVENT, type ReportedProblem } from '../../app/error-reporter';
import type { PageErrorReportingSettings, SendReport } from './error-reporting.types';

/**
 * Sends the page's errors to the error-tracking service (decision 0022): uncaught errors, unhandled rejections,
 * islands that could not render or start, and the problems the site reports. Installed by the islands loader
 * before any island hydrates. Sampled here; what builds and sends a report (error-report-sender.ts) loads on the
 * first sampled report (decision 0016), and reports made meanwhile wait for it in order.
 */
export function installPageErrorReporting(settings: PageErrorReportingSettings): void {
  const target = settings.tracking ? parseDsn(settings.tracking.dsn) : undefined;
  if (!target || !settings.tracking) return;
  const rate = settings.tracking.sampleRate;
  let sender: Promise<SendReport> | undefined;

  const send = (source: string, error: unknown, message?: string, context?: Record<string, unknown>): void => {
    if (!sampled(rate)) return;
    sender ??= import('./error-report-sender').then((module) => module.createSender(settings, target));
    sender.then((sendReport) => sendReport(source, error, message, context)).catch(() => undefined);
  };

  window.addEventListener('error', (event) => send('onerror', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => send('unhandledrejection', event.reason));
  window.addEventListener(REPORT_EVENT, (event) => {
    const problem = (event as CustomEvent<ReportedProblem>).detail;
    send(problem.source, problem.error, problem.message, problem.context);
  });
}
