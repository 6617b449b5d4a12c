/**
 * Tokens of the login service: getToken(companyLogin, apiKey) -> a token that lives one hour by the sandbox
 * clock (contracts.md §2: "refresh at least hourly"). Revoking lets a test force the -32600 a client sees
 * when its token is no longer accepted.
 */
import { randomBytes } from 'node:crypto';

export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export class LoginTokens {
  private readonly tokens = new Map<string, { login: string; expiresAt: number }>();
  private count = 0;

  constructor(private readonly now: () => number) {}

  get issued(): number {
    return this.count;
  }

  issue(login: string): string {
    const token = randomBytes(32).toString('hex');
    this.tokens.set(token, { login, expiresAt: this.now() + TOKEN_LIFETIME_MS });
    this.count += 1;
    return token;
  }

  /** whether the token was issued to that company and is still alive */
  accepts(login: string, token: string): boolean {
    const entry = this.tokens.get(token);
    return !!entry && entry.login === login && this.now() < entry.expiresAt;
  }

  /** ends every token (of one company, when named); answers how many ended */
  revoke(login?: string): number {
    let ended = 0;
    for (const [token, entry] of this.tokens) {
      if (login === undefined || entry.login === login) {
        this.tokens.delete(token);
        ended += 1;
      }
    }
    return ended;
  }
}
