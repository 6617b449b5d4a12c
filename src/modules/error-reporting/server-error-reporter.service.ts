import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Request } from 'express';
import type { Logger } from 'pino';
import type { Configuration } from '../../../config/configuration';
import { sampled, TokenBucket } from '../../common/domain/error-reporting/report-limits';
import { scrubText } from '../../common/domain/error-reporting/scrub';
import {
  eventEnvelope,
  exceptionOf,
  newEventId,
  parseDsn,
  type TrackingDsn,
  type TrackingEvent,
} from '../../common/domain/error-reporting/tracking-envelope';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import type { ServerErrorReporter } from '../../common/server/errors/server-error-reporter.port';
import { ROOT_LOGGER } from '../../common/server/logging/logger.tokens';
import { CentresService } from '../centres/centres.service';

/** Request headers a report may carry: none that hold cookies, tokens or anything the visitor typed. */
export const REPORTED_HEADERS = ['accept', 'content-type', 'user-agent'] as const;
/** A failing upstream fails every request: bursts of 20 reports, then one every 3 seconds. */
export const SERVER_REPORT_BURST = 20;
export const SERVER_REPORTS_PER_SECOND = 1 / 3;
/** The response never waits for a report; a report that takes longer than this is dropped. */
export const SERVER_REPORT_TIMEOUT_MS = 2000;

/**
 * Sends server errors (5xx) to the error-tracking service (decision 0022) with the request's correlation id,
 * method, route pattern, status and centre; sampled and rate-limited, fire and forget.
 */
@Injectable()
export class ServerErrorReporterService implements ServerErrorReporter {
  private readonly target: TrackingDsn | undefined;
  private readonly bucket = new TokenBucket(SERVER_REPORT_BURST, SERVER_REPORTS_PER_SECOND);

  constructor(
    @Inject(APP_CONFIG) private readonly config: Configuration,
    private readonly centres: CentresService,
    @Optional() @Inject(ROOT_LOGGER) private readonly logger?: Logger,
  ) {
    this.target = config.app.errorTrackingDsn ? parseDsn(config.app.errorTrackingDsn) : undefined;
  }

  reportServerError(req: Request, status: number, correlationId: string, exception: unknown): void {
    try {
      const target = this.target;
      if (!target || !sampled(this.config.app.errorTrackingSampleRate) || !this.bucket.take()) return;
      const event = this.eventOf(req, status, correlationId, exception);
      void fetch(target.envelopeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope' },
        body: eventEnvelope(event, target.dsn, new Date()),
        signal: AbortSignal.timeout(SERVER_REPORT_TIMEOUT_MS),
      })
        .then((response) => {
          if (!response.ok) this.logger?.warn({ correlationId, status: response.status }, 'The error-tracking service refused a report');
        })
        .catch((error: unknown) => this.logger?.warn({ correlationId, err: error }, 'An error report could not be sent'));
    } catch (error) {
      this.logger?.warn({ correlationId, err: error }, 'An error report could not be made');
    }
  }

  private eventOf(req: Request, status: number, correlationId: string, exception: unknown): TrackingEvent {
    const route = routePattern(req);
    const centre = this.centres.ofRequest(req)?.slug;
    const headers: Record<string, string> = {};
    for (const name of REPORTED_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = scrubText(value).slice(0, 300);
    }
    return {
      event_id: newEventId(),
      timestamp: Date.now() / 1000,
      platform: 'node',
      level: 'error',
      environment: this.config.app.mode,
      transaction: `${req.method} ${route}`,
      exception: exceptionOf(exception),
      request: { method: req.method, url: scrubText(req.path), headers },
      tags: {
        source: 'server',
        correlation_id: correlationId,
        method: req.method,
        route,
        status: String(status),
        ...(centre ? { centre } : {}),
      },
    };
  }
}

/** The route's pattern as declared (`/api/parking`), never the query; a request no route took is named so. */
function routePattern(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string') return `${req.baseUrl ?? ''}${path}` || '/';
  return '(no route)';
}
