/**
 * GET /f/{spaceId}/x/{hash}/{file}: an uploaded file that is not an image (fonts), as the asset CDN serves it
 * (`x` stands for the size of an image). The file is read from the space's asset folder (demo content:
 * `content/demo/<slug>/assets/`); the hash is not checked, as any upload's hash is unknown to the sandbox.
 * Cross-origin readable, so pages on the site's origin may load the fonts (`crossorigin` preloads).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CORS_HEADERS, sendJson } from '../shared/sandbox-http';
import type { SandboxSpace } from './storyblok-sandbox.types';

const FILE = /^\/f\/(\d{1,12})\/x\/[A-Za-z0-9]{1,64}\/([a-z0-9]+(?:-[a-z0-9]+)*\.(woff2|woff|ttf|eot))$/;

const CONTENT_TYPES: Record<string, string> = {
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  eot: 'application/vnd.ms-fontobject',
};

export function isFilePath(pathname: string): boolean {
  return FILE.test(pathname);
}

export async function handleFile(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  spaces: readonly SandboxSpace[],
): Promise<void> {
  const [, spaceId, name, extension] = FILE.exec(url.pathname) ?? [];
  const dir = spaces.find((space) => space.spaceId === spaceId)?.assetDir;
  const body = dir && (req.method === 'GET' || req.method === 'HEAD') ? await readFile(join(dir, name)).catch(() => undefined) : undefined;
  if (!body) {
    sendJson(res, 404, { error: 'Not Found' });
    return;
  }
  res.writeHead(200, {
    ...CORS_HEADERS,
    'content-type': CONTENT_TYPES[extension],
    'content-length': body.length,
    'cache-control': 'public, max-age=31536000, immutable',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
