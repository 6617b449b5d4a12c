/**
 * A local stand-in for Google Tag Manager with one GA4-like tag in every container (docs/analytics.md "Sandbox"),
 * over real HTTP so that the page loads its container exactly as it would Google's:
 * - `GET /gtm.js?id=GTM-...` answers a container script that, once loaded, sends every data-layer push (those made
 *   before it loaded, then each new one) to `POST /g/collect?id=GTM-...`, as a GA4 tag sends hits;
 * - the collector records them per container id, with the time and the page's path (never its query string);
 * - `GET /events?container=GTM-...&limit=` answers the last ones, newest first (what the admin API reads);
 * - `DELETE /events` forgets every event (tests start clean).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isContainerId } from '../../common/domain/analytics/tag-manager';
import { listenOn } from '../shared/listen';
import { CORS_HEADERS, readTextBody, sendJson } from '../shared/sandbox-http';

export const CONTAINER_PATH = '/gtm.js';
export const COLLECT_PATH = '/g/collect';
export const EVENTS_PATH = '/events';
/** events kept per container, oldest dropped first */
export const KEPT_PER_CONTAINER = 1000;
const DEFAULT_LIMIT = 50;

export interface CollectedEvent {
  containerId: string;
  /** the data layer's `event` (`consent_default` for a Consent Mode command) */
  event: string;
  /** ISO time the collector received it */
  at: string;
  /** the page's path, without query string or fragment */
  path: string;
  /** the rest of the push, as the page made it */
  data: Record<string, unknown>;
}

export interface TagManagerSandboxOptions {
  now?: () => Date;
  host?: string;
  port?: number;
}

export interface TagManagerSandbox {
  /** origin, e.g. http://127.0.0.1:43123 (the collector operators read) */
  url: string;
  /** what TAG_MANAGER_URL points at: the container script, without `?id=` */
  scriptUrl: string;
  /** the last events of a container, newest first */
  events(containerId: string, limit?: number): CollectedEvent[];
  reset(): void;
  close(): Promise<void>;
}

/** The container script: the id and the collector's address are the only things that vary. */
export function containerScript(containerId: string, collectUrl: string): string {
  return `(function(){
var id=${JSON.stringify(containerId)},endpoint=${JSON.stringify(`${collectUrl}?id=${encodeURIComponent(containerId)}`)};
var w=window,dl=w.dataLayer=w.dataLayer||[];if(dl.__sandboxContainer)return;dl.__sandboxContainer=id;
var queue=[],timer=0;
function plain(entry){if(entry&&typeof entry==="object"&&typeof entry.length==="number"&&!Array.isArray(entry)){var args=Array.prototype.slice.call(entry);return{event:String(args[0])+"_"+String(args[1]),command:args[2]||{}};}return entry;}
function flush(){timer=0;if(!queue.length)return;var body=JSON.stringify({path:location.pathname,events:queue});queue=[];
if(navigator.sendBeacon&&navigator.sendBeacon(endpoint,body))return;fetch(endpoint,{method:"POST",body:body,keepalive:true,mode:"no-cors"});}
function take(entry){var p=plain(entry);if(!p||typeof p!=="object"||typeof p.event!=="string")return;queue.push(p);if(!timer)timer=setTimeout(flush,50);}
for(var i=0;i<dl.length;i++)take(dl[i]);
var push=dl.push;dl.push=function(){var r=push.apply(dl,arguments);for(var j=0;j<arguments.length;j++)take(arguments[j]);return r;};
addEventListener("pagehide",flush);document.addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden")flush();});
})();`;
}

/** A page path as recorded: no query string, no fragment, never longer than 300 characters. */
export function recordedPath(value: unknown): string {
  const raw = typeof value === 'string' ? value : '';
  const path = raw.split(/[?#]/)[0] ?? '';
  return (path.startsWith('/') ? path : `/${path}`).slice(0, 300);
}

export async function startTagManagerSandbox(options: TagManagerSandboxOptions = {}): Promise<TagManagerSandbox> {
  const now = options.now ?? (() => new Date());
  const byContainer = new Map<string, CollectedEvent[]>();
  let closing: Promise<void> | undefined;
  let url = '';

  function collect(containerId: string, body: string): number {
    const parsed = JSON.parse(body) as { path?: unknown; events?: unknown };
    const events = Array.isArray(parsed.events) ? parsed.events : [];
    const path = recordedPath(parsed.path);
    const kept = byContainer.get(containerId) ?? [];
    let count = 0;
    for (const entry of events) {
      if (!entry || typeof entry !== 'object' || typeof (entry as { event?: unknown }).event !== 'string') continue;
      const { event, ...data } = entry as { event: string };
      kept.push({ containerId, event: event.slice(0, 100), at: now().toISOString(), path, data });
      count += 1;
    }
    kept.splice(0, Math.max(0, kept.length - KEPT_PER_CONTAINER));
    byContainer.set(containerId, kept);
    return count;
  }

  function last(containerId: string, limit = DEFAULT_LIMIT): CollectedEvent[] {
    return (byContainer.get(containerId) ?? []).slice(-Math.max(1, limit)).reverse();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const address = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const id = address.searchParams.get('id') ?? address.searchParams.get('container') ?? '';
    const route = `${req.method ?? 'GET'} ${address.pathname}`;
    if (route === `GET ${CONTAINER_PATH}`) {
      // Google answers 404 for a container it does not know
      if (!isContainerId(id)) return sendJson(res, 404, { error: 'Not Found' });
      const script = containerScript(id, `${url}${COLLECT_PATH}`);
      res.writeHead(200, {
        ...CORS_HEADERS,
        'content-type': 'application/javascript; charset=utf-8',
        'cache-control': 'no-store',
        'content-length': Buffer.byteLength(script),
      });
      res.end(script);
      return;
    }
    if (route === `POST ${COLLECT_PATH}`) {
      if (!isContainerId(id)) return sendJson(res, 400, { error: 'id must name a container' });
      let body: string;
      try {
        body = await readTextBody(req, 200_000);
      } catch {
        return sendJson(res, 413, { error: 'Payload Too Large' });
      }
      try {
        collect(id, body);
      } catch {
        return sendJson(res, 400, { error: 'body must be JSON' });
      }
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return;
    }
    if (route === `GET ${EVENTS_PATH}`) {
      if (!isContainerId(id)) return sendJson(res, 400, { error: 'container must name a container' });
      const limit = Number(address.searchParams.get('limit') ?? DEFAULT_LIMIT);
      return sendJson(res, 200, { containerId: id, events: last(id, Number.isInteger(limit) ? limit : DEFAULT_LIMIT) });
    }
    if (route === `DELETE ${EVENTS_PATH}`) {
      byContainer.clear();
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return;
    }
    sendJson(res, 404, { error: 'Not Found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendJson(res, 500, { error: `Tag manager sandbox failure: ${error instanceof Error ? error.message : String(error)}` });
    });
  });
  const host = options.host ?? '127.0.0.1';
  const address = await listenOn(server, options.port ?? 0, host);
  url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    url,
    scriptUrl: `${url}${CONTAINER_PATH}`,
    events: last,
    reset: () => byContainer.clear(),
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
