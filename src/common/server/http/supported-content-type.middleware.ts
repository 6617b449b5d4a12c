import { UnsupportedMediaTypeException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { isApiRequest } from './api-request';
import { statusMessage } from '../errors/error-response.mapper';

/** The only bodies the API parses; the same types as the parsers registered by configureHttp. */
export const API_BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded'];
/**
 * Calls a page makes with `navigator.sendBeacon` as it goes away, which may send its JSON as text/plain: the
 * ticketing checkout's abort (docs/ticketing.md) and the seat reservation's cancel (docs/seating.md). Each only
 * gives back a hold named by a sealed token, which a cross-site page cannot know, so the text/plain route stays
 * closed everywhere else.
 */
export const BEACON_PATHS: ReadonlySet<string> = new Set(['/api/checkout/abort', '/api/reservation/cancel']);
export const isBeacon = (req: Request): boolean => BEACON_PATHS.has(req.path) && Boolean(req.is('text/plain'));
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * A 415 for an API body the parsers would skip: otherwise it reaches the DTO as an empty object and
 * comes back as a confusing validation error. Also closes the text/plain route of cross-site posts.
 */
export function requireSupportedContentType(req: Request, _res: Response, next: NextFunction): void {
  if (
    METHODS_WITH_BODY.has(req.method) &&
    hasBody(req) &&
    isApiRequest(req) &&
    !req.is(API_BODY_TYPES) &&
    !isBeacon(req)
  ) {
    next(new UnsupportedMediaTypeException(statusMessage(415)));
    return;
  }
  next();
}

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}
