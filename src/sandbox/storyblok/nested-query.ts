/**
 * Rails-style bracket query parsing (`filter_query[field][op]=v`), because the CDN is a Rails app and
 * storyblok-js-client encodes nested params as URL-encoded bracket keys (contracts.md §1, query-string encoding).
 */

export type QueryValue = string | QueryObject | QueryValue[];
export interface QueryObject {
  [key: string]: QueryValue;
}

/** Thrown for a request the CDN would refuse (bad operator, bad value); carries the HTTP status to answer. */
export class SandboxQueryError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 422 = 400,
  ) {
    super(message);
  }
}

// Segments that would reach Object.prototype if used as keys.
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/** `a[b][]` -> ['a', 'b', '']; null when the brackets are unbalanced (then the key is taken literally). */
function splitKey(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const segments = [key.slice(0, open)];
  const rest = key.slice(open);
  const pattern = /\[([^[\]]*)\]/gy;
  let consumed = 0;
  for (let m = pattern.exec(rest); m; m = pattern.exec(rest)) {
    segments.push(m[1]);
    consumed = pattern.lastIndex;
  }
  return consumed === rest.length ? segments : null;
}

// Prototype-less, so that a param named like an Object method reads as absent.
function emptyObject(): QueryObject {
  return Object.create(null) as QueryObject;
}

export function isObject(value: QueryValue | undefined): value is QueryObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An empty segment (`[]`) appends: a scalar is pushed, and a nested key starts a new element. Each `[]` entry
 * is its own element so that the js-client's encoding of `__or: [{a:..},{b:..}]`
 * (`filter_query[__or][][a][in]=x&filter_query[__or][][b][in]=y`) keeps two OR groups, as the docs intend
 * (Rack would merge them into one element).
 */
function assign(target: QueryObject | QueryValue[], segments: string[], value: string): void {
  if (Array.isArray(target)) {
    if (segments.length === 0) target.push(value);
    else {
      const element = emptyObject();
      target.push(element);
      assign(element, segments, value);
    }
    return;
  }
  const [head, ...rest] = segments;
  if (FORBIDDEN.has(head)) return;
  if (rest.length === 0) {
    target[head] = value; // the last one wins, as in Rack
    return;
  }
  const wantsArray = rest[0] === '';
  let child = target[head];
  if (wantsArray ? !Array.isArray(child) : !isObject(child)) {
    child = wantsArray ? [] : emptyObject();
    target[head] = child;
  }
  assign(child as QueryObject | QueryValue[], wantsArray ? rest.slice(1) : rest, value);
}

/** Turns decoded search params into a nested object. */
export function parseNestedQuery(params: URLSearchParams): QueryObject {
  const out = emptyObject();
  for (const [key, value] of params) assign(out, splitKey(key) ?? [key], value);
  return out;
}

/** A scalar param, or undefined when absent or nested. */
export function text(query: QueryObject, key: string): string | undefined {
  const value = query[key];
  return typeof value === 'string' ? value : undefined;
}

/** A comma list param (`a,b`), trimmed, empties dropped. */
export function list(query: QueryObject, key: string): string[] | undefined {
  const value = text(query, key);
  return value === undefined ? undefined : splitList(value);
}

export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** A positive integer param within [1, max], or the default when absent or not a number. */
export function boundedInt(query: QueryObject, key: string, fallback: number, max: number): number {
  const parsed = Number.parseInt(text(query, key) ?? '', 10);
  if (!Number.isFinite(parsed) || parsed < 1) return fallback;
  return Math.min(parsed, max);
}
