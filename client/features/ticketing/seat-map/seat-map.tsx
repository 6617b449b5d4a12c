import { untracked } from 'mobx';
import { observer } from 'mobx-react-lite';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import type { PlanPoint } from '../../../../src/common/domain/map/floor-plan';
import {
  MAX_ZOOM,
  MIN_ZOOM,
  revealPoint,
  viewBoxText,
  wholePlan,
  ZOOM_STEP,
  zoomView,
  type PlanView,
} from '../../../../src/common/domain/map/plan-view';
import { isSeatKey } from '../../../../src/common/domain/ticketing/seat-keys';
import { seatPitch } from '../../../../src/common/domain/ticketing/seat-map';
import type { SeatMapView } from '../../../../src/common/domain/ticketing/ticketing-wire';
import { usePlanGestures } from '../../map/use-plan-gestures';
import type { SeatSelectionStore } from '../seat-selection.store';
import { RovingStop } from './roving-stop';
import { SeatView } from './seat-view';

export const SEAT_MAP_KEYS_HINT =
  'Arrow keys move between seats, Enter or Space selects or unselects one; + and − zoom, 0 shows the whole venue.';

/** A seat this far from the next on screen (CSS px) is a target a finger can hit (WCAG 2.2 target size)... */
const TOUCH_TARGET_PX = 24;
/** ...and one whose state the eye reads at a glance, where the keyboard's focus is. */
const READABLE_PX = 16;
/** The venue is drawn no larger than this between seats when it fits the width. */
const LARGEST_PX = 30;

/** The seat a press, key or focus came from (the map handles them once, for every seat). */
const seatOf = (event: SyntheticEvent): string | undefined =>
  (event.target as Element).closest?.('[data-seat]')?.getAttribute('data-seat') ?? undefined;

interface SeatLayerProps {
  map: SeatMapView;
  seats: SeatSelectionStore;
  stop: RovingStop;
  r: number;
}

/** The stage, the sections' names and every seat: rendered again only when the map itself changes, never on a pan. */
/**
 * Seats drawn per task while a venue first shows: a venue of thousands fills in over a few frames, front rows
 * first, each batch a short task, so the page answers a press or a key all the while (bench/README.md P6 seated).
 */
const SEATS_PER_TASK = 200;

/** How many seats are drawn so far (all of them at once when rendered on the server or in a test). */
function useSeatsShown(total: number): number {
  const [shown, setShown] = useState(() => (typeof document === 'undefined' ? total : Math.min(total, SEATS_PER_TASK)));
  useEffect(() => {
    if (shown >= total) return undefined;
    const timer = setTimeout(() => setShown((count) => Math.min(total, count + SEATS_PER_TASK)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}

const SeatLayer = memo(function SeatLayer({ map, seats, stop, r }: SeatLayerProps) {
  const colors = new Map(map.categories.map((category) => [category._id, category.color]));
  const shown = useSeatsShown(seats.seatById.size);
  let drawn = 0;
  return (
    <>
      {map.stage ? (
        <g className="seat-map__stage" aria-hidden="true">
          <rect x={map.stage.x} y={map.stage.y} width={map.stage.width} height={map.stage.height} rx={r} />
          <text
            x={map.stage.x + map.stage.width / 2}
            y={map.stage.y + map.stage.height / 2}
            fontSize={map.stage.height * 0.6}
          >
            {map.stage.label}
          </text>
        </g>
      ) : null}
      {map.sections.map((section) => (
        <g key={section._id} className="seat-map__section">
          <text
            className="seat-map__section-name"
            x={section.labelX}
            y={section.labelY}
            fontSize={r * 2.2}
            aria-hidden="true"
          >
            {section.name}
          </text>
          {section.rows.flatMap((row) =>
            row.seats.map((seat) =>
              drawn++ >= shown ? null : (
                <SeatView
                  key={seat.statusId}
                  seat={seat}
                  seats={seats}
                  stop={stop}
                  r={r}
                  color={colors.get(seat.categoryId) ?? '#6b7280'}
                />
              ),
            ),
          )}
        </g>
      ))}
    </>
  );
});

/** The seat the one Tab stop starts on: the visitor's first seat, else the front row's first seat they can take. */
function firstStop(seats: SeatSelectionStore): string | undefined {
  return (
    seats.chosen[0]?.statusId ??
    seats.navigator.first((id) => {
      const seat = seats.seatById.get(id);
      return seat !== undefined && seats.statusOf(seat) === 'available';
    })
  );
}

/**
 * The seat map (issue 25): the venue drawn as SVG from the map data, fitted to the width; zoom in and out and back
 * to the whole venue by buttons, keys (+, −, 0), wheel and pinch, and moved by dragging; one Tab stop into the
 * seats (roving tabindex), arrow keys, Home and End to move between them (the domain's keyboard model), Enter or
 * Space or a press to select or unselect the seat; the view follows the focus.
 */
export const SeatMap = observer(function SeatMap({ map, seats }: { map: SeatMapView; seats: SeatSelectionStore }) {
  const bounds = useMemo(() => ({ x: 0, y: 0, width: map.width, height: map.height }), [map.width, map.height]);
  const [view, setViewState] = useState<PlanView>(() => wholePlan(bounds));
  const setView = useCallback((update: (view: PlanView) => PlanView) => setViewState(update), []);
  const svgRef = useRef<SVGSVGElement>(null);
  // inside the modal, whose body scrolls: the wheel scrolls it, Ctrl and the wheel (or a trackpad's pinch) zoom
  const gestures = usePlanGestures(svgRef, view, bounds, setView, { wheelZoomsWithCtrl: true });
  const pitch = useMemo(() => seatPitch(map), [map]);
  const r = pitch * 0.4;
  const hint = `${useId()}-keys`;
  const [stop] = useState(() => {
    const roving = new RovingStop();
    // read once, untracked: the map does not render again when the visitor's seats change
    const first = untracked(() => firstStop(seats));
    if (first) roving.set(first);
    return roving;
  });
  // the map read again (a seat was taken): the Tab stop kept where it was when that seat is still there
  useEffect(() => {
    if (stop.id && seats.seatById.has(stop.id)) return;
    const first = firstStop(seats);
    if (first) stop.set(first);
  }, [map, seats, stop]);

  const pointerType = useRef('mouse');
  /** the view zoomed around `at` until a seat is a comfortable target on screen (unchanged when it is one) */
  const readable = (current: PlanView, at: PlanPoint, wanted: number): PlanView => {
    const box = svgRef.current?.getBoundingClientRect();
    // the drawing is fitted into the box (preserveAspectRatio meet): the smaller of the two scales
    const scale = box ? Math.min(box.width / current.width, box.height / current.height) : 0;
    const onScreen = pitch * scale;
    return scale > 0 && onScreen < wanted ? zoomView(current, bounds, (wanted * 1.1) / onScreen, at) : current;
  };

  const focusSeat = (statusId: string) => {
    stop.set(statusId);
    svgRef.current?.querySelector<SVGGElement>(`[data-seat="${CSS.escape(statusId)}"]`)?.focus({ preventScroll: true });
  };

  // a seat reached by keyboard is brought into view, zoomed in to be seen when the venue is too small to read
  const onFocus = (event: FocusEvent<SVGSVGElement>) => {
    const id = seatOf(event);
    const seat = id ? seats.seatById.get(id) : undefined;
    if (!id || !seat) return;
    stop.set(id);
    if ((event.target as Element).matches(':focus-visible'))
      setView((current) => revealPoint(readable(current, seat, READABLE_PX), bounds, seat, r * 3));
  };

  // a finger on a seat too small to aim at zooms in around it; a seat large enough is selected
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const id = seatOf(event);
    const seat = id ? seats.seatById.get(id) : undefined;
    if (!id || !seat) return;
    stop.set(id);
    const zoomed = pointerType.current === 'touch' ? readable(view, seat, TOUCH_TARGET_PX) : view;
    if (zoomed !== view) setView(() => zoomed);
    else seats.toggle(id);
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const id = seatOf(event);
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (id && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      seats.toggle(id);
    } else if (id && isSeatKey(event.key)) {
      event.preventDefault();
      const next = seats.navigator.move(id, event.key);
      if (next) focusSeat(next);
    } else if (['+', '=', '-', '0'].includes(event.key)) gestures.onKeyDown(event);
  };

  return (
    <div className="seat-map">
      <div className="seat-map__toolbar" role="group" aria-label="Zoom">
        {(
          [
            ['Zoom in', view.zoom >= MAX_ZOOM, (v: PlanView) => zoomView(v, bounds, ZOOM_STEP)],
            ['Zoom out', view.zoom <= MIN_ZOOM, (v: PlanView) => zoomView(v, bounds, 1 / ZOOM_STEP)],
            ['Whole venue', view.zoom <= MIN_ZOOM, () => wholePlan(bounds)],
          ] as const
        ).map(([label, disabled, zoom]) => (
          <button
            key={label}
            type="button"
            className="button button--secondary seat-map__button"
            disabled={disabled}
            onClick={() => setView(zoom)}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="seat-map__viewport">
        <svg
          ref={svgRef}
          className="seat-map__svg"
          viewBox={viewBoxText(view)}
          // a small venue is not blown up past comfortable seats on a wide screen
          style={{ aspectRatio: `${map.width} / ${map.height}`, maxWidth: `${(map.width * LARGEST_PX) / pitch}px` }}
          data-zoomed={view.zoom > MIN_ZOOM || undefined}
          role="group"
          aria-label="Seat map"
          aria-describedby={hint}
          onClick={onClick}
          onFocus={onFocus}
          onKeyDown={onKeyDown}
          onPointerDown={(event) => {
            pointerType.current = event.pointerType;
            gestures.onPointerDown(event);
          }}
          onPointerMove={gestures.onPointerMove}
          onPointerUp={gestures.onPointerUp}
          onPointerCancel={gestures.onPointerCancel}
        >
          <SeatLayer map={map} seats={seats} stop={stop} r={r} />
        </svg>
      </div>
      <p className="seat-map__hint" id={hint}>
        {SEAT_MAP_KEYS_HINT}
      </p>
    </div>
  );
});
