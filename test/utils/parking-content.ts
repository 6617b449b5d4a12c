import type { CmsStory } from '../../src/common/domain/cms/storyblok.types';
import type { ErrorReporter } from '../../client/app/error-reporter';
import type { MapContext } from '../../src/page-model/blocks/block-definition';
import type { Collections } from '../../src/page-model/collections';
import { mapContext } from './block-specs';

/** Willowvale's parking content for the parking blocks' specs: the threshold bands and four car parks. */

const story = (full_slug: string, content: Record<string, unknown>) =>
  ({ full_slug, name: String(content.name ?? full_slug), content }) as unknown as CmsStory;

/** The centre's parking bands in the CMS. */
export const BANDS = { plentyFrom: 0, plentyTo: 55, moderateFrom: 56, moderateTo: 85, limitedFrom: 86, limitedTo: 100 };

/** The parking threshold (`null`: none) and the car parks: two with an override, one without a region id. */
export const parkingCollections = (threshold: Record<string, unknown> | null = BANDS): Collections =>
  ({
    parkingThreshold: threshold
      ? [story('global/parking-threshold', { component: 'parking_threshold', ...threshold })]
      : [],
    parkingRegions: [
      story('foundation/parking-regions/station-street', {
        component: 'parking_region',
        name: 'Station Street Car Park',
        region_id: 'WLV-P1',
      }),
      story('foundation/parking-regions/fresh-food', {
        component: 'parking_region',
        name: 'Fresh Food Undercover Parking',
        region_id: 'WLV-P4',
        overrideText: 'Three hours free for fresh food shoppers',
        overrideStatus: 'OPEN',
      }),
      story('foundation/parking-regions/old', { component: 'parking_region', name: 'Old Deck', region_id: ' ' }),
      story('foundation/parking-regions/civic', {
        component: 'parking_region',
        name: 'Civic Plaza',
        region_id: 'WLV-P2',
        overrideText: 'Closed for resurfacing',
        overrideStatus: 'CLOSED',
      }),
    ],
  }) as Collections;

/** What a parking block's mapper knows at Willowvale, with the parking content above unless `extra` says otherwise. */
export const parkingContext = (extra: Partial<MapContext> = {}): MapContext =>
  mapContext({ collections: parkingCollections(), ...extra });

/** A server render reports nothing: the live figures are asked for in the browser only. */
export const reportsNothing: ErrorReporter = {
  report: () => {
    throw new Error('nothing is reported while rendering on the server');
  },
};
