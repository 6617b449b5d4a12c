import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';

export const CORRELATION_ID_HEADER = 'x-correlation-id';
// Header names a load balancer or a caller may already use for the same id, in order of preference
const INCOMING_HEADERS = [CORRELATION_ID_HEADER, 'x-request-id'] as const;
// Echoed into response headers, logs and error pages: only short, inert ids are taken from outside
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Gives every request a correlation id (`req.id`, the `x-correlation-id` response header, the logs). */
export function correlationIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const id = incomingId(req) ?? randomUUID();
  req.id = id;
  res.setHeader(CORRELATION_ID_HEADER, id);
  next();
}

/** The request's correlation id; creates one when the middleware did not run (an app built without configureHttp). */
export function ensureCorrelationId(req: Request, res: Response): string {
  if (typeof req.id === 'string' && req.id.length > 0) return req.id;
  const id = randomUUID();
  req.id = id;
  if (!res.headersSent) res.setHeader(CORRELATION_ID_HEADER, id);
  return id;
}

function incomingId(req: Request): string | undefined {
  for (const name of INCOMING_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string' && SAFE_ID.test(value)) return value;
  }
  return undefined;
}
