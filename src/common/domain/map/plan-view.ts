import type { PlanBounds, PlanPoint } from './floor-plan';

/** The part of the plan in view (an SVG viewBox): zoom 1 shows the whole plan. */
export interface PlanView extends PlanBounds {
  zoom: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
/** One press of 'Zoom in' / '+', or one wheel notch. */
export const ZOOM_STEP = 1.5;
/** One arrow key press moves a tenth of what is in view. */
export const PAN_STEP = 0.1;

export function wholePlan(bounds: PlanBounds): PlanView {
  return { ...bounds, zoom: 1 };
}

/** Zooms by `factor` keeping `focus` (a plan point; default the view's centre) where it is on screen. */
export function zoomView(view: PlanView, bounds: PlanBounds, factor: number, focus?: PlanPoint): PlanView {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.zoom * factor));
  const at = focus ?? { x: view.x + view.width / 2, y: view.y + view.height / 2 };
  const width = bounds.width / zoom;
  const height = bounds.height / zoom;
  const x = at.x - ((at.x - view.x) * width) / view.width;
  const y = at.y - ((at.y - view.y) * height) / view.height;
  return clampView({ x, y, width, height, zoom }, bounds);
}

/** Moves the view by (dx, dy) plan units, never past the plan's edges. */
export function panView(view: PlanView, bounds: PlanBounds, dx: number, dy: number): PlanView {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, bounds);
}

/**
 * The view moved just enough to show `point` with `margin` plan units around it (a seat the keyboard moved to);
 * the same view when it is in view already.
 */
export function revealPoint(view: PlanView, bounds: PlanBounds, point: PlanPoint, margin: number): PlanView {
  const shift = (at: number, from: number, size: number): number => {
    const room = Math.min(margin, size / 2);
    if (at - room < from) return at - room - from;
    if (at + room > from + size) return at + room - (from + size);
    return 0;
  };
  const dx = shift(point.x, view.x, view.width);
  const dy = shift(point.y, view.y, view.height);
  return dx === 0 && dy === 0 ? view : panView(view, bounds, dx, dy);
}

function clampView(view: PlanView, bounds: PlanBounds): PlanView {
  const x = Math.min(Math.max(view.x, bounds.x), bounds.x + bounds.width - view.width);
  const y = Math.min(Math.max(view.y, bounds.y), bounds.y + bounds.height - view.height);
  return { ...view, x, y };
}

export function viewBoxText(view: PlanBounds): string {
  const r = (n: number) => Math.round(n * 100) / 100;
  return `${r(view.x)} ${r(view.y)} ${r(view.width)} ${r(view.height)}`;
}
