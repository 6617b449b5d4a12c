import { PageReportLimit } from '../../../src/common/domain/error-reporting/report-limits';
import { scrubText, scrubUrl } from '../../../src/common/domain/error-reporting/scrub';
import {
  eventEnvelope,
  exceptionOf,
  newEventId,
  type TrackingEvent,
} from '../../../src/common/domain/error-reporting/tracking-envelope';
import type { PageErrorReportingSettings, ReportTarget, SendReport } from './error-reporting.types';

/** Most reports of one page view (docs/error-reporting.md). */
export const PAGE_REPORT_LIMIT = 10;

/**
 * What sends a page's reports: loaded on the first report only (decision 0016), so a page where nothing fails
 * never downloads the envelope, the scrubbing rules or the limit. At most PAGE_REPORT_LIMIT reports and each
 * message once per page view, scrubbed of personal data; sent without cookies or referrer, and never waited for.
 */
export function createSender(settings: PageErrorReportingSettings, target: ReportTarget): SendReport {
  const limit = new PageReportLimit(PAGE_REPORT_LIMIT);
  return (source, error, message, context) => {
    const exception = error === undefined ? undefined : exceptionOf(error);
    const text = message ? scrubText(message) : (exception?.values[0]?.value ?? 'Unknown error');
    if (!limit.admit(`${source}:${text}`)) return;
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
