import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { readdirSync } from 'node:fs';
import type { ServeStaticOptions } from 'serve-static';

/**
 * Static files as the build left them: the brotli (`.br`) or gzip (`.gz`) copy written beside each text file
 * when the request accepts one (brotli first), with `Vary: Accept-Encoding`, else the file itself
 * (scripts/build/precompress.mjs, decision 0012). Nothing is compressed per request.
 */
export function precompressed(root: string, options: ServeStaticOptions): RequestHandler {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: options,
  });
}

/**
 * `precompressed` for a folder served at the site's root, beside the pages: only the paths of the files the folder
 * held when the server started reach it (the build writes the folder before the server starts); every other request,
 * every page among them, goes on without a look at the disk (a file-system lookup per page request, bench P2).
 */
export function precompressedFiles(root: string, options: ServeStaticOptions): RequestHandler {
  const serve = precompressed(root, options);
  const paths = new Set(filesUnder(root).flatMap((path) => [path, encodeURI(path)]));
  return (req, res, next) => (paths.has(req.path) ? serve(req, res, next) : next());
}

/** The files under `root` as URL paths ('/favicon.svg'); none when it does not exist. */
function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath.slice(root.length)}/${entry.name}`.replace(/\\/g, '/').replace(/^\/*/, '/'));
  } catch {
    return [];
  }
}
