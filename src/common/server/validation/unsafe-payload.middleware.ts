import type { NextFunction, Request, Response } from 'express';
import { RequestValidationException } from './request-validation.exception';
import { UNKNOWN_FIELD_MESSAGE } from './validation-errors.mapper';

// Keys that reach prototypes when a parsed body is merged, assigned or transformed (QUALITY R1)
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// No form needs more; deeper bodies would only exhaust the stack of recursive code downstream
export const MAX_PAYLOAD_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'This field is nested too deeply';

export interface UnsafePayload {
  path: string;
  message: string;
}

/** Rejects with a 400 any body or query holding a prototype key or nested too deeply, before anything reads it. */
export function rejectUnsafePayloads(req: Request, _res: Response, next: NextFunction): void {
  const problem = findUnsafePayload(req.body) ?? findUnsafePayload(req.query);
  if (problem) next(new RequestValidationException(Object.fromEntries([[problem.path, problem.message]])));
  else next();
}

/** Iterative (a 100 KB body can nest tens of thousands of levels): the first unsafe key or depth, with its path. */
export function findUnsafePayload(payload: unknown): UnsafePayload | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: payload, path: '', depth: 0 }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value, path, depth } = item;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_PAYLOAD_DEPTH) return { path: path || '_root', message: TOO_DEEP_MESSAGE };
    for (const key of Object.keys(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (FORBIDDEN_KEYS.has(key)) return { path: childPath, message: UNKNOWN_FIELD_MESSAGE };
      pending.push({ value: (value as Record<string, unknown>)[key], path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}
