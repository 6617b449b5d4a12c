import type { ThemeModel } from '../common/domain/theme/theme';

const THEME_COLOR = /<meta name="theme-color" content="[^"]*"\/>/;

/**
 * Writes a centre's theme into a rendered document's head: its theme-color, a preload for each font above the
 * fold (next to the theme-color, early in the head) and a `<style>` with the response's nonce holding the
 * `@font-face` rules and the colour properties, last in the head so it follows the stylesheet and wins over its
 * defaults. Done on the finished HTML, not by the React document: the browser never needs the theme (React skips
 * head elements it did not render when the editor's preview hydrates the whole document), so no script grows.
 * The theme's values were checked by the domain rule (hex colours, plain names, asset-host URLs).
 */
export function withTheme(html: string, theme: ThemeModel | undefined, nonce: string): string {
  return themedParts(html, theme, nonce).join('');
}

/**
 * withTheme's document as the parts that make it, in order, after `prefix` (the doctype): cuts of the rendered
 * string and the theme's own pieces. A rendered page is a large string React built from thousands of pieces; it is
 * read once and cut, and each part is encoded for the response on its own, never copied whole into another string
 * (P2: every copy of the document cost as much as encoding it).
 */
export function themedParts(html: string, theme: ThemeModel | undefined, nonce: string, prefix = ''): string[] {
  const end = theme ? html.indexOf('</head>') : -1;
  if (!theme || end < 0) return [prefix, html];
  const preloads = theme.preloads
    .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeAttribute(href)}" crossorigin="anonymous"/>`)
    .join('');
  const style = `<style nonce="${escapeAttribute(nonce)}">${theme.css}</style>`;
  const head = html.slice(0, end);
  const meta = THEME_COLOR.exec(head);
  const themedHead = meta
    ? [
        head.slice(0, meta.index),
        `<meta name="theme-color" content="${escapeAttribute(theme.themeColor)}"/>${preloads}`,
        head.slice(meta.index + meta[0].length),
      ]
    : [head];
  return [prefix, ...themedHead, style, html.slice(end)];
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
