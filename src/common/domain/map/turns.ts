import type { PlanPoint } from './floor-plan';

/** Which way a walker turns, or where something stands, seen from the way they are facing. */
export type Turn = 'straight' | 'left' | 'right' | 'back';

/** Under this many degrees a change of direction is walking on, not a turn. */
export const STRAIGHT_DEGREES = 35;
/** Over this many degrees it is turning back. */
export const BACK_DEGREES = 150;

export const heading = (from: PlanPoint, to: PlanPoint): PlanPoint => ({ x: to.x - from.x, y: to.y - from.y });

/**
 * The turn from facing `before` to facing `after`. The plan's y axis points down (SVG), so a positive cross
 * product is clockwise on the screen: a right turn for someone walking on the plan.
 */
export function turnBetween(before: PlanPoint, after: PlanPoint): Turn {
  const degrees = angleBetween(before, after);
  if (Math.abs(degrees) < STRAIGHT_DEGREES) return 'straight';
  if (Math.abs(degrees) > BACK_DEGREES) return 'back';
  return degrees > 0 ? 'right' : 'left';
}

/** Signed angle in degrees from `a` to `b`, clockwise on the screen positive. */
export function angleBetween(a: PlanPoint, b: PlanPoint): number {
  const cross = a.x * b.y - a.y * b.x;
  const dot = a.x * b.x + a.y * b.y;
  return (Math.atan2(cross, dot) * 180) / Math.PI;
}

/** The words of a turn as a step says them. */
export const TURN_WORDS: Record<Turn, string> = {
  straight: 'go straight ahead',
  left: 'turn left',
  right: 'turn right',
  back: 'turn around',
};

/** Where a store's door is for someone facing `facing`: 'on your left', 'on your right' or 'straight ahead'. */
export function sideWords(facing: PlanPoint, toDoor: PlanPoint): string {
  const turn = turnBetween(facing, toDoor);
  if (turn === 'left') return 'on your left';
  if (turn === 'right') return 'on your right';
  return turn === 'straight' ? 'straight ahead' : 'behind you';
}
