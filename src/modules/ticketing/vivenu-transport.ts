import { Logger } from '@nestjs/common';
import { UNKNOWN_TICKETING_ERROR, VivenuError } from './vivenu.port';
import type { VivenuHttpError } from './vivenu.wire';

/** A centre's Vivenu seller: its id and the key its private calls carry. */
export interface VivenuSeller {
  sellerId: string;
  /** sent as `Authorization: Bearer` (absent: the public calls still work, the private ones answer 401) */
  apiKey?: string;
}

export interface VivenuTransportOptions {
  /** the core API (TICKETING_CORE_URL), e.g. https://vivenu.com/api */
  coreUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Whether a failed call may be sent again: reads only, and only when no answer came. */
export type Retry = 'read' | 'never';

export interface VivenuCall {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  retry: Retry;
  /** the answer is what the caller expects (else the call failed: a success without its payload) */
  shaped: (body: unknown) => boolean;
}

/**
 * One call to Vivenu's core API: JSON over fetch, a timeout on the whole call (answer included), the seller's key
 * as the bearer token, the error body read whatever the status. Reads that got no answer are asked once more; a
 * call that changes a checkout or a payment never is, so a lost answer cannot hold or pay twice.
 */
export class VivenuTransport {
  private readonly logger = new Logger('Vivenu');
  private readonly options: Required<VivenuTransportOptions>;

  constructor(options: VivenuTransportOptions) {
    this.options = { fetch: globalThis.fetch.bind(globalThis), ...options };
  }

  async call<T>(seller: VivenuSeller, call: VivenuCall): Promise<T> {
    try {
      return await this.send<T>(seller, call);
    } catch (error) {
      // a read that got no answer at all is asked once more; an answer with a status is final
      if (call.retry !== 'read' || !(error instanceof VivenuError) || error.status !== undefined) throw error;
      this.logger.warn(`Vivenu ${call.method} ${call.path} got no answer, asking once more: ${error.message}`);
      return this.send<T>(seller, call);
    }
  }

  private async send<T>(seller: VivenuSeller, call: VivenuCall): Promise<T> {
    const url = this.url(call.path, call.query);
    let response: Response;
    let body: unknown;
    try {
      response = await this.options.fetch(url, {
        method: call.method,
        headers: {
          accept: 'application/json',
          ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(seller.apiKey ? { authorization: `Bearer ${seller.apiKey}` } : {}),
        },
        body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      // error answers carry Vivenu's reason in their body, so it is read whatever the status
      body = await response.json().catch(() => undefined);
    } catch (error) {
      throw new VivenuError(`Vivenu ${call.method} ${call.path}: ${describe(error)}`, undefined, undefined, {
        cause: error,
      });
    }
    if (!response.ok) throw errorOf(response.status, body);
    if (!call.shaped(body)) throw new VivenuError(UNKNOWN_TICKETING_ERROR);
    return body as T;
  }

  private url(path: string, query: VivenuCall['query'] = {}): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && value !== '') params.set(key, String(value));
    const search = params.toString();
    return `${this.options.coreUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
  }
}

/**
 * Vivenu's error: the HttpError body `{ statusCode, error, message }`, or the same nested in `detail` (read first,
 * spec 3 §7.3); the HTTP status when the body names none; the spec's unknown error when it has no words.
 */
export function errorOf(httpStatus: number, body: unknown): VivenuError {
  const outer = (isRecord(body) ? body : {}) as Partial<VivenuHttpError>;
  const detail = isRecord(outer.detail) ? outer.detail : {};
  const statusCode = Number(detail.statusCode ?? outer.statusCode);
  const status = Number.isInteger(statusCode) && statusCode >= 400 ? statusCode : httpStatus;
  const text = (value: unknown): string | undefined =>
    typeof value === 'string' && value.trim() !== '' ? value : undefined;
  const message = text(detail.message) ?? text(outer.message) ?? UNKNOWN_TICKETING_ERROR;
  return new VivenuError(message, status, text(detail.error) ?? text(outer.error));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(error: unknown): string {
  // fetch rejects with a DOMException, not always an Error of this realm: read its name
  const named = error as { name?: unknown; message?: unknown } | null;
  if (named?.name === 'TimeoutError') return 'no answer in time';
  return typeof named?.message === 'string' ? named.message : String(error);
}
