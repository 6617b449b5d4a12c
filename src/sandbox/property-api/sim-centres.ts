/**
 * The simulated centres, from each centre's CMS content (the same demo content the CMS sandbox serves), so
 * the live feeds agree with what the site shows: the trading hours (special hours included) and the car
 * parks of `foundation/parking-regions/*` with their region ids.
 */
import type { CentreContent, ParkingRegionContent } from '../../common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { toTradingHours } from '../../common/domain/hours/trading-hours';
import type { SimCentre } from './property-api-sandbox.types';

const REGIONS_FOLDER = 'foundation/parking-regions/';

export interface CentreSource {
  /** the property data API's centre_key of the centre */
  centreKey: string;
  /** the configured time zone, used when the content names none */
  timeZone: string;
  stories: readonly CmsStory[];
}

export function simCentreFrom(source: CentreSource): SimCentre {
  const centre = source.stories.find((story) => story.full_slug === 'foundation/centre')?.content as
    CentreContent | undefined;
  if (!centre) throw new Error(`centre ${source.centreKey}: foundation/centre is missing from its content`);
  const regions = source.stories
    .filter((story) => story.full_slug.startsWith(REGIONS_FOLDER) && story.content.component === 'parking_region')
    .map((story) => story.content as ParkingRegionContent)
    .map((region) => ({ regionId: region.region_id, name: region.name }))
    .sort((a, b) => a.regionId.localeCompare(b.regionId));
  return {
    centreKey: source.centreKey,
    name: centre.name,
    postcode: String(centre.postcode ?? ''),
    timeZone: centre.centreTimeZone || source.timeZone,
    hours: toTradingHours(centre.tradingHours) ?? { days: [], special: [] },
    regions,
  };
}
