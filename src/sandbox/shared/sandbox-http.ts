import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * Browsers may call a sandbox directly (Visual Editor previews in demo mode); the CMS paging headers must be
 * readable from scripts there too.
 */
export const CORS_HEADERS: OutgoingHttpHeaders = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'total, per-page',
};

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}): void {
  if (res.headersSent || res.destroyed) return;
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    ...headers,
  });
  res.end(payload);
}

export function sendPreflight(res: ServerResponse): void {
  res.writeHead(204, {
    ...CORS_HEADERS,
    'access-control-allow-methods': 'GET, HEAD, OPTIONS',
    'access-control-allow-headers': '*',
    'access-control-max-age': '86400',
  });
  res.end();
}

/** Reads a small body as text; throws over `limit` bytes. */
export async function readTextBody(req: IncomingMessage, limit = 1_000_000): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads a small JSON body (control routes); undefined when empty, throws on bad JSON or over 1 MB. */
export async function readJsonBody(req: IncomingMessage, limit = 1_000_000): Promise<unknown> {
  const raw = (await readTextBody(req, limit)).trim();
  return raw === '' ? undefined : (JSON.parse(raw) as unknown);
}
