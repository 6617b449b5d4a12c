import type { TrackingDsn } from '../../../src/common/domain/error-reporting/tracking-envelope';
import type { ErrorTrackingModel } from '../../../src/page-model/page-state';

/** What the page's error reporting needs from the server's initial state: no secret, the public DSN only. */
export interface PageErrorReportingSettings {
  tracking?: ErrorTrackingModel;
  environment: string;
  centre?: string;
}

export type ReportTarget = TrackingDsn;

/** Sends one report (the sender loaded on the page's first sampled report). */
export type SendReport = (source: string, error: unknown, message?: string, context?: Record<string, unknown>) => void;
