import type { RequestFailureKind } from '../../src/common/domain/async/async-state';

/** Options of one JSON request. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** extra request headers (the human-check token travels in Authorization) */
  headers?: Record<string, string>;
  /** answer the body of a 404 instead of failing (the page API answers the not-found page with 404) */
  allowNotFound?: boolean;
  /** told the response's status before the body is read (the sign-up form tells 200 from 201, spec 2 §4) */
  onStatus?: (status: number) => void;
}

/** How stores reach the server: fetch in the browser; never called while rendering on the server. */
export interface Transport {
  getJson<T>(url: string, options?: RequestOptions): Promise<T>;
  postJson<T>(url: string, body: unknown, options?: RequestOptions): Promise<T>;
}

/** A failed request: how it failed, the status and the error body when the server answered. */
export class RequestError extends Error {
  constructor(
    readonly kind: RequestFailureKind,
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function send<T>(url: string, init: RequestInit, options: RequestOptions): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...(init.headers as Record<string, string>), ...options.headers },
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    // spec 1 §8: fetch's failure is the browser's 'Network Error'
    throw new RequestError('network', 'Network Error');
  }
  options.onStatus?.(response.status);
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok || (options.allowNotFound && response.status === 404)) return body as T;
  throw new RequestError('http', `${url} answered ${response.status}`, response.status, body);
}

export const browserTransport: Transport = {
  getJson: (url, options = {}) => send(url, { method: 'GET' }, options),
  postJson: (url, body, options = {}) =>
    send(url, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }, options),
};

/** The server renders without a transport: stores start their requests only in the browser. */
export const noTransport: Transport = {
  getJson: () => Promise.reject(new RequestError('unknown', 'no transport while rendering on the server')),
  postJson: () => Promise.reject(new RequestError('unknown', 'no transport while rendering on the server')),
};
