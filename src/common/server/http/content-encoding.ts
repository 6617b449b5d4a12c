import type { Request } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings the site sends text in, in the server's order of preference (decision 0012). */
export const TEXT_ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

/** Bodies under 1 KB go as they are: compressing them saves less than the headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * The first of `offered` (in the server's order: brotli, gzip, none) that the request accepts. Browsers list gzip
 * first in Accept-Encoding; the server's order decides between what they accept.
 */
export function preferredEncoding(
  req: Pick<Request, 'acceptsEncodings'> | undefined,
  offered: readonly TextEncoding[] = TEXT_ENCODINGS,
): TextEncoding {
  if (!req) return 'identity';
  return offered.find((encoding) => req.acceptsEncodings(encoding) === encoding) ?? 'identity';
}

/**
 * A whole document made for one request, compressed in one pass on the spot (brotli quality 5, gzip level 6:
 * a couple of milliseconds for a 200 KB page); what is stored is compressed harder, once, elsewhere.
 */
export function encodeNow(body: Buffer, encoding: TextEncoding): { body: Buffer; encoding: TextEncoding } {
  if (encoding === 'identity' || body.length < COMPRESS_FROM_BYTES) return { body, encoding: 'identity' };
  if (encoding === 'gzip') return { body: gzipSync(body, { level: 6 }), encoding };
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  };
  return { body: brotliCompressSync(body, { params }), encoding };
}
