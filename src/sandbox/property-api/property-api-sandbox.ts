/**
 * A local, stateful stand-in for the property data API (spec 1 §7), spoken over real HTTP so that the real
 * client (src/modules/property-data) is what demo and test modes run. The wire contract is
 * docs/property-data-api.md; the feeds are simulated per centre and local time from the centres' CMS content.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { FaultController } from '../shared/fault-switch';
import { readTextBody, sendJson } from '../shared/sandbox-http';
import { handleApi, handleToken, type ApiContext, type ApiRequest } from './api.router';
import { CallRecorder } from './call-log';
import { handleControl } from './control.handler';
import { SubmissionDesk } from './submission-desk';
import type {
  LoggedCall,
  PropertyApiSandbox,
  PropertyApiSandboxOptions,
  SimCentre,
} from './property-api-sandbox.types';
import { TokenStore } from './token-store';
import { listenOn } from '../shared/listen';

export type * from './property-api-sandbox.types';

export const TOKEN_PATH = '/oauth/accesstoken';
const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600;
const BODY_LIMIT = 100_000;

/** What the log keeps of a body: parsed JSON, or the token form without its secret. */
function loggedBody(path: string, contentType: string, text: string): unknown {
  if (text.trim() === '') return undefined;
  if (path === TOKEN_PATH || contentType.includes('application/x-www-form-urlencoded')) {
    const form = Object.fromEntries(new URLSearchParams(text));
    delete form.client_secret;
    return form;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function startPropertyApiSandbox(options: PropertyApiSandboxOptions): Promise<PropertyApiSandbox> {
  const loaded: readonly SimCentre[] =
    typeof options.centres === 'function' ? await options.centres() : options.centres;
  const faults = new FaultController();
  const requests = new CallRecorder();
  const tokens = new TokenStore(options.tokenLifetimeSeconds ?? DEFAULT_TOKEN_LIFETIME_SECONDS);
  const now = options.now ?? (() => new Date());
  const submissions = new SubmissionDesk(now);
  const ctx: ApiContext = {
    centres: () => loaded,
    tokens,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    now,
    submissions,
  };
  let closing: Promise<void> | undefined;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    if (url.pathname.startsWith('/__sandbox/')) return handleControl(req, res, url, sandbox);
    const method = req.method ?? 'GET';
    const contentType = String(req.headers['content-type'] ?? '').toLowerCase();
    let body: string;
    try {
      body = await readTextBody(req, BODY_LIMIT);
    } catch {
      return sendJson(res, 413, { error: 'Payload Too Large' });
    }
    const key = req.headers['idempotency-key'];
    const call: LoggedCall = { method, path: url.pathname, search: url.search, at: Date.now() };
    const logged = loggedBody(url.pathname, contentType, body);
    if (logged !== undefined) call.body = logged;
    if (typeof key === 'string') call.idempotencyKey = key;
    requests.record(call);
    if ((await faults.apply(url.pathname, url.pathname + url.search, res)) === 'answered') return;
    const request: ApiRequest = { method, url, authorization: req.headers.authorization, contentType, body };
    if (typeof key === 'string') request.idempotencyKey = key;
    if (url.pathname.replace(/\/$/, '') === TOKEN_PATH) return handleToken(res, request, ctx);
    handleApi(res, request, ctx);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendJson(res, 500, {
        error: `Property data sandbox failure: ${error instanceof Error ? error.message : String(error)}`,
      });
    });
  });
  const host = options.host ?? '127.0.0.1';
  const address = await listenOn(server, options.port ?? 0, host);
  const sandbox: PropertyApiSandbox = {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    faults,
    requests,
    tokens,
    submissions,
    centres: () => loaded,
    close() {
      closing ??= new Promise<void>((resolve) => {
        faults.shutdown();
        server.close(() => resolve());
        server.closeAllConnections(); // also cuts requests left hanging by a fault
      });
      return closing;
    },
  };
  return sandbox;
}
