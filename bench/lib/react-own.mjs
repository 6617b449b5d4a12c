// P2's baseline, "React's own": the page as React alone makes it. renderToString of the very element tree the app's
// renderer builds for a visitor (ReactRendererService.element: the RootStore, each island its own root with its
// props, the islands context), with the page's data already in memory, put in the same document (the doctype, the
// centre's theme in the head as theme-head.ts writes it) by the cheapest string work, encoded to UTF-8 once, and
// compressed as the app compresses a page made for one request (the app's own encodeNow: same encoding, same level).
// Used in-process (render-child.mjs) and by the bare node:http server of lib/react-server-child.mjs.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './proc.mjs';

const require = createRequire(join(ROOT, 'package.json'));

/**
 * @param {{ appElement: (input: object) => unknown }} r the harness of lib/render-harness.mjs (bootRenderer)
 * @returns {{ document: (input: object) => Buffer, encode: (body: Buffer, acceptEncoding: string | undefined) => { body: Buffer, encoding: string } }}
 */
export function reactOwn(r) {
  const { renderToString } = require('react-dom/server');
  const { encodeNow, TEXT_ENCODINGS } = require(join(ROOT, 'dist', 'src', 'common', 'server', 'http', 'content-encoding.js'));

  /** The whole document, UTF-8: renderToString, the doctype, the theme spliced into the head. */
  function document(input) {
    const html = renderToString(r.appElement(input));
    const theme = input.state.site.theme;
    if (!theme) return Buffer.from(`<!DOCTYPE html>${html}`, 'utf8');
    // the same bytes as theme-head.ts's withTheme: the theme-color meta replaced (with the font preloads after
    // it), the theme's style last in the head; the rendered string is read once (flattened) and cut, never copied whole
    const end = html.indexOf('</head>');
    const meta = html.indexOf('<meta name="theme-color" content="');
    const metaEnd = meta < 0 || meta > end ? -1 : html.indexOf('/>', meta) + 2;
    const preloads = theme.preloads
      .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${attribute(href)}" crossorigin="anonymous"/>`)
      .join('');
    const head =
      metaEnd < 0
        ? ['<!DOCTYPE html>', html.slice(0, end)]
        : [
            '<!DOCTYPE html>',
            html.slice(0, meta),
            `<meta name="theme-color" content="${attribute(theme.themeColor)}"/>${preloads}`,
            html.slice(metaEnd, end),
          ];
    const parts = [...head, `<style nonce="${attribute(input.nonce)}">${theme.css}</style>`, html.slice(end)];
    return Buffer.concat(parts.map((part) => Buffer.from(part, 'utf8')));
  }

  /** Compressed as the app compresses a page made for one request, for this Accept-Encoding. */
  function encode(body, acceptEncoding) {
    const accepted = new Set(
      String(acceptEncoding ?? '')
        .split(',')
        .map((token) => token.trim().split(';')[0].toLowerCase())
        .filter(Boolean),
    );
    const encoding = TEXT_ENCODINGS.find((name) => name === 'identity' || accepted.has(name)) ?? 'identity';
    return encodeNow(body, encoding);
  }

  return { document, encode };
}

const attribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
