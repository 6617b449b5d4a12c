/**
 * GET /f/... : the image service of the sandbox (see image-path.ts for the URL forms). Assets never change
 * for a given URL, so they are cached for a year, like the real asset CDN.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderArtwork } from './artwork';
import { parseImagePath } from './image-path';
import { CORS_HEADERS, sendJson } from '../shared/sandbox-http';

export function handleImage(req: IncomingMessage, res: ServerResponse, url: URL): void {
  const image = parseImagePath(url.pathname);
  if (!image || (req.method !== 'GET' && req.method !== 'HEAD')) {
    sendJson(res, 404, { error: 'Not Found' });
    return;
  }
  const svg = renderArtwork(image);
  const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`;
  const headers = {
    ...CORS_HEADERS,
    'content-type': 'image/svg+xml',
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(svg) });
  res.end(req.method === 'HEAD' ? undefined : svg);
}
