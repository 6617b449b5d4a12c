/**
 * People (centre managers, competition winners, stylists): a friendly flat portrait drawn in a 100-unit
 * square and cropped to the requested size. Skin tones and hair are seeded, so a name keeps its face.
 */
import { PALETTES, coverSquare, n, svgDocument, type Canvas } from './artwork-kit';

const SKIN = ['#FBD9B8', '#F1C27D', '#E0AC69', '#C68642', '#A0673F', '#8D5524', '#5C3A21'];
const HAIR = ['#1E1410', '#3B2418', '#6B4226', '#A8743A', '#D9B26F', '#8C8C8C', '#A3472F'];

/** Hair drawn behind the head (long styles) or over it (short styles). */
function hair(style: number, colour: string): { back: string; front: string } {
  switch (style) {
    case 0: // short crop
      return {
        back: '',
        front: `<path d="M33 42C32 26 42 20 51 20C61 20 69 27 67 42C64 33 57 29 50 29C43 29 37 33 33 42Z" fill="${colour}"/>`,
      };
    case 1: // long, past the shoulders
      return {
        back: `<path d="M30 44C28 24 40 18 50 18C60 18 72 24 70 44L72 74H28Z" fill="${colour}"/>`,
        front: `<path d="M34 40C36 28 44 24 52 24C60 25 66 31 66 40C60 33 48 31 34 40Z" fill="${colour}"/>`,
      };
    case 2: // bun
      return {
        back: `<circle cx="50" cy="21" r="9" fill="${colour}"/>`,
        front: `<path d="M33 40C33 27 41 22 50 22C59 22 67 27 67 40C62 31 56 29 50 29C44 29 38 31 33 40Z" fill="${colour}"/>`,
      };
    case 3: // curls
      return {
        back: '',
        front: [
          [36, 30],
          [43, 24],
          [51, 22],
          [59, 25],
          [65, 31],
          [34, 38],
          [67, 38],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${colour}"/>`)
          .join(''),
      };
    default: // close shave: a soft hairline only
      return {
        back: '',
        front: `<path d="M35 36C37 27 44 24 50 24C57 24 63 27 65 36C59 31 41 31 35 36Z" fill="${colour}" opacity=".8"/>`,
      };
  }
}

export function renderPerson(c: Canvas): string {
  const palette = c.rng.pick(PALETTES);
  const skin = c.rng.pick(SKIN);
  const { back, front } = hair(c.rng.int(0, 4), c.rng.pick(HAIR));
  const top = c.rng.pick([palette.shades[0], palette.shades[1], palette.shades[2], palette.accent]);
  const figure =
    `<rect width="100" height="100" fill="${palette.shades[4]}"/>` +
    `<circle cx="${n(c.rng.range(20, 80))}" cy="${n(c.rng.range(15, 35))}" r="26" fill="${palette.shades[3]}" opacity=".45"/>` +
    back +
    `<path d="M18 100C18 78 32 70 50 70C68 70 82 78 82 100Z" fill="${top}"/>` +
    `<path d="M43 60H57V71C57 75 43 75 43 71Z" fill="${skin}"/>` +
    `<path d="M42 70L50 78L58 70" fill="none" stroke="${palette.shades[4]}" stroke-width="2" opacity=".7"/>` +
    `<ellipse cx="50" cy="44" rx="16" ry="19" fill="${skin}"/>` +
    front;
  return svgDocument(c, '', coverSquare(c, figure, 100, 'xMidYMax'));
}
