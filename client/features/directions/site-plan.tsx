import { wholePlan } from '../../../src/common/domain/map/plan-view';
import { minPlanWidth } from '../../../src/common/domain/map/unit-labels';
import type { SitePlanModel } from '../../../src/page-model/blocks/google-directions/site-places';
import { FloorPlanSvg } from '../map/floor-plan-svg';

/** The entrance level of the centre's own plan, whole and still (the centre map page zooms and pans). */
export function SitePlan({ plan, centreName }: { plan: SitePlanModel; centreName: string }) {
  return (
    <figure className="directions__plan" aria-labelledby="directions-plan-caption">
      {/* on a phone the plan keeps a readable size and scrolls sideways (focusable, so keys scroll it too) */}
      <div
        className="floor-plan__viewport directions__plan-frame"
        tabIndex={0}
        role="group"
        aria-labelledby="directions-plan-caption"
        style={{ ['--plan-min-width' as string]: `${minPlanWidth(plan.bounds)}px` }}
      >
        <FloorPlanSvg floor={plan.floor} bounds={plan.bounds} view={wholePlan(plan.bounds)} idPrefix="directions-plan" />
      </div>
      <figcaption id="directions-plan-caption" className="directions__plan-caption">
        {`${centreName} site plan, ${plan.floor.name}: entrances (E) and car parks (P). `}
        <span className="directions__plan-hint">Scroll sideways to see the whole level. </span>
        <a href={plan.centreMapHref}>Open the centre map</a>
      </figcaption>
    </figure>
  );
}
