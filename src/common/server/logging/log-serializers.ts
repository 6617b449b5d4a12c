import type { IncomingMessage, ServerResponse } from 'node:http';
import { scrubText } from './log-redaction';

// Request headers worth logging; everything else (cookies, authorization, referer with its query,
// forwarded-for with the visitor's address) stays out
const LOGGED_HEADERS = ['host', 'user-agent', 'accept', 'content-type', 'content-length', 'x-forwarded-proto'] as const;
const MAX_CAUSE_DEPTH = 3;

export interface SerializedRequest {
  method?: string;
  /** the path only: query strings carry search terms, emails and tokens */
  path: string;
  headers: Partial<Record<(typeof LOGGED_HEADERS)[number], string>>;
}

export function serializeRequest(req: IncomingMessage & { originalUrl?: string }): SerializedRequest {
  const url = req.originalUrl ?? req.url ?? '';
  const headers: SerializedRequest['headers'] = {};
  for (const name of LOGGED_HEADERS) {
    const value = req.headers?.[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return { method: req.method, path: scrubText(url.split('?', 1)[0]), headers };
}

export function serializeResponse(res: ServerResponse): { statusCode: number } {
  return { statusCode: res.statusCode };
}

/**
 * Name, message, stack, code, status and cause only: the standard serializer copies every
 * enumerable property, and HTTP client errors carry request configs with tokens and bodies.
 * Non-Error throwables (storyblok-js-client rejects with plain objects) get the same treatment.
 */
export function serializeError(value: unknown, depth = 0): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { type: typeof value, message: String(value) };
  const error = value as Record<string, unknown>;
  const serialized: Record<string, unknown> = {
    type: value instanceof Error ? value.name : (value.constructor?.name ?? 'Object'),
  };
  if (typeof error.message === 'string') serialized.message = error.message;
  if (typeof error.stack === 'string') serialized.stack = error.stack;
  for (const key of ['code', 'status', 'statusCode']) {
    if (typeof error[key] === 'string' || typeof error[key] === 'number') serialized[key] = error[key];
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}
