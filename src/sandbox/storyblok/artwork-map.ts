/**
 * Centre maps: a seeded floor plan (mall outline, a main walk and cross walks, shop units, two anchor
 * tenants, amenity dots and a "you are here" pin) with the floor name as a small caption.
 */
import { PALETTES, escapeXml, n, svgDocument, type Canvas } from './artwork-kit';

interface Band {
  start: number;
  end: number;
}

/** Splits [start, end] into shop widths of 6-12 % of the map width. */
function units(c: Canvas, band: Band): Band[] {
  const out: Band[] = [];
  let x = band.start;
  while (band.end - x > c.width * 0.05) {
    const width = Math.min(band.end - x, c.width * c.rng.range(0.06, 0.12));
    out.push({ start: x, end: x + width });
    x += width;
  }
  if (out.length > 0) out[out.length - 1].end = band.end;
  return out;
}

export function renderMap(c: Canvas): string {
  const p = c.rng.pick(PALETTES);
  const { width: w, height: h } = c;
  const m = Math.min(w, h) * 0.06;
  const walk = (h - 2 * m) * 0.14;
  const walkTop = h / 2 - walk / 2;
  const crosses = (w > h * 1.2 ? [0.36, 0.68] : [0.5]).map((at) => w * (at + c.rng.range(-0.04, 0.04)));
  const gaps: Band[] = [];
  let from = m;
  for (const x of crosses) {
    gaps.push({ start: from, end: x - walk / 2 });
    from = x + walk / 2;
  }
  gaps.push({ start: from, end: w - m });
  const rows: Band[] = [
    { start: m, end: walkTop },
    { start: walkTop + walk, end: h - m },
  ];
  const fills = [p.shades[2], p.shades[3], p.accent, p.shades[3]];
  let shops = '';
  rows.forEach((row, r) => {
    gaps.forEach((gap, g) => {
      // The outer ends of the plan hold the anchors (department store, supermarket).
      const anchor = (r === 0 && g === 0) || (r === 1 && g === gaps.length - 1);
      const blocks = anchor ? [gap] : units(c, gap);
      for (const block of blocks) {
        const fill = anchor ? p.shades[r === 0 ? 1 : 0] : c.rng.pick(fills);
        shops += `<rect x="${n(block.start)}" y="${n(row.start)}" width="${n(Math.max(0, block.end - block.start))}" height="${n(Math.max(0, row.end - row.start))}" fill="${fill}"${anchor ? '' : ' opacity=".75"'} stroke="#FFF" stroke-width="${n(Math.max(1, m * 0.12))}"/>`;
      }
    });
  });
  const dotR = Math.max(2, walk * 0.18);
  const dots = crosses
    .map(
      (x) =>
        `<circle cx="${n(x)}" cy="${n(h / 2)}" r="${n(dotR)}" fill="${p.accent}" stroke="#FFF" stroke-width="${n(dotR * 0.4)}"/>`,
    )
    .join('');
  const px = c.rng.range(w * 0.2, w * 0.8);
  const pin = `<path transform="translate(${n(px)} ${n(h / 2)}) scale(${Math.round((walk / 22) * 1000) / 1000})" d="M0 0C-6-7-8-10-8-13A8 8 0 0 1 8-13C8-10 6-7 0 0Z" fill="${p.shades[0]}"/>`;
  const caption =
    h >= 120
      ? `<text x="${n(m * 1.4)}" y="${n(h - m * 0.35)}" font-family="'Helvetica Neue',Arial,sans-serif" font-size="${n(Math.max(9, m * 0.45))}" font-weight="600" letter-spacing="1" fill="${p.shades[1]}">${escapeXml(c.label.toUpperCase())}</text>`
      : '';
  const body =
    `<rect width="${w}" height="${h}" fill="${p.shades[4]}"/>` +
    `<rect x="${n(m)}" y="${n(m)}" width="${n(w - 2 * m)}" height="${n(h - 2 * m)}" rx="${n(m * 0.6)}" fill="#FFF" stroke="${p.shades[3]}" stroke-width="${n(Math.max(1, m * 0.15))}"/>` +
    shops +
    dots +
    pin +
    caption;
  return svgDocument(c, '', body);
}
