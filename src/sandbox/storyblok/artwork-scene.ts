/**
 * Hero, feature and card art: layered, palette-bound scenes (coastal dunes, a shopping arcade, shopping bags,
 * Bauhaus shapes, terrazzo). No text; the label is in the SVG title.
 */
import {
  PALETTES,
  linearGradient,
  n,
  radialGlow,
  svgDocument,
  type Canvas,
  type Palette,
  type Rng,
} from './artwork-kit';

type Scene = (c: Canvas, p: Palette) => { defs: string; body: string };

/** A soft horizon line across the canvas, closed to the bottom edge. */
function wave(c: Canvas, baseY: number, amplitude: number): string {
  const segments = c.rng.int(2, 4);
  const step = c.width / segments;
  let d = `M0 ${n(baseY + amplitude * (c.rng.next() - 0.5))}`;
  for (let i = 0; i < segments; i += 1) {
    const x = (i + 1) * step;
    d += `S${n(x - step * 0.5)} ${n(baseY + amplitude * (c.rng.next() - 0.5) * 2)} ${n(x)} ${n(baseY + amplitude * (c.rng.next() - 0.5))}`;
  }
  return `${d}V${c.height}H0Z`;
}

const dunes: Scene = (c, p) => {
  const r = Math.min(c.width, c.height) * c.rng.range(0.1, 0.16);
  const sx = c.width * c.rng.range(0.2, 0.8);
  const sy = c.height * c.rng.range(0.25, 0.42);
  const layers = [p.shades[3], p.shades[2], p.shades[1], p.shades[0]]
    .map(
      (fill, i) =>
        `<path d="${wave(c, c.height * (0.52 + i * 0.13), c.height * 0.12)}" fill="${fill}"${i === 0 ? ' opacity=".7"' : ''}/>`,
    )
    .join('');
  return {
    defs: linearGradient('s', [p.shades[4], p.shades[3]]) + radialGlow('g', p.accent),
    body:
      `<rect width="${c.width}" height="${c.height}" fill="url(#s)"/>` +
      `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(r * 2.6)}" fill="url(#g)" opacity=".55"/>` +
      `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(r)}" fill="${p.accent}"/>` +
      layers,
  };
};

/** A colonnade seen from the plaza: the wall is one path with arched holes (evenodd) over sky and sun. */
const arcade: Scene = (c, p) => {
  const count = Math.max(3, Math.min(9, Math.round(c.width / (c.height * 0.38))));
  const bay = c.width / count;
  const half = bay * 0.34;
  const floor = c.height * 0.84;
  const top = c.height * c.rng.range(0.18, 0.3);
  let holes = '';
  for (let i = 0; i < count; i += 1) {
    const x = bay * (i + 0.5) - half;
    holes += `M${n(x)} ${n(floor)}V${n(top + half)}A${n(half)} ${n(half)} 0 0 1 ${n(x + half * 2)} ${n(top + half)}V${n(floor)}Z`;
  }
  const sun = `<circle cx="${n(c.width * c.rng.range(0.3, 0.7))}" cy="${n(c.height * 0.55)}" r="${n(c.height * 0.22)}" fill="${p.accent}"/>`;
  return {
    defs: linearGradient('s', [p.shades[3], p.shades[4]]) + linearGradient('w', [p.shades[1], p.shades[0]]),
    body:
      `<rect width="${c.width}" height="${c.height}" fill="url(#s)"/>${sun}` +
      `<path fill-rule="evenodd" fill="url(#w)" d="M0 0H${c.width}V${n(floor)}H0Z${holes}"/>` +
      `<rect y="${n(floor)}" width="${c.width}" height="${n(c.height - floor)}" fill="${p.shades[2]}"/>` +
      `<rect y="${n(floor)}" width="${c.width}" height="${n(c.height * 0.012)}" fill="${p.shades[4]}" opacity=".5"/>`,
  };
};

function bag(rng: Rng, x: number, floor: number, height: number, fill: string, trim: string): string {
  const w = height * rng.range(0.7, 0.95);
  const top = floor - height;
  const taper = w * 0.06;
  const handle = height * 0.28;
  return (
    `<ellipse cx="${n(x + w / 2)}" cy="${n(floor)}" rx="${n(w * 0.62)}" ry="${n(height * 0.05)}" fill="#000" opacity=".12"/>` +
    `<path d="M${n(x + w * 0.3)} ${n(top)}C${n(x + w * 0.3)} ${n(top - handle)} ${n(x + w * 0.7)} ${n(top - handle)} ${n(x + w * 0.7)} ${n(top)}" fill="none" stroke="${trim}" stroke-width="${n(w * 0.05)}"/>` +
    `<path d="M${n(x + taper)} ${n(top)}H${n(x + w - taper)}L${n(x + w)} ${n(floor)}H${n(x)}Z" fill="${fill}"/>` +
    `<rect x="${n(x + taper)}" y="${n(top)}" width="${n(w - taper * 2)}" height="${n(height * 0.1)}" fill="${trim}" opacity=".35"/>`
  );
}

const bags: Scene = (c, p) => {
  const floor = c.height * 0.84;
  const count = c.width > c.height * 1.5 ? 5 : 3;
  const colours = [p.shades[0], p.accent, p.shades[2], p.shades[1], p.shades[3]];
  const span = Math.min(c.width * 0.8, c.height * 0.5 * count);
  let x = (c.width - span) / 2;
  let body = '';
  for (let i = 0; i < count; i += 1) {
    const height = c.height * c.rng.range(0.32, 0.52);
    body += bag(c.rng, x, floor, height, colours[i % colours.length], p.shades[4]);
    x += span / count;
  }
  return {
    defs: linearGradient('s', [p.shades[3], p.shades[4]]),
    body:
      `<rect width="${c.width}" height="${c.height}" fill="url(#s)"/>` +
      `<circle cx="${n(c.width * c.rng.range(0.15, 0.85))}" cy="${n(c.height * 0.3)}" r="${n(c.height * 0.28)}" fill="${p.shades[4]}" opacity=".6"/>` +
      `<rect y="${n(floor)}" width="${c.width}" height="${n(c.height - floor)}" fill="${p.shades[2]}" opacity=".35"/>${body}`,
  };
};

const bauhaus: Scene = (c, p) => {
  const cols = Math.max(2, Math.min(12, Math.round(c.width / c.height) * 2));
  const cell = c.width / cols;
  const colours = [p.shades[0], p.shades[1], p.shades[2], p.shades[3], p.accent];
  let body = `<rect width="${c.width}" height="${c.height}" fill="${p.shades[4]}"/>`;
  for (let col = 0; col < cols; col += 1) {
    for (let row = 0; row < 2; row += 1) {
      const x = col * cell;
      const y = (row * c.height) / 2;
      const h = c.height / 2;
      const fill = c.rng.pick(colours);
      const shape = c.rng.int(0, 3);
      if (shape === 0)
        body += `<circle cx="${n(x + cell / 2)}" cy="${n(y + h / 2)}" r="${n(Math.min(cell, h) * 0.42)}" fill="${fill}"/>`;
      else if (shape === 1)
        body += `<path d="M${n(x)} ${n(y + h)}A${n(cell)} ${n(h)} 0 0 1 ${n(x + cell)} ${n(y + h)}Z" fill="${fill}"/>`;
      else if (shape === 2)
        body += `<rect x="${n(x + cell * 0.12)}" y="${n(y + h * 0.12)}" width="${n(cell * 0.76)}" height="${n(h * 0.76)}" rx="${n(Math.min(cell, h) * 0.2)}" fill="${fill}"/>`;
      else
        body += `<path d="M${n(x)} ${n(y)}H${n(x + cell)}A${n(cell)} ${n(h)} 0 0 1 ${n(x)} ${n(y + h)}Z" fill="${fill}" opacity=".85"/>`;
    }
  }
  return { defs: '', body };
};

const terrazzo: Scene = (c, p) => {
  const chips = Math.round(Math.min(48, 18 + (c.width * c.height) / 20000));
  const unit = Math.sqrt((c.width * c.height) / chips);
  const colours = [p.shades[0], p.shades[1], p.shades[2], p.shades[3], p.accent];
  let body = `<rect width="${c.width}" height="${c.height}" fill="${p.shades[4]}"/>`;
  for (let i = 0; i < chips; i += 1) {
    const cx = c.rng.range(0, c.width);
    const cy = c.rng.range(0, c.height);
    const r = unit * (c.rng.next() < 0.2 ? c.rng.range(0.45, 0.7) : c.rng.range(0.18, 0.38));
    const corners = c.rng.int(3, 5);
    const points = Array.from({ length: corners }, (_, k) => {
      const angle = (k / corners) * Math.PI * 2 + c.rng.range(-0.4, 0.4);
      const radius = r * c.rng.range(0.6, 1);
      return `${n(cx + Math.cos(angle) * radius)},${n(cy + Math.sin(angle) * radius)}`;
    });
    body += `<polygon points="${points.join(' ')}" fill="${c.rng.pick(colours)}"/>`;
  }
  return { defs: '', body };
};

const SCENES: Record<'hero' | 'feature' | 'card', readonly Scene[]> = {
  hero: [dunes, arcade, bags, dunes, bauhaus],
  feature: [dunes, arcade, bags, bauhaus, terrazzo],
  card: [bauhaus, terrazzo, bags, dunes, arcade],
};

export function renderScene(kind: 'hero' | 'feature' | 'card', c: Canvas): string {
  const palette = c.rng.pick(PALETTES);
  const { defs, body } = c.rng.pick(SCENES[kind])(c, palette);
  return svgDocument(c, defs, body);
}
