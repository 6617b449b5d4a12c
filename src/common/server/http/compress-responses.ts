import compression from 'compression';
import type { RequestHandler } from 'express';
import { constants } from 'node:zlib';
import { COMPRESS_FROM_BYTES } from './content-encoding';

/**
 * Compression of the other responses made per request (the `compression` middleware): JSON, the sitemap, error
 * pages; brotli when the request accepts it, else gzip, for every compressible type over 1 KB. Rendered pages are
 * compressed by the renderer in one pass (content-encoding.ts) and pass through; what is stored (page-cache
 * entries, built files) is compressed once, harder, elsewhere (decision 0012).
 */
export function compressResponses(): RequestHandler {
  return compression({
    threshold: COMPRESS_FROM_BYTES,
    level: 6,
    brotli: {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    },
  });
}
