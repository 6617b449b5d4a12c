import { observer } from 'mobx-react-lite';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
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
const SeatLayer = memo(function SeatLayer({ map, seats, stop, r }: SeatLayerProps) {
  const colors = new Map(map.categories.map((category) => [category._id, category.color]));
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
            row.seats.map((seat) => (
              <SeatView
                key={seat.statusId}
                seat={seat}
                seats={seats}
                stop={stop}
                r={r}
                color={colors.get(seat.categoryId) ?? '#6b7280'}
              />
            )),
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
  const gestures = usePlanGestures(svgRef, view, bounds, setView);
  const r = useMemo(() => seatPitch(map) * 0.4, [map]);
  const hint = `${useId()}-keys`;
  const [stop] = useState(() => {
    const roving = new RovingStop();
    const first = firstStop(seats);
    if (first) roving.set(first);
    return roving;
  });
  // the map read again (a seat was taken): the Tab stop kept where it was when that seat is still there
  useEffect(() => {
    if (stop.id && seats.seatById.has(stop.id)) return;
    const first = firstStop(seats);
    if (first) stop.set(first);
  }, [map, seats, stop]);

  const focusSeat = (statusId: string) => {
    stop.set(statusId);
    const element = svgRef.current?.querySelector<SVGGElement>(`[data-seat="${CSS.escape(statusId)}"]`);
    element?.focus({ preventScroll: true });
    const seat = seats.seatById.get(statusId);
    if (seat) setView((current) => revealPoint(current, bounds, seat, r * 3));
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
        <button
          type="button"
          className="seat-map__button"
          disabled={view.zoom >= MAX_ZOOM}
          onClick={() => setView((v) => zoomView(v, bounds, ZOOM_STEP))}
        >
          Zoom in
        </button>
        <button
          type="button"
          className="seat-map__button"
          disabled={view.zoom <= MIN_ZOOM}
          onClick={() => setView((v) => zoomView(v, bounds, 1 / ZOOM_STEP))}
        >
          Zoom out
        </button>
        <button
          type="button"
          className="seat-map__button"
          disabled={view.zoom <= MIN_ZOOM}
          onClick={() => setViewState(wholePlan(bounds))}
        >
          Whole venue
        </button>
      </div>
      <p className="seat-map__hint" id={hint}>
        {SEAT_MAP_KEYS_HINT}
      </p>
      <div className="seat-map__viewport">
        <svg
          ref={svgRef}
          className="seat-map__svg"
          viewBox={viewBoxText(view)}
          style={{ aspectRatio: `${map.width} / ${map.height}` }}
          data-zoomed={view.zoom > MIN_ZOOM || undefined}
          role="group"
          aria-label="Seat map"
          aria-describedby={hint}
          onClick={(event) => {
            const id = seatOf(event);
            if (!id) return;
            stop.set(id);
            seats.toggle(id);
          }}
          onFocus={(event) => {
            const id = seatOf(event);
            if (id) stop.set(id);
          }}
          onKeyDown={onKeyDown}
          onPointerDown={gestures.onPointerDown}
          onPointerMove={gestures.onPointerMove}
          onPointerUp={gestures.onPointerUp}
          onPointerCancel={gestures.onPointerCancel}
        >
          <SeatLayer map={map} seats={seats} stop={stop} r={r} />
        </svg>
      </div>
    </div>
  );
});
