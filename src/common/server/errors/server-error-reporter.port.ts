import type { Request } from 'express';

/** DI token of the optional ServerErrorReporter (the error-reporting module provides it). */
export const SERVER_ERROR_REPORTER = Symbol('SERVER_ERROR_REPORTER');

/**
 * Sends a request that failed with a 5xx to the error-tracking service (docs/error-reporting.md), under the
 * correlation id the visitor's error page, the response header and the log show. Never throws, never waits.
 */
export interface ServerErrorReporter {
  reportServerError(req: Request, status: number, correlationId: string, exception: unknown): void;
}
