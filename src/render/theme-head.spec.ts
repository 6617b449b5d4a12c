import { themedParts, withTheme } from './theme-head';

const DOCUMENT =
  '<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/><meta name="theme-color" content="#1d3b36"/>' +
  '<link rel="stylesheet" href="/assets/index.css"/></head><body><style>.x{}</style></body></html>';
const theme = {
  themeColor: '#123a5a',
  css: ':root{--brand:#123a5a}',
  preloads: ['http://127.0.0.1:4100/f/1002/x/ab/noto-sans-regular.woff2'],
};

describe('the theme in the document head', () => {
  it("should set the centre's theme-color, preload its fonts early and put its style after the stylesheet, with the nonce", () => {
    const html = withTheme(DOCUMENT, theme, 'bm9uY2Vub25jZW5vbmNl');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<meta name="theme-color" content="#123a5a"/><link rel="preload" as="font" type="font/woff2" ' +
        'href="http://127.0.0.1:4100/f/1002/x/ab/noto-sans-regular.woff2" crossorigin="anonymous"/>',
    );
    expect(head).not.toContain('#1d3b36');
    expect(head.indexOf('<style nonce="bm9uY2Vub25jZW5vbmNl">:root{--brand:#123a5a}</style>')).toBeGreaterThan(
      head.indexOf('rel="stylesheet"'),
    );
    // the body is left alone
    expect(html.slice(html.indexOf('</head>'))).toBe('</head><body><style>.x{}</style></body></html>');
  });

  it('should leave the document as rendered without a theme', () => {
    expect(withTheme(DOCUMENT, undefined, 'bm9uY2Vub25jZW5vbmNl')).toBe(DOCUMENT);
  });

  it('should give the same document in parts, after the prefix, without copying the rendered string whole', () => {
    const rendered = DOCUMENT.slice('<!DOCTYPE html>'.length);
    const parts = themedParts(rendered, theme, 'bm9uY2Vub25jZW5vbmNl', '<!DOCTYPE html>');
    expect(parts.join('')).toBe(withTheme(DOCUMENT, theme, 'bm9uY2Vub25jZW5vbmNl'));
    expect(parts[0]).toBe('<!DOCTYPE html>');
    expect(parts.at(-1)).toBe('</head><body><style>.x{}</style></body></html>');
    expect(themedParts(rendered, undefined, 'n', '<!DOCTYPE html>')).toEqual(['<!DOCTYPE html>', rendered]);
  });
});
