/**
 * Service and amenity icons: a line glyph picked from the label words (`icon-parking.svg`, `icon-free-wifi.svg`)
 * on a round or squircle badge; an initial when no glyph fits.
 */
import { PALETTES, escapeXml, n, svgDocument, type Canvas } from './artwork-kit';

/** 24-unit line drawings (stroke only). */
const GLYPHS = {
  car: 'M5 17h14v-5l-2-5H7l-2 5zM8 17v1.5M16 17v1.5M5 12h14',
  parking: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM9 17V7h4a3 3 0 0 1 0 6H9',
  wifi: 'M4 9.5a11.5 11.5 0 0 1 16 0M7 12.8a7 7 0 0 1 10 0M10 16a2.8 2.8 0 0 1 4 0M12 19h.01',
  info: 'M12 3a9 9 0 1 0 .01 0zM12 11v6M12 7.5v.01',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7C10 3 6 4 8 7M12 7c2-4 6-3 4 0',
  cup: 'M5 9h11v5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5zM16 11h1.5a2.5 2.5 0 0 1 0 5H16M9 3v3M12 3v3',
  bag: 'M6 8h12l-1 12H7zM9 8V6a3 3 0 0 1 6 0v2',
  clock: 'M12 3a9 9 0 1 0 .01 0zM12 7v5l3 2',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 7.5a2.5 2.5 0 1 0 .01 0z',
  phone: 'M6 3h3l2 5-2 1.5a11 11 0 0 0 5.5 5.5L16 13l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 4 5a2 2 0 0 1 2-2z',
  heart: 'M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20z',
  star: 'M12 3l2.7 5.8 6.3.5-4.8 4.1 1.4 6.2L12 16.3l-5.6 3.3 1.4-6.2L3 9.3l6.3-.5z',
  calendar: 'M6 5h12a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM4 10h16M8 3v4M16 3v4',
  mail: 'M5 6h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM3 8l9 6 9-6',
  bolt: 'M13 3L5 14h6l-1 7 8-11h-6z',
  search: 'M11 5a6 6 0 1 0 .01 0zM20 20l-4.5-4.5',
  people: 'M8 4.5a1.5 1.5 0 1 0 .01 0zM16 4.5a1.5 1.5 0 1 0 .01 0zM6 9h4v6H9v5H7v-5H6zM16 9l3 7h-6zM15 16v4M17 16v4',
  money: 'M5 7h14a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zM12 9.5a2.5 2.5 0 1 0 .01 0z',
  bus: 'M7 4h10a2 2 0 0 1 2 2v11H5V6a2 2 0 0 1 2-2zM5 11h14M8 17v2.5M16 17v2.5',
} as const;

type Glyph = keyof typeof GLYPHS;

const KEYWORDS: Record<string, Glyph> = {
  car: 'car',
  valet: 'car',
  wash: 'car',
  parking: 'parking',
  park: 'parking',
  wifi: 'wifi',
  internet: 'wifi',
  info: 'info',
  information: 'info',
  help: 'info',
  concierge: 'info',
  gift: 'gift',
  gifts: 'gift',
  voucher: 'gift',
  card: 'gift',
  food: 'cup',
  dining: 'cup',
  cafe: 'cup',
  coffee: 'cup',
  eat: 'cup',
  restaurant: 'cup',
  bag: 'bag',
  shop: 'bag',
  shopping: 'bag',
  fashion: 'bag',
  store: 'bag',
  stores: 'bag',
  clock: 'clock',
  hours: 'clock',
  time: 'clock',
  trading: 'clock',
  map: 'pin',
  location: 'pin',
  directions: 'pin',
  pin: 'pin',
  find: 'pin',
  phone: 'phone',
  call: 'phone',
  contact: 'phone',
  heart: 'heart',
  health: 'heart',
  beauty: 'heart',
  wellbeing: 'heart',
  baby: 'heart',
  parents: 'heart',
  family: 'heart',
  star: 'star',
  rewards: 'star',
  vip: 'star',
  premium: 'star',
  favourite: 'star',
  calendar: 'calendar',
  events: 'calendar',
  event: 'calendar',
  mail: 'mail',
  email: 'mail',
  newsletter: 'mail',
  subscribe: 'mail',
  ev: 'bolt',
  charging: 'bolt',
  electric: 'bolt',
  search: 'search',
  toilet: 'people',
  toilets: 'people',
  restroom: 'people',
  restrooms: 'people',
  amenities: 'people',
  atm: 'money',
  cash: 'money',
  money: 'money',
  bank: 'money',
  bus: 'bus',
  taxi: 'bus',
  transport: 'bus',
  train: 'bus',
};

function glyphFor(label: string): Glyph | undefined {
  for (const word of label.toLowerCase().split(' ')) {
    const glyph = KEYWORDS[word];
    if (glyph) return glyph;
  }
  return undefined;
}

export function renderIcon(c: Canvas): string {
  const palette = c.rng.pick(PALETTES);
  const fill = c.rng.pick([palette.shades[0], palette.shades[1], palette.shades[2]]);
  const size = Math.min(c.width, c.height) * 0.9;
  const cx = c.width / 2;
  const cy = c.height / 2;
  const badge =
    c.rng.next() < 0.5
      ? `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size / 2)}" fill="${fill}"/>`
      : `<rect x="${n(cx - size / 2)}" y="${n(cy - size / 2)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.24)}" fill="${fill}"/>`;
  const glyph = glyphFor(c.label);
  const ink = palette.shades[4];
  const mark = glyph
    ? `<g transform="translate(${n(cx - size * 0.3)} ${n(cy - size * 0.3)}) scale(${Math.round(((size * 0.6) / 24) * 1000) / 1000})" fill="none" stroke="${ink}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="${GLYPHS[glyph]}"/></g>`
    : `<text x="${n(cx)}" y="${n(cy + size * 0.17)}" font-family="'Helvetica Neue',Arial,sans-serif" font-weight="700" font-size="${n(size * 0.48)}" text-anchor="middle" fill="${ink}">${escapeXml(c.label.charAt(0).toUpperCase() || '?')}</text>`;
  return svgDocument(c, '', badge + mark);
}
