import { forwardRef, type PointerEventHandler } from 'react';
import { AMENITY_LABELS, type AmenityKind, type PlanBounds } from '../../../src/common/domain/map/floor-plan';
import { LABEL_SIZE } from '../../../src/common/domain/map/unit-labels';
import { viewBoxText, type PlanView } from '../../../src/common/domain/map/plan-view';
import type { PlanFloorModel, PlanUnitModel } from '../../../src/page-model/map/floor-plan.model';
import type { RouteModel } from '../../../src/page-model/map/wayfinding.model';

/** The short mark drawn in each amenity's symbol (its words are drawn beside it and listed in the legend). */
export const AMENITY_MARKS: Record<AmenityKind, string> = {
  entrance: 'E',
  'car-park': 'P',
  toilets: 'WC',
  'parents-room': 'PR',
  lift: 'L',
  escalator: 'ES',
};

type FoundRoute = Extract<RouteModel, { found: true }>;

/** The id of the unit the search found or the route goes to. */
export const MAP_FOUND_ID = 'map-found';

interface Props {
  floor: PlanFloorModel;
  bounds: PlanBounds;
  view: PlanView;
  /** ids of the svg's title and description */
  idPrefix: string;
  /** the store found by the search or chosen for a route: highlighted as a selected one is */
  highlight?: string;
  route?: FoundRoute;
  onPointerDown?: PointerEventHandler<SVGSVGElement>;
  onPointerMove?: PointerEventHandler<SVGSVGElement>;
  onPointerUp?: PointerEventHandler<SVGSVGElement>;
  onPointerCancel?: PointerEventHandler<SVGSVGElement>;
}

/**
 * One floor of the plan: the floor's outline and malls, every shop unit (each store's a link to its page with its
 * name written on it), amenities with their words, and the route's line where it crosses this floor.
 */
export const FloorPlanSvg = forwardRef<SVGSVGElement, Props>(function FloorPlanSvg(
  { floor, bounds, view, idPrefix, highlight, route, ...pointer },
  ref,
) {
  const isSelected = (unit: PlanUnitModel) => Boolean(unit.store && (unit.selected || unit.store.key === highlight));
  const selected = floor.units.filter(isSelected);
  const stores = floor.units.filter((unit) => unit.store).length;
  const description =
    `${floor.name}: ${stores} stores` +
    (selected.length > 0 ? `; selected: ${selected.map((unit) => unit.store?.title).join(', ')}` : '') +
    `; ${floor.amenities.map((item) => item.label).join(', ')}.`;
  const legs = route?.legs.filter((leg) => leg.floor === floor.code) ?? [];
  return (
    <svg
      ref={ref}
      className={`floor-plan__svg${view.zoom > 1 ? ' floor-plan__svg--zoomed' : ''}`}
      viewBox={viewBoxText(view)}
      aria-labelledby={`${idPrefix}-title ${idPrefix}-desc`}
      data-floor={floor.code}
      data-zoom={String(Math.round(view.zoom * 100) / 100)}
      {...pointer}
    >
      <title id={`${idPrefix}-title`}>{`Floor plan, ${floor.name}`}</title>
      <desc id={`${idPrefix}-desc`}>{description}</desc>
      <rect className="floor-plan__ground" x={bounds.x} y={bounds.y} width={bounds.width} height={bounds.height} />
      {floor.outline ? <polygon className="floor-plan__outline" points={floor.outline} /> : null}
      {floor.corridors.map((points) => (
        <polygon key={points} className="floor-plan__corridor" points={points} />
      ))}
      {floor.units.map((unit) =>
        unit.store ? (
          <StoreUnit key={unit.points} unit={unit} selected={isSelected(unit)} found={unit.store.key === highlight} />
        ) : (
          <polygon key={unit.points} points={unit.points} className="floor-plan__unit floor-plan__unit--vacant" />
        ),
      )}
      {/* the route under the symbols: an entrance, car park or lift it passes stays readable; its start rings one */}
      {route ? <RouteLayer route={route} floor={floor.code} legs={legs} /> : null}
      {floor.amenities.map((item) => (
        <g key={`${item.kind}-${item.x}-${item.y}`} className={`floor-plan__amenity floor-plan__amenity--${item.kind}`}>
          <circle cx={item.x} cy={item.y} r={14} />
          <text x={item.x} y={item.y} className="floor-plan__mark">
            {AMENITY_MARKS[item.kind]}
          </text>
          <text x={item.x} y={item.y + 28} className="floor-plan__amenity-label">
            {item.label || AMENITY_LABELS[item.kind]}
          </text>
        </g>
      ))}
    </svg>
  );
});

/**
 * A store's unit: a link to its store named 'Ada & Wren, Level 1, unit 112', and beside it (not inside: the link's
 * name is the whole name, whatever the label shows) its name as fitted to the unit, and the whole name shown over
 * the plan while the link has focus or the pointer.
 */
function StoreUnit({ unit, selected, found }: { unit: PlanUnitModel; selected: boolean; found: boolean }) {
  const store = unit.store as NonNullable<PlanUnitModel['store']>;
  const lineHeight = LABEL_SIZE * 1.2;
  const top = unit.label.y - ((unit.lines.length - 1) * lineHeight) / 2;
  return (
    <>
      <a
        href={store.href}
        className="floor-plan__store"
        aria-label={unit.name ?? store.title}
        data-store={store.key}
        // the search's answer scrolls here without script (its form's address ends in #map-found)
        id={found ? MAP_FOUND_ID : undefined}
      >
        <title>{unit.name ?? store.title}</title>
        <polygon points={unit.points} className={`floor-plan__unit${selected ? ' floor-plan__unit--selected' : ''}`} />
      </a>
      <g className="floor-plan__unit-label" aria-hidden="true">
        <text
          x={unit.label.x}
          y={top}
          className={`floor-plan__label${unit.abbreviated ? ' floor-plan__label--short' : ''}`}
          data-label-for={store.key}
        >
          {unit.lines.map((line, index) => (
            <tspan key={index} x={unit.label.x} dy={index === 0 ? 0 : lineHeight}>
              {index === 0 ? line : ` ${line}`}
            </tspan>
          ))}
        </text>
        {unit.abbreviated ? (
          <text x={unit.label.x} y={unit.label.y} className="floor-plan__label floor-plan__label--full">
            {store.title}
          </text>
        ) : null}
      </g>
    </>
  );
}

/** The route where it crosses this floor: its line, where it starts and ends, and each lift or escalator taken. */
function RouteLayer({ route, floor, legs }: { route: FoundRoute; floor: string; legs: FoundRoute['legs'] }) {
  const changes = route.changes.filter((change) => change.floor === floor);
  return (
    <g className="floor-plan__route" data-route-floor={floor}>
      {legs.map((leg) => (
        <polyline key={leg.points} points={leg.points} className="floor-plan__route-line" />
      ))}
      {route.start.floor === floor ? (
        <circle cx={route.start.x} cy={route.start.y} r={20} className="floor-plan__route-start" />
      ) : null}
      {route.end.floor === floor ? (
        <circle cx={route.end.x} cy={route.end.y} r={9} className="floor-plan__route-end" />
      ) : null}
      {changes.map((change) => (
        <g key={`${change.x}-${change.y}-${change.text}`} className="floor-plan__route-change">
          <circle cx={change.x} cy={change.y} r={11} />
          <text x={change.x} y={change.y - 20} className="floor-plan__route-text">
            {change.text}
          </text>
        </g>
      ))}
    </g>
  );
}
