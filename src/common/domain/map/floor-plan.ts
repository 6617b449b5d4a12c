/**
 * The site's own floor plan (docs/indoor-map.md): drawn when no map vendor is configured, from the centre's
 * mapping story (foundation/mapping). Pure rules shared by the server's render and the browser's island.
 */
export interface PlanPoint {
  x: number;
  y: number;
}

export const AMENITY_KINDS = ['entrance', 'car-park', 'toilets', 'parents-room', 'lift', 'escalator'] as const;
export type AmenityKind = (typeof AMENITY_KINDS)[number];

/** The legend's words for each amenity symbol. */
export const AMENITY_LABELS: Record<AmenityKind, string> = {
  entrance: 'Entrance',
  'car-park': 'Car park',
  toilets: 'Toilets',
  'parents-room': "Parents' room",
  lift: 'Lift',
  escalator: 'Escalator',
};

export interface PlanBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Room around the drawing so the words of symbols and selected stores on its edge are not cut. */
const MARGIN = 80;

/** `"x,y x,y ..."` (an SVG polygon's points) to points; anything malformed gives no points at all. */
export function parsePoints(text: string | undefined): PlanPoint[] {
  const pairs = String(text ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const points = pairs.map((pair) => pair.split(',').map(Number));
  if (points.length < 3 || points.some((p) => p.length !== 2 || p.some((n) => !Number.isFinite(n)))) return [];
  return points.map(([x, y]) => ({ x: x as number, y: y as number }));
}

export function pointsText(points: PlanPoint[]): string {
  return points.map((p) => `${p.x},${p.y}`).join(' ');
}

/**
 * The plan's drawing area: every point of every floor plus a margin, so all floors share one frame and switching
 * floors never moves the building.
 */
export function planBounds(points: PlanPoint[]): PlanBounds {
  if (points.length === 0) return { x: 0, y: 0, width: 100, height: 100 };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs) - MARGIN;
  const y = Math.min(...ys) - MARGIN;
  return { x, y, width: Math.max(...xs) + MARGIN - x, height: Math.max(...ys) + MARGIN - y };
}

/** Where a unit's label goes: the centroid of its outline (the vertices' mean when the outline has no area). */
export function labelPosition(points: PlanPoint[]): PlanPoint {
  let area = 0;
  let cx = 0;
  let cy = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as PlanPoint;
    const cross = p.x * q.y - q.x * p.y;
    area += cross;
    cx += (p.x + q.x) * cross;
    cy += (p.y + q.y) * cross;
  });
  if (Math.abs(area) < 1e-9) {
    const n = Math.max(points.length, 1);
    return { x: round(points.reduce((s, p) => s + p.x, 0) / n), y: round(points.reduce((s, p) => s + p.y, 0) / n) };
  }
  return { x: round(cx / (3 * area)), y: round(cy / (3 * area)) };
}

const round = (n: number) => Math.round(n * 10) / 10;
