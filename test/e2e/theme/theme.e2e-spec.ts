import request from 'supertest';
import { startTestApp, TestApp } from '../../utils/test-app';
import { themeOf } from './theme-head';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function cspDirective(csp: string, name: string): string[] {
  return (
    csp
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? []
  );
}

const CENTRES = [
  { slug: 'willowvale', brand: '#1d3b36', accent: '#a8452f', body: 'Lato', display: 'EB Garamond' },
  { slug: 'riverbend', brand: '#123a5a', accent: '#a8591a', body: 'Noto Sans', display: 'Comfortaa' },
  { slug: 'karri-ridge', brand: '#2d2a26', accent: '#b5473a', body: 'Noto Sans Display', display: 'League Spartan' },
];

describe('theme and fonts per centre (issue 15 part 3)', () => {
  it.each(CENTRES)(
    "should give $slug's pages its own colours, theme-color, font faces and font preloads",
    async ({ slug, brand, accent, body, display }) => {
      for (const path of ['/', '/shopping']) {
        const response = await request(app.url).get(path).set('Host', app.host(slug));
        expect(response.status).toBe(200);
        const theme = themeOf(response.text);
        expect(theme.properties).toMatchObject({ '--brand': brand, '--accent': accent });
        expect(theme.properties['--font']).toMatch(new RegExp(`^"${body}", `));
        expect(theme.properties['--font-display']).toMatch(new RegExp(`^"${display}", `));
        expect(theme.themeColor).toBe(brand);
        expect(theme.css).toContain(`@font-face{font-family:"${body}";src:url("${app.sandboxes.cms.url}/f/`);
        expect(theme.css.match(/font-display:swap/g)).toHaveLength(2);
        expect(theme.preloads).toHaveLength(2);
        for (const href of theme.preloads) expect(href.startsWith(`${app.sandboxes.cms.url}/f/`)).toBe(true);
      }
    },
  );

  it('should give each demo centre a palette and a font pair of its own', async () => {
    const themes = await Promise.all(
      CENTRES.map(async ({ slug }) => themeOf((await request(app.url).get('/').set('Host', app.host(slug))).text)),
    );
    expect(new Set(themes.map((theme) => theme.properties['--brand'])).size).toBe(3);
    expect(new Set(themes.map((theme) => theme.properties['--font'])).size).toBe(3);
    expect(new Set(themes.map((theme) => theme.preloads.join())).size).toBe(3);
  });

  it('should offer the font files in the order woff2, woff, ttf, and serve each with its type', async () => {
    const { css } = themeOf((await request(app.url).get('/').set('Host', app.host('riverbend'))).text);
    const face = /@font-face\{font-family:"Noto Sans";src:([^;]+);/.exec(css)![1]!;
    const urls = [...face.matchAll(/url\("([^"]+)"\) format\("([a-z0-9-]+)"\)/g)].map((match) => [match[1]!, match[2]!]);
    expect(urls.map(([, format]) => format)).toEqual(['woff2', 'woff', 'truetype']);
    for (const [url, format] of urls) {
      const file = await fetch(url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(format === 'truetype' ? 'font/ttf' : `font/${format}`);
      // cross-origin fonts need CORS
      expect(file.headers.get('access-control-allow-origin')).toBe('*');
      const bytes = (await file.arrayBuffer()).byteLength;
      // subset to Latin: tens of KB
      expect(bytes).toBeGreaterThan(5_000);
      expect(bytes).toBeLessThan(60_000);
    }
  });

  it("should allow the theme style by the response's nonce and fonts from the CMS asset host alone", async () => {
    const response = await request(app.url).get('/').set('Host', app.host('willowvale'));
    const csp = response.headers['content-security-policy'] as string;
    const { styleNonce, preloads } = themeOf(response.text);
    expect(cspDirective(csp, 'style-src')).toContain(`'nonce-${styleNonce}'`);
    expect(cspDirective(csp, 'style-src')).not.toContain("'unsafe-inline'");
    expect(cspDirective(csp, 'font-src')).toEqual(["'self'", 'data:', new URL(app.sandboxes.cms.url).origin]);
    for (const href of preloads) expect(new URL(href).origin).toBe(new URL(app.sandboxes.cms.url).origin);
  });

  it('should keep the theme out of the state a visitor downloads (only the whole document in edit mode needs it)', async () => {
    const html = (await request(app.url).get('/').set('Host', app.host('willowvale'))).text;
    const state = /<script id="__ATRIUM_ISLANDS__"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(state.length).toBeGreaterThan(0);
    expect(state).not.toContain('font-face');
    expect(state).not.toContain('themeColor');
  });
});
