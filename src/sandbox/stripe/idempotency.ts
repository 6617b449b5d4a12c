/**
 * Idempotency-Key (contracts.md §4): the first answer to a key is replayed for the same request; the same
 * key with other params is an idempotency_error. Only a digest of the request is kept (card numbers pass
 * through confirm bodies).
 */
import { createHash } from 'node:crypto';
import { StripeError } from './stripe-error';

interface Remembered {
  digest: string;
  status: number;
  body: unknown;
}

const MAX_KEYS = 10_000;

export class IdempotencyKeys {
  private readonly answers = new Map<string, Remembered>();

  static digest(method: string, path: string, apiKey: string, body: string): string {
    const sorted = [...new URLSearchParams(body)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return createHash('sha256')
      .update(JSON.stringify([method, path, apiKey, sorted]))
      .digest('hex');
  }

  /** the first answer for this key, or undefined when the key is new; throws when the params differ */
  replay(key: string, digest: string): Remembered | undefined {
    const seen = this.answers.get(key);
    if (!seen) return undefined;
    if (seen.digest !== digest)
      throw new StripeError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    return seen;
  }

  remember(key: string, digest: string, status: number, body: unknown): void {
    if (this.answers.size >= MAX_KEYS) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(key, { digest, status, body });
  }
}
