/**
 * The HTTP side of the Vivenu sandbox's servers (the core API and the seating service, each on a port of its own, as
 * Vivenu's are hosts of their own): CORS preflights, the `/__sandbox/...` control routes, a JSON object body (an
 * empty one is `{}`), the request log with secrets and tokens left out, the shared faults, lapsed holds found before
 * each answer, and Vivenu's HttpError body for what the routes refuse.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { CallRecorder } from '../property-api/call-log';
import { type ControlAction, handleControlRoutes } from '../shared/control-routes';
import type { FaultController } from '../shared/fault-switch';
import { listenOn } from '../shared/listen';
import { readTextBody, sendJson } from '../shared/sandbox-http';
import { VivenuHttpFailure } from './vivenu-http-error';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-max-age': '86400',
};

/** what the request log never keeps in the clear: checkout secrets and seat reservation tokens */
const HIDDEN = ['secret', 'token'];

export interface RouteAnswer {
  status: number;
  body: unknown;
}

/** A path under `/api` as its decoded segments: `/api/checkout/abc/items` -> ['checkout', 'abc', 'items']. */
export function apiSegments(path: string): string[] {
  return path
    .replace(/^\/api\/?/, '')
    .split('/')
    .map(decodeURIComponent);
}

export interface VivenuHttpParts {
  /** what the server is, in its 500 answers ('Vivenu sandbox', 'Vivenu seating sandbox') */
  name: string;
  controls: Map<string, ControlAction>;
  faults: FaultController;
  requests: CallRecorder;
  now: () => Date;
  /** lapses what is over by the sandbox's clock, before every answer */
  sweep: () => void;
  route: (req: IncomingMessage, path: string, search: URLSearchParams, body: Record<string, unknown>) => RouteAnswer;
  host?: string;
  port?: number;
}

export interface VivenuHttpServer {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

function recordable(body: Record<string, unknown>): Record<string, unknown> {
  const hidden = HIDDEN.filter((key) => key in body);
  return hidden.length === 0 ? body : { ...body, ...Object.fromEntries(hidden.map((key) => [key, `(${key})`])) };
}

function recordableSearch(url: URL): string {
  const hidden = HIDDEN.filter((key) => url.searchParams.has(key));
  if (hidden.length === 0) return url.search;
  const params = new URLSearchParams(url.searchParams);
  for (const key of hidden) params.set(key, `(${key})`);
  return `?${params.toString()}`;
}

export async function startVivenuHttpServer(parts: VivenuHttpParts): Promise<VivenuHttpServer> {
  const { faults, requests, now } = parts;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const path = url.pathname.replace(/(.)\/$/, '$1');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      return void res.end();
    }
    if (path.startsWith('/__sandbox/')) return handleControlRoutes(req, res, url, parts.controls);
    const text = await readTextBody(req, 200_000);
    let body: Record<string, unknown> = {};
    let unreadable = false;
    try {
      const parsed: unknown = text.trim() === '' ? {} : JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        body = parsed as Record<string, unknown>;
      else unreadable = true;
    } catch {
      unreadable = true;
    }
    requests.record({
      method: req.method ?? 'GET',
      path,
      search: recordableSearch(url),
      at: now().getTime(),
      body: recordable(body),
    });
    if ((await faults.apply(path, path + url.search, res)) === 'answered') return;
    const headers = { 'access-control-allow-origin': '*' };
    if (unreadable)
      return sendJson(
        res,
        400,
        { statusCode: '400', error: 'Bad Request', message: 'Body must be a JSON object' },
        headers,
      );
    parts.sweep();
    try {
      const answer = parts.route(req, path, url.searchParams, body);
      sendJson(res, answer.status, answer.body, headers);
    } catch (error) {
      if (!(error instanceof VivenuHttpFailure)) throw error;
      sendJson(res, error.status, error.body, headers);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendJson(res, 500, {
        statusCode: '500',
        error: 'Internal Server Error',
        message: `${parts.name} failure: ${error instanceof Error ? error.message : String(error)}`,
      });
    });
  });
  const host = parts.host ?? '127.0.0.1';
  const address = await listenOn(server, parts.port ?? 0, host);
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
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
