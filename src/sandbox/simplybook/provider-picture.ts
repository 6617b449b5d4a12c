/**
 * Provider pictures at /uploads/providers/<name>.svg: a drawn avatar (initials on a coloured disc), so the
 * picture URL a client builds (public URL + picture_path) shows something real.
 */
import { SEED_UNITS } from './catalogue.seed';

const COLOURS = ['#2f6f73', '#8a4f7d', '#b5651d', '#3d5a98'];

/** the SVG for a picture path, or undefined when no provider has it */
export function providerPicture(pathname: string): string | undefined {
  const index = SEED_UNITS.findIndex((unit) => unit.picturePath === pathname);
  const unit = SEED_UNITS[index];
  if (!unit) return undefined;
  const initials = unit.name
    .split(' ')
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2);
  const colour = COLOURS[index % COLOURS.length] ?? COLOURS[0];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img">',
    `<title>${unit.name}</title>`,
    `<circle cx="80" cy="80" r="80" fill="${colour}"/>`,
    '<circle cx="80" cy="62" r="30" fill="#ffffff" fill-opacity="0.25"/>',
    '<path d="M28 140c8-30 30-44 52-44s44 14 52 44" fill="#ffffff" fill-opacity="0.25"/>',
    `<text x="80" y="92" text-anchor="middle" font-family="Arial, sans-serif" font-size="44" fill="#ffffff">${initials}</text>`,
    '</svg>',
  ].join('');
}
