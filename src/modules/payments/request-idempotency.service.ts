import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CacheService } from '../cache/cache.service';
import { IDEMPOTENCY_KEY_REUSED } from '../../common/domain/booking/booking-messages';
import { DomainError } from '../../common/server/errors/domain-error';

/** 16 to 128 letters, digits, `-` or `_` (a UUID fits), as every form's Idempotency-Key (docs/submissions.md) */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,128}$/;

export const usableKey = (key: string | undefined): key is string => IDEMPOTENCY_KEY.test(key ?? '');

/** QUALITY R5: a key sent again with another body is refused (422), never answered with the first result. */
export const idempotencyKeyReused = (): DomainError =>
  new DomainError('REQUEST.IDEMPOTENCY_KEY.REUSED', IDEMPOTENCY_KEY_REUSED);

/**
 * The Idempotency-Key of the calls that hold or move money, booking's and ticketing's alike (QUALITY R5,
 * docs/booking.md "Idempotency", docs/ticketing.md): a key stands for one request. The hash of the first body sent
 * with it is kept with it (the cache: Redis in production), and the same key with another body is refused with 422,
 * as payment APIs do, never answered with the first result. `scope` names the call (`booking:confirm`,
 * `ticketing:checkout`), so one key used for two calls is two requests.
 */
@Injectable()
export class RequestIdempotency {
  constructor(private readonly cache: CacheService) {}

  /** Refuses a key already used with another body; the first body's hash is kept `keepMs`. */
  async check(scope: string, centre: string, key: string | undefined, body: unknown, keepMs: number): Promise<void> {
    if (!usableKey(key)) return;
    const slot = `${scope}-key:${centre}:${digest(key)}`;
    const hash = bodyHash(body);
    const first = await this.cache.get<string>(slot);
    if (first !== undefined && first !== hash) throw idempotencyKeyReused();
    if (first === undefined) await this.cache.set(slot, hash, keepMs);
  }

  /**
   * The first answer for the key (made once per key on an instance), kept `keepMs`; a body other than the one
   * that made it is refused, even one that raced it.
   */
  async once<T>(
    scope: string,
    centre: string,
    key: string | undefined,
    body: unknown,
    keepMs: number,
    make: () => Promise<T>,
  ): Promise<T> {
    if (!usableKey(key)) return make();
    await this.check(scope, centre, key, body, keepMs);
    const hash = bodyHash(body);
    const kept = await this.cache.getOrLoad(
      `${scope}:${centre}:${digest(key)}`,
      async () => ({ bodyHash: hash, answer: await make() }),
      { freshMs: keepMs, staleIfErrorMs: 0, errorBackoffMs: 0 },
    );
    if (kept.bodyHash !== hash) throw idempotencyKeyReused();
    return kept.answer;
  }
}

const digest = (text: string): string => createHash('sha256').update(text, 'utf8').digest('base64url');

/** A hash of a JSON body that does not depend on the order of its keys. */
export function bodyHash(body: unknown): string {
  return digest(stable(body));
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
