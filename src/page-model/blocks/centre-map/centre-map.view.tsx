import { FloorPlan } from '../../../../client/features/map/floor-plan';
import type { FloorPlanModel } from '../../map/floor-plan.model';
import type { BlockProps } from '../block-definition';

export const CentreMapView = ({ model }: BlockProps<FloorPlanModel>) => (
  <section className="centre-map container" aria-labelledby="centre-map-title">
    <h1 id="centre-map-title" className="centre-map__title">
      {model.title}
    </h1>
    <FloorPlan model={model} />
  </section>
);
