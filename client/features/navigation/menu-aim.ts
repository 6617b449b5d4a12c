/**
 * Menu aim (spec 1 §4, flyout menu: "row activation is delayed when the pointer moves toward the submenu
 * (tolerance 100, last 8 mouse positions remembered)"). The technique of Ben Kamens' jQuery-menu-aim:
 * while the pointer travels from a row toward the submenu on its right, crossing other rows on the way,
 * those rows do not steal the submenu. Pure geometry, so it is tested without a browser.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** spec 1 §4: tolerance 100 (px above and below the rows that still count as heading for the submenu). */
export const MENU_AIM_TOLERANCE = 100;
/** spec 1 §4: the last 8 mouse positions are remembered. */
export const MENU_AIM_POSITIONS = 8;
/** how long a row waits before it may activate while the pointer heads for the submenu */
export const MENU_AIM_DELAY_MS = 300;

/** Remembers the last positions (oldest first). */
export function rememberPosition(positions: Point[], point: Point, limit = MENU_AIM_POSITIONS): Point[] {
  const next = [...positions, point];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

const slope = (a: Point, b: Point): number => (b.y - a.y) / (b.x - a.x);

/**
 * How long to wait before activating another row: MENU_AIM_DELAY_MS while the pointer moves into the
 * triangle between where it was and the submenu's edge (rows' right edge, extended by the tolerance);
 * 0 when no row is active yet, the pointer came from outside the rows, or it has stopped moving.
 *
 * @param rows the box of the rows list; the submenu opens on its right
 * @param positions the remembered pointer positions, oldest first
 * @param lastDelayed where the pointer was when the last delay was granted (a still pointer is not delayed again)
 */
export function activationDelay(
  rows: Box,
  positions: Point[],
  hasActiveRow: boolean,
  lastDelayed?: Point,
  tolerance = MENU_AIM_TOLERANCE,
): number {
  const current = positions[positions.length - 1];
  if (!hasActiveRow || !current) return 0;
  const previous = positions[0] ?? current;
  const right = rows.left + rows.width;
  const bottom = rows.top + rows.height;
  // the pointer came from outside the rows: it is not on its way from a row to the submenu
  if (previous.x < rows.left || previous.x > right || previous.y < rows.top || previous.y > bottom) return 0;
  if (lastDelayed && lastDelayed.x === current.x && lastDelayed.y === current.y) return 0;
  const upperCorner = { x: right, y: rows.top - tolerance };
  const lowerCorner = { x: right, y: bottom + tolerance };
  const towardSubmenu =
    slope(current, upperCorner) < slope(previous, upperCorner) &&
    slope(current, lowerCorner) > slope(previous, lowerCorner);
  return towardSubmenu ? MENU_AIM_DELAY_MS : 0;
}
