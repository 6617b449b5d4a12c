/**
 * A local stand-in for the error-tracking service (decision 0022: Sentry's ingestion protocol), spoken over real
 * HTTP so the browser's and the server's reporters are what demo and test modes run (README.md):
 * - `POST /api/<project>/envelope/` with the project's public key (`sentry_key` in the query or the
 *   `X-Sentry-Auth` header): 200 `{ id }`; 401 for a missing or wrong key, 404 for an unknown project, 413 over
 *   the size limit, 400 for what is not an envelope;
 * - CORS as the service answers it: the request's origin echoed when it is one of the site's, refused (403)
 *   otherwise;
 * - the last events kept per project and environment, without the sender's address (never read);
 * - `GET /__sandbox/events?project=&environment=&limit=`: what operators would see in the service's console.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { ControlAction, faultAndRequestRoutes, handleControlRoutes } from '../shared/control-routes';
import { FaultController } from '../shared/fault-switch';
import type { FaultSwitch } from '../shared/sandbox-fault.types';
import { listenOn } from '../shared/listen';
import { parseEnvelope } from './envelope-reader';

/** Sentry refuses an event over 1 MB (compressed envelopes up to 40 MB carry attachments, not events). */
export const MAX_ENVELOPE_BYTES = 1024 * 1024;
const ENVELOPE_PATH = /^\/api\/(\d+)\/envelope\/?$/;

export interface TrackingProject {
  id: string;
  publicKey: string;
}

export interface StoredEvent {
  project: string;
  environment: string;
  receivedAt: string;
  /** the event payload as received, less any `user` (the service is set to store no address) */
  event: Record<string, unknown>;
}

export interface ErrorTrackingSandboxOptions {
  projects: TrackingProject[];
  /** the site's origins the browser may send from (the service's "allowed domains") */
  allowedOrigin: (origin: string) => boolean;
  /** events kept per project and environment */
  keep?: number;
  host?: string;
  port?: number;
}

export interface ErrorTrackingSandbox {
  url: string;
  /** the DSN of a project on this sandbox */
  dsn(project: string): string;
  /** newest first */
  events(filter?: { project?: string; environment?: string; limit?: number }): StoredEvent[];
  clear(): void;
  faults: FaultSwitch;
  close(): Promise<void>;
}

export async function startErrorTrackingSandbox(options: ErrorTrackingSandboxOptions): Promise<ErrorTrackingSandbox> {
  const keep = options.keep ?? 200;
  const stored = new Map<string, StoredEvent[]>();
  const faults = new FaultController();
  const counts = new Map<string, number>();
  const events = (filter: { project?: string; environment?: string; limit?: number } = {}): StoredEvent[] =>
    [...stored.values()]
      .flat()
      .filter((entry) => (!filter.project || entry.project === filter.project) && (!filter.environment || entry.environment === filter.environment))
      .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt))
      .slice(0, filter.limit ?? keep);
  const routes = new Map<string, ControlAction>([
    ...faultAndRequestRoutes({
      faults,
      requests: { counts: () => Object.fromEntries(counts), reset: () => counts.clear() },
    }),
    ['DELETE /__sandbox/events', () => (stored.clear(), { events: [] })],
  ]);

  const store = (project: string, event: Record<string, unknown>): void => {
    const { user: _user, ...kept } = event;
    const environment = typeof event.environment === 'string' ? event.environment : 'production';
    const key = `${project} ${environment}`;
    const list = stored.get(key) ?? [];
    list.push({ project, environment, receivedAt: new Date().toISOString(), event: kept });
    if (list.length > keep) list.splice(0, list.length - keep);
    stored.set(key, list);
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => send(res, 500, { detail: 'internal error' }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    if (url.pathname === '/__sandbox/events' && req.method === 'GET') {
      const limit = Number(url.searchParams.get('limit') ?? keep);
      return send(res, 200, {
        events: events({
          project: url.searchParams.get('project') ?? undefined,
          environment: url.searchParams.get('environment') ?? undefined,
          limit: Number.isInteger(limit) && limit > 0 ? limit : keep,
        }),
      });
    }
    if (url.pathname.startsWith('/__sandbox/')) return handleControlRoutes(req, res, url, routes);
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
    const found = ENVELOPE_PATH.exec(url.pathname);
    if (!found) return send(res, 404, { detail: 'not found' });
    const origin = req.headers.origin;
    const cors = origin && options.allowedOrigin(origin) ? corsHeaders(origin) : {};
    if (origin && !cors['access-control-allow-origin']) return send(res, 403, { detail: 'invalid origin' });
    if (req.method === 'OPTIONS') {
      res.writeHead(200, {
        ...cors,
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': 'content-type, x-sentry-auth',
        'access-control-max-age': '3600',
      });
      return void res.end();
    }
    if (req.method !== 'POST') return send(res, 405, { detail: 'method not allowed' }, cors);
    if ((await faults.apply(url.pathname, url.pathname + url.search, res)) === 'answered') return;
    const project = options.projects.find((candidate) => candidate.id === found[1]);
    if (!project) return send(res, 404, { detail: 'unknown project' }, cors);
    if (keyOf(req, url) !== project.publicKey) return send(res, 401, { detail: 'invalid api key' }, cors);
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_ENVELOPE_BYTES) return drainThen(req, () => send(res, 413, { detail: 'envelope too large' }, cors));
    const body = await readLimited(req, MAX_ENVELOPE_BYTES);
    if (!body) return send(res, 413, { detail: 'envelope too large' }, cors);
    const envelope = parseEnvelope(body);
    if (!envelope) return send(res, 400, { detail: 'invalid envelope' }, cors);
    let id: string | undefined = typeof envelope.header.event_id === 'string' ? envelope.header.event_id : undefined;
    for (const item of envelope.items) {
      if (item.header.type !== 'event') continue; // client reports, attachments ... are not kept here
      let payload: unknown;
      try {
        payload = JSON.parse(item.payload);
      } catch {
        return send(res, 400, { detail: 'invalid event payload' }, cors);
      }
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
        return send(res, 400, { detail: 'invalid event payload' }, cors);
      const event = payload as Record<string, unknown>;
      id ??= typeof event.event_id === 'string' ? event.event_id : undefined;
      store(project.id, event);
    }
    send(res, 200, id ? { id } : {}, cors);
  }

  const address = await listenOn(server, options.port ?? 0, options.host ?? '127.0.0.1');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    dsn: (id) => {
      const project = options.projects.find((candidate) => candidate.id === id);
      if (!project) throw new Error(`no project ${id}`);
      return `http://${project.publicKey}@127.0.0.1:${address.port}/${project.id}`;
    },
    events,
    clear: () => stored.clear(),
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        faults.shutdown();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function corsHeaders(origin: string): Record<string, string> {
  return { 'access-control-allow-origin': origin, vary: 'Origin', 'access-control-expose-headers': 'x-sentry-error, retry-after' };
}

/** `sentry_key` from the query, else from `X-Sentry-Auth: Sentry sentry_key=..., sentry_version=7`. */
function keyOf(req: IncomingMessage, url: URL): string | undefined {
  const fromQuery = url.searchParams.get('sentry_key');
  if (fromQuery) return fromQuery;
  const header = req.headers['x-sentry-auth'];
  return typeof header === 'string' ? /sentry_key=([^,\s]+)/.exec(header)?.[1] : undefined;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    ...(status >= 400 ? { 'x-sentry-error': String((body as { detail?: string }).detail ?? '') } : {}),
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function drainThen(req: IncomingMessage, then: () => void): void {
  req.resume();
  req.once('end', then);
  req.once('error', then);
}
