// P2's baseline, "React's own": the page as React alone makes it. renderToString of the very element tree the app's
// renderer builds for a visitor (ReactRendererService.element: the RootStore, each island its own root with its
// props, the islands context), with the page's data already in memory, put in the same document by the app's own
// theme-head.ts (the doctype, the centre's theme in the head), encoded to UTF-8 once, and compressed as the app
// compresses a page made for one request (the app's own preferredEncoding and encodeNow: same encoding, same level).
// Used in-process (render-child.mjs) and by the bare node:http server of lib/react-server-child.mjs.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './proc.mjs';

const require = createRequire(join(ROOT, 'package.json'));

/**
 * @param {{ appElement: (input: object) => unknown }} r the harness of lib/render-harness.mjs (bootRenderer)
 * @returns {{ document: (input: object) => Buffer, encode: (body: Buffer, req: import("node:http").IncomingMessage) => { body: Buffer, encoding: string } }}
 */
export function reactOwn(r) {
  const { renderToString } = require('react-dom/server');
  const accepts = require('accepts');
  const dist = (...path) => require(join(ROOT, 'dist', 'src', ...path));
  const { encodeNow, preferredEncoding } = dist('common', 'server', 'http', 'content-encoding.js');
  const { themedParts } = dist('render', 'theme-head.js');

  /** The whole document, UTF-8: renderToString, the doctype and the theme's head as the app puts them (theme-head.ts). */
  function document(input) {
    const html = renderToString(r.appElement(input));
    const parts = themedParts(html, input.state.site.theme, input.nonce, '<!DOCTYPE html>');
    return Buffer.concat(parts.map((part) => Buffer.from(part, 'utf8')));
  }

  /** Compressed as the app compresses a page made for one request, for this request's Accept-Encoding. */
  function encode(body, req) {
    const negotiator = accepts(req);
    return encodeNow(body, preferredEncoding({ acceptsEncodings: (name) => negotiator.encodings(name) }));
  }

  return { document, encode };
}
