import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
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
