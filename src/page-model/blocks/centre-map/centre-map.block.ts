import type { CmsBlok } from '../../../common/domain/cms/storyblok.types';
import { parseSelectedStores } from '../../../common/domain/map/map-selection';
import { collection } from '../../collections';
import { toFloorPlan, withVendorMap } from '../../map/floor-plan.mapper';
import { ngraphPath } from '../../map/ngraph-path';
import type { FloorPlanModel } from '../../map/floor-plan.model';
import { defineBlock, text } from '../block-definition';

/**
 * spec 1 §2.13: the full indoor map (`/directions/centre-map`), opening on the address's `floor` with its
 * `selectedStores` highlighted; drawn by the site from the centre's mapping (docs/indoor-map.md). It hydrates on
 * the first interaction (zoom, pan, floor tabs, the search and route forms answered in place); without script the
 * server's plan is complete and its forms are GET forms: `?store=` finds a store, `?from=&to=` draws a route.
 */
export const centreMapBlock = defineBlock<FloorPlanModel>({
  type: 'centre_map',
  needs: ['mapping', 'stores'],
  // the site's plan waits for the visitor's first press, key or submit (the loader hands it over): the page's
  // first view stays one small script (QUALITY.md P5); the vendor's map loads as it comes into view
  island: (model) =>
    model.kind === 'plan' ? { when: 'interaction' } : model.kind === 'vendor' ? { when: 'visible' } : undefined,
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
      wayfinding: { store: ctx.query.store, from: ctx.query.from, to: ctx.query.to, find: ngraphPath },
    });
    // the vendor's map over it where the vendor is configured and the centre names a venue (docs/indoor-map.md)
    return withVendorMap(plan, { mapping, vendor: ctx.indoorMap });
  },
});
