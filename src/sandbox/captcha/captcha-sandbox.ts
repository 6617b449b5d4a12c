/**
 * A local stand-in for Google reCAPTCHA's siteverify (contracts.md §5), spoken over real HTTP so that the
 * real client (src/modules/captcha/siteverify.client.ts) is what demo and test modes run. Tokens:
 * - `demo-pass` always passes (like Google's published test keys);
 * - `pass-<anything>` passes once: a second use answers `timeout-or-duplicate`, and a token handed out by
 *   `issueToken()` also expires two minutes after it was issued, as real tokens do;
 * - a `pass-` token made by the browser's stand-in names the page's host name and the action it was made for
 *   (`pass-<id>~<hostname>~<action>`, src/common/domain/forms/human-check.ts): its answer names them back, as
 *   Google's does, so a token carried to another site or made for another action is refused;
 * - `demo-fail`, `fail-<anything>` and any other token fail with `invalid-input-response`.
 * The answer is v3-shaped by default (score 0.9, action 'submit', hostname 'localhost' unless the token names
 * others); `answer` changes score, action, host name or shape.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  STAND_IN_TOKEN_PREFIX,
  standInToken,
  standInTokenOrigin,
  type StandInTokenOrigin,
} from '../../common/domain/forms/human-check';
import { ControlAction, faultAndRequestRoutes, handleControlRoutes } from '../shared/control-routes';
import { FaultController } from '../shared/fault-switch';
import type { FaultSwitch } from '../shared/sandbox-fault.types';
import { readTextBody, sendJson } from '../shared/sandbox-http';
import { listenOn } from '../shared/listen';

export const SITEVERIFY_PATH = '/recaptcha/api/siteverify';
/** a token that always passes */
export const PASSING_TOKEN = 'demo-pass';
/** a token that always fails */
export const FAILING_TOKEN = 'demo-fail';
/** tokens with this prefix pass once */
export const SINGLE_USE_PREFIX = STAND_IN_TOKEN_PREFIX;
/** contracts.md §5: tokens are valid for two minutes */
export const TOKEN_LIFETIME_MS = 2 * 60 * 1000;
const MAX_ENTRIES = 10_000;

export interface SiteverifyAnswerSettings {
  /** 'v3' adds score and action to a passing answer; 'v2' (checkbox, invisible) has neither */
  version: 'v2' | 'v3';
  score: number;
  action: string;
  hostname: string;
}

export interface CaptchaSandboxOptions {
  /** the only secret siteverify accepts */
  secret: string;
  /** the sandbox's clock, for token expiry (default: the wall clock) */
  now?: () => Date;
  answer?: Partial<SiteverifyAnswerSettings>;
  host?: string;
  port?: number;
}

export interface VerifyCall {
  at: number;
  /** the token as received ('' when none) */
  token: string;
  remoteip?: string;
  success: boolean;
  errorCodes: string[];
}

export interface VerifyLog {
  readonly total: number;
  readonly entries: readonly VerifyCall[];
  counts(): { total: number; passed: number; failed: number; byPath: Record<string, number> };
  reset(): void;
}

export interface CaptchaSandbox {
  /** origin, e.g. http://127.0.0.1:43123 */
  url: string;
  /** what CAPTCHA_VERIFY_URL points at */
  verifyUrl: string;
  secret: string;
  faults: FaultSwitch;
  requests: VerifyLog;
  /** what a passing answer looks like from now on (a token's own host name and action win) */
  answer: SiteverifyAnswerSettings;
  /**
   * A fresh single-use passing token, valid for two minutes from now (what the widget would hand the page),
   * made on the given page host name for the given action when they are named.
   */
  issueToken(origin?: StandInTokenOrigin): string;
  close(): Promise<void>;
}

class VerifyRecorder implements VerifyLog {
  private list: VerifyCall[] = [];
  private totals = { total: 0, passed: 0, failed: 0 };

  get total(): number {
    return this.totals.total;
  }

  get entries(): readonly VerifyCall[] {
    return this.list;
  }

  record(call: VerifyCall): void {
    this.totals.total += 1;
    if (call.success) this.totals.passed += 1;
    else this.totals.failed += 1;
    if (this.list.length >= MAX_ENTRIES) this.list.shift();
    this.list.push(call);
  }

  counts(): { total: number; passed: number; failed: number; byPath: Record<string, number> } {
    return { ...this.totals, byPath: this.totals.total > 0 ? { [SITEVERIFY_PATH]: this.totals.total } : {} };
  }

  reset(): void {
    this.list = [];
    this.totals = { total: 0, passed: 0, failed: 0 };
  }
}

/** Which tokens were issued (and when) and which were used: the single-use, two-minute rule. */
class TokenLedger {
  private readonly issued = new Map<string, number>();
  private readonly used = new Set<string>();

  constructor(private readonly now: () => Date) {}

  issue(origin: StandInTokenOrigin = {}): string {
    const token = standInToken(randomUUID(), origin);
    this.issued.set(token, this.now().getTime());
    return token;
  }

  /** The error codes of a token presented now ([] = it passes); a single-use token is spent by this. */
  judge(token: string): string[] {
    if (token === PASSING_TOKEN) return [];
    if (!token.startsWith(SINGLE_USE_PREFIX) || token.length === SINGLE_USE_PREFIX.length)
      return ['invalid-input-response'];
    const issuedAt = this.issued.get(token);
    const expired = issuedAt !== undefined && this.now().getTime() - issuedAt > TOKEN_LIFETIME_MS;
    if (this.used.has(token) || expired) return ['timeout-or-duplicate'];
    this.used.add(token);
    this.issued.delete(token);
    return [];
  }
}

function validAnswer(input: Record<string, unknown>, current: SiteverifyAnswerSettings): SiteverifyAnswerSettings {
  const next = { ...current };
  if (input.version !== undefined) {
    if (input.version !== 'v2' && input.version !== 'v3') throw new Error('version must be v2 or v3');
    next.version = input.version;
  }
  if (input.score !== undefined) {
    const score = Number(input.score);
    if (!Number.isFinite(score) || score < 0 || score > 1) throw new Error('score must be a number from 0 to 1');
    next.score = score;
  }
  if (input.action !== undefined) {
    if (typeof input.action !== 'string' || input.action === '') throw new Error('action must be a name');
    next.action = input.action;
  }
  if (input.hostname !== undefined) {
    if (typeof input.hostname !== 'string' || input.hostname === '') throw new Error('hostname must be a name');
    next.hostname = input.hostname;
  }
  return next;
}

/** The page host name and action of a token requested over the control routes (both optional). */
function tokenOrigin(body: Record<string, unknown>): StandInTokenOrigin {
  const pick = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const hostname = pick(body.hostname);
  const action = pick(body.action);
  return { ...(hostname ? { hostname } : {}), ...(action ? { action } : {}) };
}

export async function startCaptchaSandbox(options: CaptchaSandboxOptions): Promise<CaptchaSandbox> {
  const now = options.now ?? (() => new Date());
  const faults = new FaultController();
  const requests = new VerifyRecorder();
  const tokens = new TokenLedger(now);
  let answer = validAnswer(options.answer ?? {}, {
    version: 'v3',
    score: 0.9,
    action: 'submit',
    hostname: 'localhost',
  });
  let closing: Promise<void> | undefined;

  const controls = (): Map<string, ControlAction> =>
    new Map<string, ControlAction>([
      ...faultAndRequestRoutes({ faults, requests }),
      ['GET /__sandbox/requests/entries', () => ({ entries: requests.entries })],
      ['GET /__sandbox/answer', () => answer],
      ['PUT /__sandbox/answer', (body) => (answer = validAnswer(body, answer))],
      ['POST /__sandbox/tokens', (body) => ({ token: tokens.issue(tokenOrigin(body)) })],
    ]);

  function siteverify(form: URLSearchParams, res: ServerResponse): void {
    const secret = form.get('secret') ?? '';
    const token = form.get('response') ?? '';
    const remoteip = form.get('remoteip') ?? undefined;
    let errorCodes: string[];
    if (secret === '') errorCodes = ['missing-input-secret'];
    else if (secret !== options.secret) errorCodes = ['invalid-input-secret'];
    else if (token === '') errorCodes = ['missing-input-response'];
    else errorCodes = tokens.judge(token);
    const success = errorCodes.length === 0;
    requests.record({ at: now().getTime(), token, ...(remoteip ? { remoteip } : {}), success, errorCodes });
    if (!success) return sendJson(res, 200, { success: false, 'error-codes': errorCodes });
    const made = standInTokenOrigin(token);
    const base = {
      success: true,
      challenge_ts: now()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
      hostname: made.hostname ?? answer.hostname,
    };
    const action = made.action ?? answer.action;
    sendJson(res, 200, answer.version === 'v3' ? { ...base, score: answer.score, action } : base);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    if (url.pathname.startsWith('/__sandbox/')) return handleControlRoutes(req, res, url, controls());
    if (url.pathname.replace(/\/$/, '') !== SITEVERIFY_PATH) return sendJson(res, 404, { error: 'Not Found' });
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'Method Not Allowed' }, { allow: 'POST' });
    let body: string;
    try {
      body = await readTextBody(req, 100_000);
    } catch {
      return sendJson(res, 413, { error: 'Payload Too Large' });
    }
    if ((await faults.apply(url.pathname, url.pathname + url.search, res)) === 'answered') return;
    // contracts.md §5: form body; the query string works too in practice
    const form = new URLSearchParams(url.search);
    for (const [key, value] of new URLSearchParams(body)) form.set(key, value);
    siteverify(form, res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendJson(res, 500, {
        error: `Captcha sandbox failure: ${error instanceof Error ? error.message : String(error)}`,
      });
    });
  });
  const host = options.host ?? '127.0.0.1';
  const address = await listenOn(server, options.port ?? 0, host);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    url,
    verifyUrl: `${url}${SITEVERIFY_PATH}`,
    secret: options.secret,
    faults,
    requests,
    get answer() {
      return answer;
    },
    set answer(next: SiteverifyAnswerSettings) {
      answer = validAnswer({ ...next }, answer);
    },
    issueToken: (origin) => tokens.issue(origin),
    close() {
      closing ??= new Promise<void>((resolve) => {
        faults.shutdown();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
