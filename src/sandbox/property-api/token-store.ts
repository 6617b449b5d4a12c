/**
 * Access tokens of the sandbox's OAuth client-credentials endpoint. Tokens really expire (on the wall clock,
 * as the client's cache counts on it), and `expireAll` ends every token issued so far at once.
 */
import { randomBytes } from 'node:crypto';
import type { TokenControls } from './property-api-sandbox.types';

export type TokenCheck = 'valid' | 'expired' | 'invalid';

export class TokenStore implements TokenControls {
  private readonly expiries = new Map<string, number>();
  private count = 0;

  constructor(
    public lifetimeSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  get issued(): number {
    return this.count;
  }

  issue(): { token: string; issuedAt: number; lifetimeSeconds: number } {
    const token = randomBytes(18).toString('base64url');
    const issuedAt = this.now();
    this.expiries.set(token, issuedAt + this.lifetimeSeconds * 1000);
    this.count += 1;
    return { token, issuedAt, lifetimeSeconds: this.lifetimeSeconds };
  }

  check(token: string | undefined): TokenCheck {
    const expiry = token === undefined ? undefined : this.expiries.get(token);
    if (expiry === undefined) return 'invalid';
    return this.now() < expiry ? 'valid' : 'expired';
  }

  expireAll(): void {
    const now = this.now();
    for (const token of this.expiries.keys()) this.expiries.set(token, now);
  }
}
