import { forwardRef, type PointerEventHandler } from 'react';
import { AMENITY_LABELS, type AmenityKind } from '../../../src/common/domain/map/floor-plan';
import { viewBoxText, type PlanView } from '../../../src/common/domain/map/plan-view';
import type { PlanBounds } from '../../../src/common/domain/map/floor-plan';
import type { PlanFloorModel } from '../../../src/page-model/map/floor-plan.model';

/** The short mark drawn in each amenity's symbol (its words are drawn beside it and listed in the legend). */
export const AMENITY_MARKS: Record<AmenityKind, string> = {
  entrance: 'E',
  'car-park': 'P',
  toilets: 'WC',
  'parents-room': 'PR',
  lift: 'L',
};

interface Props {
  floor: PlanFloorModel;
  bounds: PlanBounds;
  view: PlanView;
  /** ids of the svg's title and description */
  idPrefix: string;
  onPointerDown?: PointerEventHandler<SVGSVGElement>;
  onPointerMove?: PointerEventHandler<SVGSVGElement>;
  onPointerUp?: PointerEventHandler<SVGSVGElement>;
  onPointerCancel?: PointerEventHandler<SVGSVGElement>;
}

/** One floor of the plan: outlines, amenities with their words, the selected stores highlighted and labelled. */
export const FloorPlanSvg = forwardRef<SVGSVGElement, Props>(function FloorPlanSvg(
  { floor, bounds, view, idPrefix, ...pointer },
  ref,
) {
  const selected = floor.units.filter((unit) => unit.selected && unit.store);
  const stores = floor.units.filter((unit) => unit.store).length;
  const description =
    `${floor.name}: ${stores} stores` +
    (selected.length > 0 ? `; selected: ${selected.map((unit) => unit.store?.title).join(', ')}` : '') +
    `; ${floor.amenities.map((item) => item.label).join(', ')}.`;
  return (
    <svg
      ref={ref}
      className="floor-plan__svg"
      viewBox={viewBoxText(view)}
      role="img"
      aria-labelledby={`${idPrefix}-title ${idPrefix}-desc`}
      data-floor={floor.code}
      data-zoom={String(Math.round(view.zoom * 100) / 100)}
      {...pointer}
    >
      <title id={`${idPrefix}-title`}>{`Floor plan, ${floor.name}`}</title>
      <desc id={`${idPrefix}-desc`}>{description}</desc>
      <rect className="floor-plan__ground" x={bounds.x} y={bounds.y} width={bounds.width} height={bounds.height} />
      {floor.units.map((unit) => (
        <polygon
          key={unit.points}
          points={unit.points}
          className={`floor-plan__unit${unit.selected ? ' floor-plan__unit--selected' : ''}${unit.store ? '' : ' floor-plan__unit--vacant'}`}
          data-store={unit.store?.key}
        >
          {unit.store ? <title>{unit.store.title}</title> : null}
        </polygon>
      ))}
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
      {selected.map((unit) => (
        <text
          key={`label-${unit.points}`}
          x={unit.label.x}
          y={unit.label.y}
          className="floor-plan__label"
          data-label-for={unit.store?.key}
        >
          {unit.store?.title}
        </text>
      ))}
    </svg>
  );
});
