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
  if (!theme) return html;
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const preloads = theme.preloads
    .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeAttribute(href)}" crossorigin="anonymous"/>`)
    .join('');
  const style = `<style nonce="${escapeAttribute(nonce)}">${theme.css}</style>`;
  const head = html.slice(0, end).replace(
    THEME_COLOR,
    () => `<meta name="theme-color" content="${escapeAttribute(theme.themeColor)}"/>${preloads}`,
  );
  return `${head}${style}${html.slice(end)}`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
