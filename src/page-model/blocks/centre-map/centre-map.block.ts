import type { CmsBlok } from '../../../common/domain/cms/storyblok.types';
import { parseSelectedStores } from '../../../common/domain/map/map-selection';
import { collection } from '../../collections';
import { toFloorPlan, withVendorMap } from '../../map/floor-plan.mapper';
import type { FloorPlanModel } from '../../map/floor-plan.model';
import { defineBlock, text } from '../block-definition';

/**
 * spec 1 §2.13: the full indoor map (`/directions/centre-map`), opening on the address's `floor` with its
 * `selectedStores` highlighted; drawn by the site from the centre's mapping (docs/indoor-map.md). It hydrates as
 * it comes into view (zoom, pan, floor tabs); without script the server's plan is complete.
 */
export const centreMapBlock = defineBlock<FloorPlanModel>({
  type: 'centre_map',
  needs: ['mapping', 'stores'],
  island: (model) => (model.kind === 'plan' || model.kind === 'vendor' ? { when: 'visible' } : undefined),
  // spec 1 §2.13: a floor that has no map is an error; the page still says so (docs/indoor-map.md)
  status: (model) => (model.kind === 'no-floor' ? 404 : undefined),
  map: (raw: CmsBlok, ctx) => {
    const mapping = collection(ctx.collections, 'mapping')[0];
    const plan = toFloorPlan({
      title: text(raw.title) || 'Centre Map',
      mapping,
      stores: collection(ctx.collections, 'stores'),
      selected: parseSelectedStores(ctx.query.selectedStores),
      floor: ctx.query.floor,
      defaultFloor: text(raw.defaultFloor) || undefined,
    });
    // the vendor's map over it where the vendor is configured and the centre names a venue (docs/indoor-map.md)
    return withVendorMap(plan, { mapping, vendor: ctx.indoorMap });
  },
});
