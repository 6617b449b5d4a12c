import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Configuration } from '../../../../config/configuration';
import { APP_CONFIG } from '../config/app-config.token';

/** What a keyed hash is for: the same identity hashes differently per purpose, so no id can be joined to another. */
export type IdentityPurpose = 'single-entry' | 'limit' | 'log';

const SEAL_VERSION = 'v1';

/**
 * The server's keys for personal identifiers (docs/decisions/0011-lookups-and-identity.md): keyed hashes
 * (HMAC-SHA-256, a key per purpose derived from IDENTITY_SECRET) where an id, a limit key or a log line needs to
 * tell one person from another without naming them, and seals (AES-256-GCM) for facts the server established and
 * hands to the browser to carry back unread and unchanged (a verification it answered).
 */
@Injectable()
export class IdentityKeys {
  private readonly secret: Buffer;

  constructor(@Inject(APP_CONFIG) config: Pick<Configuration, 'app'>) {
    this.secret = Buffer.from(config.app.identitySecret, 'utf8');
  }

  /** A keyed hash of an already normalised identity, base64url, 32 characters. */
  hash(purpose: IdentityPurpose, normalised: string): string {
    return createHmac('sha256', this.key(`hash:${purpose}`))
      .update(normalised, 'utf8')
      .digest('base64url')
      .slice(0, 32);
  }

  /** Seals a value: only this server (any instance with the same secret) can open it, and any change breaks it. */
  seal(purpose: string, value: unknown): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key(`seal:${purpose}`), iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return [
      SEAL_VERSION,
      iv.toString('base64url'),
      body.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
    ].join('.');
  }

  /** The value of a seal made for `purpose`; undefined for anything else (forged, changed, other purpose, garbage). */
  open<T = unknown>(purpose: string, sealed: unknown): T | undefined {
    if (typeof sealed !== 'string' || sealed.length > 4096) return undefined;
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== SEAL_VERSION || !iv || !body || !tag) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key(`seal:${purpose}`), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      return JSON.parse(text) as T;
    } catch {
      return undefined;
    }
  }

  private key(info: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.secret, Buffer.alloc(0), info, 32));
  }
}
