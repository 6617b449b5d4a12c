/**
 * A local stand-in for SimplyBook.me's JSON-RPC API (contracts.md §2) over real HTTP, so the real booking
 * client is what demo and test modes run: one demo company per centre with the issue 14 catalogue, a diary
 * that fills up, ten-minute holds, invoices, promo codes and signed confirmations. See README.md.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { CallRecorder } from '../property-api/call-log';
import {
  type ControlAction,
  faultAndRequestRoutes,
  handleControlRoutes,
  requireString,
} from '../shared/control-routes';
import { FaultController } from '../shared/fault-switch';
import { listenOn } from '../shared/listen';
import { readTextBody, sendJson } from '../shared/sandbox-http';
import { CompanyState } from './company-state';
import { DiaryFiles } from './diary-file';
import { LoginTokens } from './login-tokens';
import { providerPicture } from './provider-picture';
import { answer, parseRequest, type RpcEnvironment } from './rpc.router';
import { RpcFaultSwitch, type RpcFault } from './rpc-faults';
import { toWireTime } from './schedule';
import type { BookingSummary, SimplybookSandbox, SimplybookSandboxOptions } from './simplybook-sandbox.types';

function summaries(company: CompanyState | undefined): BookingSummary[] {
  if (!company) return [];
  return [...company.bookings.values()].map((booking) => ({
    id: booking.id,
    eventId: booking.eventId,
    unitId: booking.unitId,
    date: booking.date,
    time: toWireTime(booking.start),
    count: booking.count,
    status: booking.status,
    code: booking.code,
    invoiceId: booking.invoiceId ?? null,
    clientEmail: company.clientById(booking.clientId)?.email ?? null,
  }));
}

export async function startSimplybookSandbox(options: SimplybookSandboxOptions): Promise<SimplybookSandbox> {
  const clock = options.now ?? (() => new Date());
  const now = (): number => clock().getTime();
  const companies = new Map(options.companies.map((settings) => [settings.login, new CompanyState(settings)]));
  const diaries = options.dataDir ? new DiaryFiles(options.dataDir) : undefined;
  diaries?.load(companies.values());
  const persist = (): void => {
    for (const state of companies.values()) diaries?.save(state);
  };
  const faults = new FaultController();
  const requests = new CallRecorder();
  const rpcFaults = new RpcFaultSwitch();
  const tokens = new LoginTokens(now);
  const env: RpcEnvironment = { companies, tokens, rpcFaults, now, baseUrl: '' };
  let closing: Promise<void> | undefined;

  const company = (login: string): CompanyState | undefined => {
    const found = companies.get(login);
    found?.settle(now());
    return found;
  };
  const reset = (login?: string): void => {
    for (const state of companies.values()) if (login === undefined || state.settings.login === login) state.clear();
    persist();
  };
  const controls = new Map<string, ControlAction>([
    ...faultAndRequestRoutes({ faults, requests }),
    ['GET /__sandbox/requests/entries', () => ({ entries: requests.entries })],
    ['GET /__sandbox/rpc-faults', () => ({ faults: rpcFaults.current })],
    [
      'POST /__sandbox/rpc-faults',
      (body) => (rpcFaults.set(body as unknown as RpcFault), { faults: rpcFaults.current }),
    ],
    ['DELETE /__sandbox/rpc-faults', () => (rpcFaults.clear(), { faults: [] })],
    [
      'POST /__sandbox/tokens/revoke',
      (body) => ({ revoked: tokens.revoke(typeof body.login === 'string' ? body.login : undefined) }),
    ],
    ['POST /__sandbox/bookings', (body) => ({ bookings: summaries(company(requireString(body, 'login'))) })],
    [
      'DELETE /__sandbox/bookings',
      (body) => (reset(typeof body.login === 'string' ? body.login : undefined), { reset: true }),
    ],
  ]);

  async function rpc(
    req: IncomingMessage,
    res: ServerResponse,
    service: 'login' | 'public',
    path: string,
  ): Promise<void> {
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'Method Not Allowed' }, { allow: 'POST' });
    const raw = await readTextBody(req, 1_000_000);
    const request = parseRequest(raw);
    const method = 'method' in request ? request.method : '';
    const params = 'params' in request ? request.params : [];
    requests.record({
      method: 'POST',
      path,
      search: '',
      at: now(),
      body: { method, params: method === 'getToken' ? params.slice(0, 1) : params },
    });
    if ((await faults.apply(path, `${path}?method=${method}`, res)) === 'answered') return;
    if ('error' in request)
      return sendJson(res, 200, {
        id: request.id,
        jsonrpc: '2.0',
        error: { code: request.error.code, message: request.error.message },
      });
    const header = (name: string): string | undefined => {
      const value = req.headers[name];
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    const result = answer(env, service, request, { login: header('x-company-login'), token: header('x-token') });
    // the diary is on disk before the answer leaves: a sandbox killed now keeps what it answered
    persist();
    sendJson(res, 200, result);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const path = url.pathname.replace(/(.)\/$/, '$1');
    if (path.startsWith('/__sandbox/')) return handleControlRoutes(req, res, url, controls);
    if (path === '/login') return rpc(req, res, 'login', path);
    if (path === '/') return rpc(req, res, 'public', path);
    requests.record({ method: req.method ?? 'GET', path, search: url.search, at: now() });
    if ((await faults.apply(path, path + url.search, res)) === 'answered') return;
    const svg = req.method === 'GET' || req.method === 'HEAD' ? providerPicture(path) : undefined;
    if (!svg) return sendJson(res, 404, { error: 'Not Found' });
    res.writeHead(200, {
      'content-type': 'image/svg+xml',
      'content-length': Buffer.byteLength(svg),
      'cache-control': 'public, max-age=3600',
    });
    res.end(req.method === 'HEAD' ? undefined : svg);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendJson(res, 500, {
        error: `SimplyBook sandbox failure: ${error instanceof Error ? error.message : String(error)}`,
      });
    });
  });
  const host = options.host ?? '127.0.0.1';
  const address = await listenOn(server, options.port ?? 0, host);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  env.baseUrl = url;
  return {
    url,
    loginUrl: `${url}/login`,
    faults,
    requests,
    rpcCalls: (method) =>
      requests.entries
        .map((call) => call.body as { method?: string; params?: unknown[] } | undefined)
        .filter((body) => body?.method === method)
        .map((body) => body?.params ?? []),
    setRpcFault: (fault) => rpcFaults.set(fault),
    clearRpcFaults: () => rpcFaults.clear(),
    bookings: (login) => summaries(company(login)),
    holds: (login) => summaries(company(login)).filter((booking) => booking.status === 'held'),
    bookingSign: (login, bookingId) => {
      const state = companies.get(login);
      const booking = state?.bookings.get(bookingId);
      if (!state || !booking) throw new Error(`no booking ${bookingId} at ${login}`);
      return state.bookingSign(booking);
    },
    invoiceSign: (login, invoiceId) => {
      const state = companies.get(login);
      if (!state) throw new Error(`no company ${login}`);
      return state.invoiceSign(invoiceId);
    },
    revokeTokens: (login) => tokens.revoke(login),
    get tokensIssued() {
      return tokens.issued;
    },
    reset,
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
