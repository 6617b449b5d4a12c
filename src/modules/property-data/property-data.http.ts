/**
 * The HTTP side of the property data client: the token, bearer auth, a timeout on every attempt, retries with
 * backoff for idempotent calls, one fresh token on a 401, and the spec's errors (spec 1 §7, §8). The wire
 * contract is docs/property-data-api.md; decision 0008 explains the choices.
 */
import { AccessTokenCache, readTokenAnswer, type IssuedToken } from './access-token';
import { PropertyDataError } from './property-data.errors';
import { callUrl, tokenUrl } from './property-data.endpoint';
import type { PropertyDataCall } from './property-data.port';
import { backoffDelay, isIdempotent, isRetryableStatus, type RetryOptions } from './retry-policy';

export interface PropertyDataHttpOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  version: string;
  timeoutMs: number;
  retry: RetryOptions;
  logger: { warn(message: object): void };
  /** injectable for tests; default global fetch, setTimeout, Math.random and Date.now */
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
}

/** One answer, body read in full within the attempt's timeout. */
interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
}

type Attempt = { answer: Answer } | { error: unknown };

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class PropertyDataHttp {
  private readonly tokens: AccessTokenCache;
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;

  constructor(private readonly options: PropertyDataHttpOptions) {
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.sleep = options.sleep ?? defaultSleep;
    this.random = options.random ?? Math.random;
    this.tokens = new AccessTokenCache(() => this.fetchToken(), options.now ?? Date.now);
  }

  /**
   * Sends one call and resolves with the parsed JSON body of its 2xx answer (undefined when the body is
   * empty). Rejects with a PropertyDataError.
   */
  async send(call: PropertyDataCall): Promise<unknown> {
    const label = `${call.method} ${call.path}`;
    const url = callUrl(this.options.baseUrl, call.version ?? this.options.version, call.path, call.query);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.idempotencyKey !== undefined) headers['idempotency-key'] = call.idempotencyKey;
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    let refreshed = false;
    const answer = await this.withRetries(label, isIdempotent(call), async () => {
      for (;;) {
        const token = await this.tokens.get();
        const attempt = await this.attempt(url, {
          method: call.method,
          headers: { ...headers, authorization: `Bearer ${token}` },
          body,
        });
        // spec: a refused token is replaced once and the call sent again with the new one
        if ('answer' in attempt && attempt.answer.status === 401 && !refreshed) {
          refreshed = true;
          this.tokens.invalidate(token);
          continue;
        }
        return attempt;
      }
    });
    const text = answer.text;
    if (text.trim() === '') return undefined;
    const parsed = safeParse(text);
    if (parsed === undefined) throw this.invalidPayload(label);
    return parsed;
  }

  /** spec 1 §8: a success without the payload the caller needs; logged like every upstream failure. */
  invalidPayload(label: string, status = 200): PropertyDataError {
    return this.failed(PropertyDataError.invalidPayload(label, status));
  }

  /** spec 1 §7: POST {base}/oauth/accesstoken?grant_type=client_credentials, form fields, scope client_credentials. */
  private async fetchToken(): Promise<IssuedToken> {
    const label = 'POST oauth/accesstoken';
    const form = new URLSearchParams({
      client_id: this.options.clientId,
      client_secret: this.options.clientSecret,
      grant_type: 'client_credentials',
      scope: 'client_credentials',
    });
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    };
    let answer: Answer;
    try {
      // asking for a token changes nothing upstream: safe to repeat
      answer = await this.withRetries(label, true, () => this.attempt(tokenUrl(this.options.baseUrl), init));
    } catch (error) {
      if (error instanceof PropertyDataError && [400, 401, 403].includes(error.status)) {
        this.options.logger.warn({
          msg: 'property data token refused: check PROPERTY_API_CLIENT_ID and PROPERTY_API_CLIENT_SECRET',
          call: label,
          status: error.status,
        });
        throw PropertyDataError.credentials(label, error.status);
      }
      throw error;
    }
    const issued = readTokenAnswer(safeParse(answer.text));
    if (!issued) throw this.invalidPayload(label, answer.status);
    return issued;
  }

  /** Runs attempts until a 2xx, a final error, or the retries of an idempotent call are spent. */
  private async withRetries(label: string, idempotent: boolean, attempt: () => Promise<Attempt>): Promise<Answer> {
    const retries = idempotent ? this.options.retry.retries : 0;
    for (let retry = 0; ; retry += 1) {
      const result = await attempt();
      const status = 'answer' in result ? result.answer.status : undefined;
      if (status !== undefined && status >= 200 && status < 300) return (result as { answer: Answer }).answer;
      const retryable = status === undefined || isRetryableStatus(status);
      if (!retryable || retry >= retries) {
        throw this.failed(
          'answer' in result
            ? PropertyDataError.status(label, result.answer.status)
            : PropertyDataError.noResponse(label, result.error),
          retry,
        );
      }
      const delay = backoffDelay(
        retry + 1,
        this.options.retry,
        this.random,
        'answer' in result ? result.answer.retryAfter : undefined,
      );
      this.options.logger.warn({
        msg: 'property data call failed, retrying',
        call: label,
        status: status ?? 'no response',
        retryInMs: delay,
      });
      await this.sleep(delay);
    }
  }

  /** One request whose answer (body included) must arrive within the timeout; no answer is not thrown. */
  private async attempt(url: string, init: RequestInit): Promise<Attempt> {
    try {
      const response = await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs) });
      const text = await response.text();
      return { answer: { status: response.status, retryAfter: response.headers.get('retry-after'), text } };
    } catch (error) {
      return { error };
    }
  }

  private failed(error: PropertyDataError, retries = 0): PropertyDataError {
    const cause = error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : undefined;
    this.options.logger.warn({
      msg: 'property data call failed',
      call: error.call,
      status: error.status,
      failure: error.failure,
      retries,
      ...(cause ? { cause } : {}),
    });
    return error;
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
