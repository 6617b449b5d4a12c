import { PageReportLimit, sampled } from '../../../src/common/domain/error-reporting/report-limits';
import { scrubText, scrubUrl } from '../../../src/common/domain/error-reporting/scrub';
import {
  eventEnvelope,
  exceptionOf,
  newEventId,
  parseDsn,
  type TrackingEvent,
} from '../../../src/common/domain/error-reporting/tracking-envelope';
import type { ErrorTrackingModel } from '../../../src/page-model/page-state';
import { REPORT_EVENT, type ReportedProblem } from '../../app/error-reporter';

/** What the page's error reporting needs from the server's initial state: no secret, the public DSN only. */
export interface PageErrorReportingSettings {
  tracking?: ErrorTrackingModel;
  environment: string;
  centre?: string;
}

/** Most reports of one page view (docs/error-reporting.md). */
export const PAGE_REPORT_LIMIT = 10;

/**
 * Sends the page's errors to the error-tracking service (decision 0022): uncaught errors, unhandled rejections,
 * islands that could not render or start, and the problems the site reports. Installed by the islands loader
 * before any island hydrates. Sampled, at most PAGE_REPORT_LIMIT reports and each message once per page view,
 * scrubbed of personal data; sent without cookies or referrer, and never waited for.
 */
export function installPageErrorReporting(settings: PageErrorReportingSettings): void {
  const target = settings.tracking ? parseDsn(settings.tracking.dsn) : undefined;
  if (!target || !settings.tracking) return;
  const rate = settings.tracking.sampleRate;
  const limit = new PageReportLimit(PAGE_REPORT_LIMIT);

  const send = (source: string, error: unknown, message?: string, context?: Record<string, unknown>): void => {
    const exception = error === undefined ? undefined : exceptionOf(error);
    const text = message ? scrubText(message) : (exception?.values[0]?.value ?? 'Unknown error');
    if (!sampled(rate) || !limit.admit(`${source}:${text}`)) return;
    const event: TrackingEvent = {
      event_id: newEventId(),
      timestamp: Date.now() / 1000,
      platform: 'javascript',
      level: source === 'report' ? 'warning' : 'error',
      environment: settings.environment,
      transaction: scrubUrl(window.location.origin + window.location.pathname).slice(window.location.origin.length) || '/',
      ...(message ? { message: { formatted: text } } : {}),
      ...(exception ? { exception } : {}),
      request: { url: scrubUrl(window.location.href) },
      tags: { source, ...(settings.centre ? { centre: settings.centre } : {}), ...plainTags(context) },
    };
    void fetch(target.envelopeUrl, {
      method: 'POST',
      body: eventEnvelope(event, target.dsn, new Date()),
      // a simple request: no preflight, and it still leaves when the visitor moves on
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      keepalive: true,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    }).catch(() => undefined);
  };

  window.addEventListener('error', (event) => send('onerror', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => send('unhandledrejection', event.reason));
  window.addEventListener(REPORT_EVENT, (event) => {
    const problem = (event as CustomEvent<ReportedProblem>).detail;
    send(problem.source, problem.error, problem.message, problem.context);
  });
}

/** A report's context as tags: short text, numbers and yes/no only (never an object that could hold form values). */
function plainTags(context: Record<string, unknown> = {}): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [key, value] of Object.entries(context).slice(0, 10)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      tags[key.slice(0, 32)] = scrubText(String(value)).slice(0, 200);
  }
  return tags;
}
