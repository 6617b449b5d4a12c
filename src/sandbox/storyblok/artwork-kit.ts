/**
 * Shared pieces of the generated placeholder art: a seeded random source (same file name, same picture),
 * one family of palettes so every page looks cohesive, and small SVG helpers that keep the output compact.
 */

/** FNV-1a: a stable 32-bit seed from a file name. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // murmur3's finaliser, so that names differing by one letter still start far apart
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** mulberry32: tiny, fast, good enough for art. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length) % items.length];
  }
}

/** Five colours from deep to light, plus a warm accent; all palettes share saturation and lightness steps. */
export interface Palette {
  shades: readonly [string, string, string, string, string];
  accent: string;
}

export const PALETTES: readonly Palette[] = [
  { shades: ['#0E4D64', '#137177', '#2A9D8F', '#8FD3C7', '#F4EDE1'], accent: '#F2A65A' }, // coastal
  { shades: ['#2B2D42', '#8D5A97', '#E76F51', '#F4A261', '#FFE8D6'], accent: '#FFD166' }, // sunset
  { shades: ['#2F3E46', '#354F52', '#52796F', '#84A98C', '#E3E9DF'], accent: '#E9C46A' }, // eucalypt
  { shades: ['#3D2C2E', '#A0522D', '#D98E73', '#F2C6A0', '#FAF3EA'], accent: '#5E8C7A' }, // terracotta
  { shades: ['#023047', '#126782', '#219EBC', '#8ECAE6', '#EAF6FB'], accent: '#FFB703' }, // lagoon
  { shades: ['#3A2E39', '#8E5572', '#E5989B', '#FFB4A2', '#FFF1EA'], accent: '#6D9DC5' }, // blush
  { shades: ['#264653', '#2A9D8F', '#8AB17D', '#E9C46A', '#FBF4E4'], accent: '#E76F51' }, // citrus
  { shades: ['#14213D', '#1F4E79', '#3E7CB1', '#A9C5E3', '#EEF3F8'], accent: '#FCA311' }, // harbour
];

/** Strong single colours for brand tiles, each with a text colour that reads on it. */
export const BRAND_COLOURS: readonly { fill: string; ink: string; accent: string }[] = [
  { fill: '#C8102E', ink: '#FFFFFF', accent: '#FFD7D0' },
  { fill: '#00704A', ink: '#FFFFFF', accent: '#D4E9E2' },
  { fill: '#003DA5', ink: '#FFFFFF', accent: '#FFC72C' },
  { fill: '#111111', ink: '#FFFFFF', accent: '#C9A96E' },
  { fill: '#F2A900', ink: '#1A1A1A', accent: '#FFFFFF' },
  { fill: '#6D2077', ink: '#FFFFFF', accent: '#F3C1E0' },
  { fill: '#E35205', ink: '#FFFFFF', accent: '#FFE3CC' },
  { fill: '#00A3AD', ink: '#FFFFFF', accent: '#073B4C' },
  { fill: '#FFFFFF', ink: '#1D1D1B', accent: '#D6001C' },
  { fill: '#F3E9DC', ink: '#5B3A29', accent: '#B07D48' },
  { fill: '#FF5C8A', ink: '#FFFFFF', accent: '#2D0A31' },
  { fill: '#1C2B4A', ink: '#F5F0E6', accent: '#E0B973' },
  { fill: '#2F6B3F', ink: '#F7F3E8', accent: '#E8C547' },
  { fill: '#8A1538', ink: '#FFFFFF', accent: '#F2D0A4' },
];

/** Compact numbers: at most one decimal. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'n']);

/** `the-coffee-club` -> "The Coffee Club"; minor words stay lower case after the first. */
export function labelFromWords(words: string): string {
  return words
    .split('-')
    .filter(Boolean)
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

export interface Canvas {
  width: number;
  height: number;
  rng: Rng;
  label: string;
}

/** The document wrapper: sized to the request, titled with the label for screen readers. */
export function svgDocument(canvas: Canvas, defs: string, body: string): string {
  const { width, height, label } = canvas;
  const title = escapeXml(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-label="${title}"><title>${title}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`
  );
}

export function linearGradient(id: string, stops: readonly string[], vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  const last = Math.max(stops.length - 1, 1);
  const body = stops.map((colour, i) => `<stop offset="${n(i / last)}" stop-color="${colour}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${body}</linearGradient>`;
}

export function radialGlow(id: string, colour: string): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity=".9"/>` +
    `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`
  );
}

/** Cover the canvas with a square design space, cropping what overflows (like CSS `object-fit: cover`). */
export function coverSquare(canvas: Canvas, body: string, size = 100, align = 'xMidYMid'): string {
  return (
    `<svg width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${size} ${size}" ` +
    `preserveAspectRatio="${align} slice">${body}</svg>`
  );
}
