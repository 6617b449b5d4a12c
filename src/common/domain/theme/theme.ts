/**
 * A centre's theme from its `global/theme` content (docs/content-model.md "Theme"): brand colours, the theme-color,
 * the logo and a font pair, turned into the CSS the server writes into the page head. Every value is checked
 * before it reaches CSS, so content can never write its own rules: colours are hex only, font families plain
 * names, font files URLs on the CMS asset host with the format's extension. A value that fails keeps today's
 * default (client/styles/tokens.css `:root`) and the operator gets a warning.
 */
import type { FontFaceBlok, ThemeContent } from '../cms/site-content.types';
import { assetUrl, type AssetHost } from '../images/cms-image';
import { AA_TEXT_CONTRAST, contrastRatio, parseHexColour } from './colour-contrast';

/** What the page head needs, plain JSON (part of the site model). */
export interface ThemeModel {
  /** `<meta name="theme-color">` */
  themeColor: string;
  /** the `@font-face` rules and the `:root` custom properties, for one `<style>` element */
  css: string;
  /** woff2 files of the faces above the fold (body and display), for `<link rel="preload" as="font">` */
  preloads: string[];
}

export interface ThemeResult {
  theme: ThemeModel;
  /** one line per value that was refused (for the operators' log; no content text beyond the field) */
  warnings: string[];
}

export const DEFAULT_COLOURS = {
  brand: '#1d3b36',
  brandContrast: '#ffffff',
  accent: '#b04a33',
  accentDark: '#8a3322',
  surfaceAlt: '#f4f1ec',
} as const;

type ColourName = keyof typeof DEFAULT_COLOURS;

/** The fixed colours the brand colours are read against (tokens.css). */
const INK = '#1b1f23';
const SURFACE = '#ffffff';

const CSS_PROPERTY: Record<ColourName, string> = {
  brand: '--brand',
  brandContrast: '--brand-contrast',
  accent: '--accent',
  accentDark: '--accent-dark',
  surfaceAlt: '--surface-alt',
};

/**
 * The text pairs of the stylesheets: brand-contrast text on the brand; white text on both accents (buttons,
 * badges); ink text on the alternate surface. A pair under AA falls back whole, so the default pair is readable.
 */
const PAIRS: Array<{ colours: ColourName[]; against?: string; read: (c: Record<ColourName, string>) => [string, string] }> = [
  { colours: ['brand', 'brandContrast'], read: (c) => [c.brand, c.brandContrast] },
  { colours: ['accent'], against: 'white text', read: (c) => [c.accent, SURFACE] },
  { colours: ['accentDark'], against: 'white text', read: (c) => [c.accentDark, SURFACE] },
  { colours: ['surfaceAlt'], against: 'body text', read: (c) => [c.surfaceAlt, INK] },
];

export const DEFAULT_FONTS = {
  'sans-serif': "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  serif: "Georgia, 'Times New Roman', serif",
} as const;

/** Font formats in the order the browser is offered them (spec 1 §7), with their CSS `format()` names. */
export const FONT_FORMATS = [
  { field: 'woff2', format: 'woff2' },
  { field: 'woff', format: 'woff' },
  { field: 'ttf', format: 'truetype' },
  { field: 'eot', format: 'embedded-opentype' },
] as const;

const FAMILY = /^[A-Za-z0-9][A-Za-z0-9 -]{0,62}$/;
const WEIGHT = /^(?:[1-9]00)(?: [1-9]00)?$/;
// characters that cannot end a CSS url("...") or the style element
const URL_PATH = /^\/f\/\d+\/[A-Za-z0-9._~/-]+$/;

/** The theme of a centre; `content` undefined (no `global/theme` story) gives today's defaults without a warning. */
export function toTheme(content: Partial<ThemeContent> | undefined | null, host: AssetHost): ThemeResult {
  const warnings: string[] = [];
  const colours = { ...DEFAULT_COLOURS } as Record<ColourName, string>;
  for (const name of Object.keys(DEFAULT_COLOURS) as ColourName[]) {
    const raw = content?.[name];
    if (raw === undefined || raw === null || raw === '') continue;
    const hex = parseHexColour(raw);
    if (hex) colours[name] = hex;
    else warnings.push(`theme ${name} is not a hex colour (#rrggbb); the default is used`);
  }
  for (const pair of PAIRS) {
    const [a, b] = pair.read(colours);
    const ratio = contrastRatio(a, b);
    if (ratio >= AA_TEXT_CONTRAST) continue;
    for (const name of pair.colours) colours[name] = DEFAULT_COLOURS[name];
    warnings.push(
      `theme ${pair.colours.join(' and ')}${pair.against ? ` against ${pair.against}` : ''} contrast ${ratio.toFixed(2)}:1 is under 4.5:1 (WCAG AA); the default is used`,
    );
  }
  let themeColor = colours.brand;
  if (content?.themeColor) {
    const hex = parseHexColour(content.themeColor);
    if (hex) themeColor = hex;
    else warnings.push('theme themeColor is not a hex colour (#rrggbb); the brand colour is used');
  }
  const body = toFontFace(content?.bodyFont?.[0], 'bodyFont', 'sans-serif', host, warnings);
  const display = toFontFace(content?.displayFont?.[0], 'displayFont', 'serif', host, warnings);

  const properties: Array<[string, string]> = (Object.keys(colours) as ColourName[]).map((name) => [
    CSS_PROPERTY[name],
    colours[name],
  ]);
  if (body) properties.push(['--font', body.stack]);
  if (display) properties.push(['--font-display', display.stack]);
  const faces = [body, display].filter((face): face is FontFace => Boolean(face));
  const css = [
    ...faces.map((face) => face.rule),
    `:root{${properties.map(([property, value]) => `${property}:${value}`).join(';')}}`,
  ].join('\n');
  const preloads = [...new Set(faces.map((face) => face.woff2).filter((url): url is string => Boolean(url)))];
  return { theme: { themeColor, css, preloads }, warnings };
}

interface FontFace {
  rule: string;
  stack: string;
  woff2?: string;
}

function toFontFace(
  blok: FontFaceBlok | undefined,
  field: 'bodyFont' | 'displayFont',
  defaultFallback: keyof typeof DEFAULT_FONTS,
  host: AssetHost,
  warnings: string[],
): FontFace | undefined {
  if (!blok) return undefined;
  const family = typeof blok.family === 'string' ? blok.family.trim() : '';
  if (!FAMILY.test(family)) {
    warnings.push(`theme ${field} family is not a plain font name; the default font is used`);
    return undefined;
  }
  const sources: string[] = [];
  let woff2: string | undefined;
  for (const { field: format, format: cssFormat } of FONT_FORMATS) {
    const raw = blok[format];
    if (!raw) continue;
    const url = fontFileUrl(raw, format, host);
    if (!url) {
      warnings.push(`theme ${field} ${format} is not a .${format} file of the CMS asset host; it is left out`);
      continue;
    }
    if (format === 'woff2') woff2 = url;
    sources.push(`url("${url}") format("${cssFormat}")`);
  }
  if (sources.length === 0) {
    warnings.push(`theme ${field} has no usable font file; the default font is used`);
    return undefined;
  }
  let weight = '400';
  if (blok.weight !== undefined && blok.weight !== '') {
    if (WEIGHT.test(String(blok.weight).trim())) weight = String(blok.weight).trim();
    else warnings.push(`theme ${field} weight is not a CSS weight (400, 700, 100 900); 400 is used`);
  }
  const fallback = blok.fallback === 'serif' || blok.fallback === 'sans-serif' ? blok.fallback : defaultFallback;
  const name = `"${family}"`;
  return {
    rule: `@font-face{font-family:${name};src:${sources.join(',')};font-weight:${weight};font-style:normal;font-display:swap}`,
    stack: `${name}, ${DEFAULT_FONTS[fallback]}`,
    woff2,
  };
}

/** The file's URL on the host the browser loads assets from, when it is a file of the CMS asset host. */
function fontFileUrl(raw: unknown, extension: string, host: AssetHost): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const origin = host.origin.replace(/\/$/, '');
  const value = raw.trim();
  if (!value.startsWith(`${origin}/`)) return undefined;
  const path = value.slice(origin.length);
  if (!URL_PATH.test(path) || !path.endsWith(`.${extension}`) || path.includes('..')) return undefined;
  return assetUrl(value, host);
}
