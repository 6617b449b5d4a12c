import compression from 'compression';
import type { RequestHandler } from 'express';
import { constants } from 'node:zlib';

/** Bodies under 1 KB go as they are: compressing them saves less than the headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Compression of the responses made per request (the `compression` middleware): brotli when the request
 * accepts it, else gzip, for every compressible type over 1 KB. Brotli at quality 5 and gzip at level 6 keep
 * a streamed page's first bytes early (the renderer flushes after each chunk React writes); what is stored
 * (page-cache entries, built files) is compressed once, harder, elsewhere (decision 0012).
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
