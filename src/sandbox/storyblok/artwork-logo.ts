/**
 * Store and brand logos: a typographic tile in one strong brand colour, as real directory tiles look.
 * Four lockups (wordmark, monogram, serif, stacked) chosen by the seed; text is sized to fit the tile.
 */
import { BRAND_COLOURS, n, svgDocument, type Canvas } from './artwork-kit';
import { FONTS, balancedLines, fitSize, initials, text } from './artwork-type';

type Brand = (typeof BRAND_COLOURS)[number];

function wordmark(c: Canvas, brand: Brand, family: string): string {
  const avail = c.width * 0.8;
  const layouts = balancedLines(c.label.toUpperCase()).map((lines) => {
    const longest = Math.max(...lines.map((line) => line.length));
    return { lines, size: fitSize(longest, 0.8, avail, c.height * (lines.length === 1 ? 0.3 : 0.2)), longest };
  });
  const { lines, size, longest } = layouts.reduce((best, layout) => (layout.size > best.size * 1.15 ? layout : best));
  const estimate = longest * size * 0.8;
  const lineHeight = size * 1.15;
  const firstY = c.height / 2 + size * 0.35 - ((lines.length - 1) * lineHeight) / 2;
  const rule = Math.min(estimate, avail) * 0.35;
  const ruleY = firstY + (lines.length - 1) * lineHeight + size * 0.35;
  return (
    lines
      .map((line, i) =>
        text(line, {
          x: c.width / 2,
          y: firstY + i * lineHeight,
          size,
          family,
          fill: brand.ink,
          weight: 700,
          spacing: size * 0.12,
          fitWidth: avail,
          estimate: line.length * size * 0.8,
        }),
      )
      .join('') +
    `<rect x="${n(c.width / 2 - rule / 2)}" y="${n(ruleY)}" width="${n(rule)}" height="${n(Math.max(1, size * 0.08))}" fill="${brand.accent}"/>`
  );
}

function monogram(c: Canvas, brand: Brand): string {
  const wide = c.width > c.height * 1.6;
  const r = Math.min(c.width, c.height) * (wide ? 0.3 : 0.24);
  const cx = wide ? c.height * 0.2 + r : c.width / 2;
  const cy = wide ? c.height / 2 : c.height * 0.42;
  const mark = initials(c.label);
  const ring = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${brand.accent}" stroke-width="${n(r * 0.07)}"/>`;
  const letters = text(mark, {
    x: cx,
    y: cy + r * 0.32,
    size: r * (mark.length > 1 ? 0.85 : 1.1),
    family: FONTS.serif,
    fill: brand.ink,
  });
  const name = c.label.toUpperCase();
  const avail = wide ? c.width - cx - r * 1.6 : c.width * 0.84;
  const size = fitSize(name.length, 0.75, avail, wide ? c.height * 0.18 : c.height * 0.1);
  const estimate = name.length * size * 0.75;
  const caption = wide
    ? { x: cx + r * 1.4, y: cy + size * 0.35, anchor: 'start' as const }
    : { x: c.width / 2, y: cy + r + size * 1.6, anchor: 'middle' as const };
  return (
    ring +
    letters +
    text(name, {
      ...caption,
      size,
      family: FONTS.sans,
      fill: brand.ink,
      weight: 600,
      spacing: size * 0.18,
      fitWidth: avail,
      estimate,
    })
  );
}

function serif(c: Canvas, brand: Brand): string {
  const inset = Math.min(c.width, c.height) * 0.07;
  const avail = c.width - inset * 4;
  const size = fitSize(c.label.length, 0.5, avail, c.height * 0.34);
  const estimate = c.label.length * size * 0.5;
  const frame = `<rect x="${n(inset)}" y="${n(inset)}" width="${n(c.width - inset * 2)}" height="${n(c.height - inset * 2)}" fill="none" stroke="${brand.accent}" stroke-width="${n(Math.max(1, inset * 0.12))}"/>`;
  return (
    frame +
    text(c.label, {
      x: c.width / 2,
      y: c.height / 2 + size * 0.3,
      size,
      family: FONTS.serif,
      fill: brand.ink,
      italic: true,
      fitWidth: avail,
      estimate,
    })
  );
}

/**
 * Up to three balanced lines, heavy and left-aligned beside an accent bar; one line sits on an accent rule
 * instead, since a bar beside a single word reads as a stray '|' before the name (issue 26 part 6: the header's
 * 'Willowvale' logo).
 */
function stacked(c: Canvas, brand: Brand): string {
  const words = c.label.toUpperCase().split(' ');
  const lineCount = Math.min(3, words.length);
  const lines: string[] = Array.from({ length: lineCount }, () => '');
  const perLine = Math.ceil(words.length / lineCount);
  words.forEach((word, i) => {
    const line = Math.min(lineCount - 1, Math.floor(i / perLine));
    lines[line] = lines[line] ? `${lines[line]} ${word}` : word;
  });
  const pad = Math.min(c.width, c.height) * 0.14;
  const single = lineCount === 1;
  const bar = pad * 0.35;
  const availW = c.width - pad * 2 - (single ? 0 : bar * 2);
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(fitSize(longest, 0.74, availW, c.height), (c.height - pad * 2) / (lineCount * 1.05));
  const top = c.height / 2 - (lineCount * size * 1.02) / 2;
  const x = single ? pad : pad + bar * 2;
  const bars = single
    ? `<rect x="${n(pad)}" y="${n(top + size * 1.02)}" width="${n(Math.min(availW, longest * size * 0.74) * 0.4)}" height="${n(bar * 0.6)}" fill="${brand.accent}"/>`
    : `<rect x="${n(pad)}" y="${n(top + size * 0.12)}" width="${n(bar)}" height="${n(lineCount * size * 1.02 - size * 0.2)}" fill="${brand.accent}"/>`;
  return (
    bars +
    lines
      .map((line, i) =>
        text(line, {
          x,
          y: top + size * (0.86 + i * 1.02),
          size,
          family: FONTS.heavy,
          fill: brand.ink,
          weight: 900,
          anchor: 'start',
          fitWidth: availW,
          estimate: line.length * size * 0.74,
        }),
      )
      .join('')
  );
}

export function renderLogo(c: Canvas): string {
  const brand = c.rng.pick(BRAND_COLOURS);
  const style = c.rng.pick(['wordmark', 'wordmark-geo', 'monogram', 'serif', 'stacked'] as const);
  const background = `<rect width="${c.width}" height="${c.height}" fill="${brand.fill}"/>`;
  // A hairline border keeps white tiles visible on white pages.
  const edge =
    brand.fill === '#FFFFFF'
      ? `<rect x=".5" y=".5" width="${c.width - 1}" height="${c.height - 1}" fill="none" stroke="#E4E4E4"/>`
      : '';
  const marks = {
    wordmark: () => wordmark(c, brand, FONTS.sans),
    'wordmark-geo': () => wordmark(c, brand, FONTS.geometric),
    monogram: () => monogram(c, brand),
    serif: () => serif(c, brand),
    stacked: () => stacked(c, brand),
  };
  return svgDocument(c, '', background + edge + marks[style]());
}
