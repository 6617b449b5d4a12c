import type { PlanBounds, PlanPoint } from './floor-plan';

/**
 * The names written on the plan's units (docs/indoor-map.md "Labels"): a size in plan units that, with the plan
 * never drawn narrower than `minPlanWidth`, is never under 11 CSS px on screen; names that do not fit their unit
 * are wrapped onto a second line, then cut with an ellipsis (the full name is the unit's tooltip and accessible
 * name, and shows on focus).
 */
export const LABEL_SIZE = 13;
/** The smallest a label may be on screen at the default zoom, in CSS px. */
export const MIN_LABEL_PX = 11;
/** A generous mean width of one character of the plan's bold face, as a share of its size. */
const CHAR_WIDTH = 0.58;
const LINE_HEIGHT = 1.2;
/** Room kept clear inside a unit's edges, plan units. */
const PADDING = 6;
const MAX_LINES = 2;
const ELLIPSIS = '…';

/** The narrowest the plan is drawn (CSS px): any narrower and its labels would fall under MIN_LABEL_PX. */
export function minPlanWidth(bounds: PlanBounds): number {
  return Math.ceil((bounds.width * MIN_LABEL_PX) / LABEL_SIZE);
}

export interface UnitLabel {
  lines: string[];
  /** the name did not fit whole */
  abbreviated: boolean;
}

/** How many characters of a label fit across `width` plan units. */
export function charsAcross(width: number, size = LABEL_SIZE): number {
  return Math.max(0, Math.floor((width - 2 * PADDING) / (size * CHAR_WIDTH)));
}

/**
 * A unit's name fitted to its outline's box: whole on one or two lines, else cut short after its last whole word
 * that fits, with an ellipsis.
 */
export function fitLabel(name: string, box: { width: number; height: number }, size = LABEL_SIZE): UnitLabel {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const across = charsAcross(box.width, size);
  const rows = Math.max(1, Math.min(MAX_LINES, Math.floor((box.height - 2 * PADDING) / (size * LINE_HEIGHT))));
  if (words.length === 0 || across < 2) return { lines: [], abbreviated: words.length > 0 };
  const lines: string[] = [];
  const rest = [...words];
  while (rest.length > 0 && lines.length < rows) {
    const taken: string[] = [];
    while (rest.length > 0 && [...taken, rest[0]].join(' ').length <= across) taken.push(rest.shift() as string);
    if (taken.length === 0) break; // a word longer than the line: cut below
    lines.push(taken.join(' '));
  }
  if (rest.length === 0) return { lines, abbreviated: false };
  // what is left does not fit: the last line takes the whole words of it that fit beside an ellipsis (a screen
  // reader's name, the full one, then still holds every word shown), or a cut word when not even one does
  const lastIndex = Math.min(lines.length, rows - 1);
  const tail = [...lines.slice(lastIndex), ...rest].join(' ').split(' ');
  const whole: string[] = [];
  while (tail.length > 0 && [...whole, tail[0]].join(' ').length <= across - 1) whole.push(tail.shift() as string);
  const kept = whole.length > 0 ? whole.join(' ') : (tail[0] ?? '').slice(0, across - 1);
  return { lines: [...lines.slice(0, lastIndex), `${kept.replace(/[\s&,.-]+$/, '')}${ELLIPSIS}`], abbreviated: true };
}

/** The box of an outline: where its label may go. */
export function boxOf(points: PlanPoint[]): { width: number; height: number } {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}
