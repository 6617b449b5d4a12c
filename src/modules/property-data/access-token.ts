/**
 * The OAuth client-credentials token of the property data API (spec 1 §7), Apigee-style:
 * `{ access_token, token_type, expires_in (seconds, may be a string), issued_at }`. One token is shared by
 * every call and kept until shortly before it expires; one fetch at a time, so concurrent callers wait for
 * the same token; a token the API refused is dropped once, whoever notices first.
 */

export interface IssuedToken {
  value: string;
  /** how long the token is valid from when it was received, in milliseconds */
  lifetimeMs: number;
}

/** The refresh margin: a minute early, or a tenth of the token's life when that is shorter. */
const MAX_MARGIN_MS = 60_000;

/** Reads the token answer; undefined when it lacks a usable token or lifetime. */
export function readTokenAnswer(body: unknown): IssuedToken | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const answer = body as Record<string, unknown>;
  const value = answer.access_token;
  const seconds = typeof answer.expires_in === 'string' ? Number(answer.expires_in.trim()) : answer.expires_in;
  if (
    typeof value !== 'string' ||
    value === '' ||
    typeof seconds !== 'number' ||
    !Number.isFinite(seconds) ||
    seconds <= 0
  ) {
    return undefined;
  }
  return { value, lifetimeMs: seconds * 1000 };
}

export class AccessTokenCache {
  private token?: { value: string; refreshAt: number };
  private pending?: Promise<string>;

  constructor(
    private readonly fetchToken: () => Promise<IssuedToken>,
    private readonly now: () => number = Date.now,
  ) {}

  /** A token that is still good, fetching one when there is none (concurrent callers share the fetch). */
  get(): Promise<string> {
    if (this.token && this.now() < this.token.refreshAt) return Promise.resolve(this.token.value);
    this.pending ??= this.fetchToken()
      .then((issued) => {
        const margin = Math.min(MAX_MARGIN_MS, issued.lifetimeMs / 10);
        this.token = { value: issued.value, refreshAt: this.now() + issued.lifetimeMs - margin };
        return issued.value;
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }

  /** Drops `value` if it is still the current token (the API answered 401 to it). */
  invalidate(value: string): void {
    if (this.token?.value === value) this.token = undefined;
  }
}
