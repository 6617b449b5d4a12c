import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { PlanBounds, PlanPoint } from '../../../src/common/domain/map/floor-plan';
import { PAN_STEP, panView, ZOOM_STEP, zoomView, type PlanView } from '../../../src/common/domain/map/plan-view';

type SetView = (update: (view: PlanView) => PlanView) => void;

/** How far a pointer moves before a press becomes a drag. */
const DRAG_SLOP_PX = 4;

/** Plan units per screen pixel, and the plan point under a screen point. */
function measure(
  svg: SVGSVGElement,
  view: PlanView,
  clientX: number,
  clientY: number,
): { scale: number; at: PlanPoint } {
  const rect = svg.getBoundingClientRect();
  const scale = view.width / Math.max(rect.width, 1);
  return { scale, at: { x: view.x + (clientX - rect.left) * scale, y: view.y + (clientY - rect.top) * scale } };
}

export interface PlanGestureOptions {
  /**
   * The wheel zooms only with Ctrl (or ⌘) held, as a trackpad's pinch sends it; a plain wheel scrolls what the plan
   * is in (a map inside a dialog that scrolls). By default every wheel turn zooms.
   */
  wheelZoomsWithCtrl?: boolean;
}

/**
 * Zoom and pan of the plan by wheel, drag, pinch and keys (+/-, 0, arrows). The wheel listener is added by hand:
 * React's is passive, and the page must not scroll while the wheel zooms the plan.
 */
export function usePlanGestures(
  svgRef: RefObject<SVGSVGElement | null>,
  view: PlanView,
  bounds: PlanBounds,
  setView: SetView,
  { wheelZoomsWithCtrl = false }: PlanGestureOptions = {},
) {
  const viewRef = useRef(view);
  viewRef.current = view;
  const pointers = useRef(new Map<number, PlanPoint>());
  const dragging = useRef(false);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return undefined;
    const onWheel = (event: WheelEvent) => {
      if (wheelZoomsWithCtrl && !event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const { at } = measure(svg, viewRef.current, event.clientX, event.clientY);
      setView((current) => zoomView(current, bounds, event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, at));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [svgRef, bounds, setView, wheelZoomsWithCtrl]);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const before = pointers.current.get(event.pointerId);
    const svg = svgRef.current;
    if (!before || !svg) return;
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId).map(([, point]) => point);
    const now = { x: event.clientX, y: event.clientY };
    // a press that moves less than a few pixels is a press (of a seat, say), not a drag: the pointer is taken
    // for the drag only once it has moved, so a press still clicks what it was on
    if (others.length === 0 && !dragging.current) {
      if (Math.hypot(now.x - before.x, now.y - before.y) < DRAG_SLOP_PX) return;
      dragging.current = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    pointers.current.set(event.pointerId, now);
    const other = others[0];
    if (other) {
      // pinch: the change in distance between two fingers zooms around their midpoint
      const factor =
        Math.hypot(now.x - other.x, now.y - other.y) / Math.max(Math.hypot(before.x - other.x, before.y - other.y), 1);
      const { at } = measure(svg, viewRef.current, (now.x + other.x) / 2, (now.y + other.y) / 2);
      setView((current) => zoomView(current, bounds, factor, at));
      return;
    }
    const { scale } = measure(svg, viewRef.current, now.x, now.y);
    setView((current) => panView(current, bounds, (before.x - now.x) * scale, (before.y - now.y) * scale));
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) dragging.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<Element>) => {
    const step = (axis: 'x' | 'y', sign: number) => (current: PlanView) =>
      panView(
        current,
        bounds,
        axis === 'x' ? sign * current.width * PAN_STEP : 0,
        axis === 'y' ? sign * current.height * PAN_STEP : 0,
      );
    const actions: Record<string, (current: PlanView) => PlanView> = {
      '+': (current) => zoomView(current, bounds, ZOOM_STEP),
      '=': (current) => zoomView(current, bounds, ZOOM_STEP),
      '-': (current) => zoomView(current, bounds, 1 / ZOOM_STEP),
      '0': (current) => zoomView(current, bounds, 0),
      ArrowLeft: step('x', -1),
      ArrowRight: step('x', 1),
      ArrowUp: step('y', -1),
      ArrowDown: step('y', 1),
    };
    const action = actions[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    setView(action);
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown };
}
