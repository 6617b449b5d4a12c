import fc from 'fast-check';
import type { FontFaceBlok, ThemeContent } from '../cms/site-content.types';
import { contrastRatio } from './colour-contrast';
import { DEFAULT_COLOURS, toTheme } from './theme';

const host = { origin: 'https://a.storyblok.com', baseUrl: 'http://127.0.0.1:4100' };
const file = (name: string) => `https://a.storyblok.com/f/1001/x/ab12cd/${name}`;

function font(fields: Partial<FontFaceBlok> = {}): FontFaceBlok {
  return {
    component: 'font_face',
    _uid: 'f',
    family: 'Lato',
    woff2: file('lato.woff2'),
    woff: file('lato.woff'),
    ttf: file('lato.ttf'),
    eot: file('lato.eot'),
    ...fields,
  };
}

function theme(fields: Partial<ThemeContent> = {}): Partial<ThemeContent> {
  return { component: 'theme', _uid: 't', ...fields };
}

/** the custom properties of the `:root` rule */
function properties(css: string): Record<string, string> {
  const root = /:root\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(root.split(';').map((declaration) => declaration.split(/:(.*)/s).slice(0, 2)));
}

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('centre theme from content', () => {
  it("should give today's defaults, the brand as theme-color and no fonts, without a warning, when there is no theme story", () => {
    const { theme: model, warnings } = toTheme(undefined, host);
    expect(warnings).toEqual([]);
    expect(model.themeColor).toBe(DEFAULT_COLOURS.brand);
    expect(properties(model.css)).toEqual({
      '--brand': '#1d3b36',
      '--brand-contrast': '#ffffff',
      '--accent': '#b04a33',
      '--accent-dark': '#8a3322',
      '--surface-alt': '#f4f1ec',
    });
    expect(model.css).not.toContain('@font-face');
    expect(model.preloads).toEqual([]);
  });

  it("should write the centre's colours and theme-color as custom properties", () => {
    const { theme: model, warnings } = toTheme(
      theme({ brand: '#123A5A', accent: '#a8591a', accentDark: '#7d4010', surfaceAlt: '#eef4f8', themeColor: '#123a5a' }),
      host,
    );
    expect(warnings).toEqual([]);
    expect(properties(model.css)).toMatchObject({
      '--brand': '#123a5a',
      '--accent': '#a8591a',
      '--accent-dark': '#7d4010',
      '--surface-alt': '#eef4f8',
    });
    expect(model.themeColor).toBe('#123a5a');
  });

  it('should refuse a brand pair under 4.5:1 and keep the default pair, with a warning for operators', () => {
    const { theme: model, warnings } = toTheme(theme({ brand: '#777777', brandContrast: '#ffffff' }), host);
    expect(properties(model.css)).toMatchObject({ '--brand': '#1d3b36', '--brand-contrast': '#ffffff' });
    expect(warnings).toEqual([expect.stringMatching(/brand and brandContrast contrast 4\.4\d:1 is under 4\.5:1/)]);
  });

  it('should refuse anything that is not a hex colour, so content cannot write CSS', () => {
    const { theme: model, warnings } = toTheme(
      theme({ brand: 'red', accent: '#fff;}body{display:none', themeColor: 'javascript:1' }),
      host,
    );
    expect(properties(model.css)).toMatchObject({ '--brand': '#1d3b36', '--accent': '#b04a33' });
    expect(model.themeColor).toBe('#1d3b36');
    expect(warnings).toHaveLength(3);
  });

  it('should never let a colour pair under AA through, whatever the content says', () => {
    fc.assert(
      fc.property(hex, hex, hex, hex, hex, (brand, brandContrast, accent, accentDark, surfaceAlt) => {
        const { theme: model } = toTheme(theme({ brand, brandContrast, accent, accentDark, surfaceAlt }), host);
        const p = properties(model.css);
        expect(contrastRatio(p['--brand'], p['--brand-contrast'])).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p['--accent'], '#ffffff')).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p['--accent-dark'], '#ffffff')).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p['--surface-alt'], '#1b1f23')).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('should write @font-face with the sources in the order woff2, woff, ttf, eot, font-display swap, from the asset host the browser uses', () => {
    const { theme: model, warnings } = toTheme(
      theme({ bodyFont: [font({ eot: file('lato.eot'), woff2: file('lato.woff2') })] }),
      host,
    );
    expect(warnings).toEqual([]);
    expect(model.css).toContain(
      '@font-face{font-family:"Lato";src:url("http://127.0.0.1:4100/f/1001/x/ab12cd/lato.woff2") format("woff2"),' +
        'url("http://127.0.0.1:4100/f/1001/x/ab12cd/lato.woff") format("woff"),' +
        'url("http://127.0.0.1:4100/f/1001/x/ab12cd/lato.ttf") format("truetype"),' +
        'url("http://127.0.0.1:4100/f/1001/x/ab12cd/lato.eot") format("embedded-opentype");' +
        'font-weight:400;font-style:normal;font-display:swap}',
    );
    expect(properties(model.css)['--font']).toMatch(/^"Lato", system-ui, .*sans-serif$/);
    expect(model.preloads).toEqual(['http://127.0.0.1:4100/f/1001/x/ab12cd/lato.woff2']);
  });

  it('should preload the woff2 of both faces of the pair, and use the display face with a serif fallback by default', () => {
    const { theme: model } = toTheme(
      theme({
        bodyFont: [font()],
        displayFont: [font({ family: 'EB Garamond', woff2: file('garamond.woff2'), weight: '700', ttf: '', eot: '' })],
      }),
      host,
    );
    expect(model.preloads).toEqual([
      'http://127.0.0.1:4100/f/1001/x/ab12cd/lato.woff2',
      'http://127.0.0.1:4100/f/1001/x/ab12cd/garamond.woff2',
    ]);
    expect(properties(model.css)['--font-display']).toMatch(/^"EB Garamond", Georgia, .*serif$/);
    expect(model.css).toContain('font-family:"EB Garamond";src:url("http://127.0.0.1:4100/f/1001/x/ab12cd/garamond.woff2") format("woff2"),url("http://127.0.0.1:4100/f/1001/x/ab12cd/lato.woff") format("woff");font-weight:700');
  });

  it('should leave out font files off the CMS asset host or of the wrong format, and the face without files', () => {
    const { theme: model, warnings } = toTheme(
      theme({
        bodyFont: [
          font({
            woff2: 'https://fonts.example.com/f/1001/x/ab/lato.woff2',
            woff: file('lato.ttf'),
            ttf: file('lato.ttf") ; } body{x:url("y.ttf'),
            eot: undefined,
          }),
        ],
        displayFont: [font({ family: 'Evil"}', woff2: file('x.woff2') })],
      }),
      host,
    );
    expect(model.css).not.toContain('@font-face');
    expect(model.css).not.toContain('--font');
    expect(model.preloads).toEqual([]);
    expect(warnings).toEqual([
      'theme bodyFont woff2 is not a .woff2 file of the CMS asset host; it is left out',
      'theme bodyFont woff is not a .woff file of the CMS asset host; it is left out',
      'theme bodyFont ttf is not a .ttf file of the CMS asset host; it is left out',
      'theme bodyFont has no usable font file; the default font is used',
      'theme displayFont family is not a plain font name; the default font is used',
    ]);
  });

  it('should never close the style element or a rule from content, whatever text the fields hold', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (family, colour, path) => {
        const { theme: model } = toTheme(
          theme({ brand: colour, themeColor: colour, bodyFont: [font({ family, woff2: file(path), weight: colour })] }),
          host,
        );
        expect(model.css.toLowerCase()).not.toContain('</style');
        // one @font-face at most and one :root rule: nothing from content opened a rule of its own
        expect((model.css.match(/\{/g) ?? []).length).toBeLessThanOrEqual(2);
        expect(model.themeColor).toMatch(/^#[0-9a-f]{6}$/);
      }),
    );
  });
});
