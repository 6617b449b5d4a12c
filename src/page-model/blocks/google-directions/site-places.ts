import type { MappingContent, StoreContent } from '../../../common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../../common/domain/cms/storyblok.types';
import type { PlanBounds } from '../../../common/domain/map/floor-plan';
import { CENTRE_MAP_PATH, toFloorPlan } from '../../map/floor-plan.mapper';
import type { PlanFloorModel } from '../../map/floor-plan.model';

/** A car park or an entrance, with the floors it is reached from ('Car park P1', ['Ground Level']). */
export interface SitePlaceModel {
  label: string;
  floors: string[];
}

/** The site plan of the level visitors arrive on: one floor of the centre's own plan, nothing selected. */
export interface SitePlanModel {
  floor: PlanFloorModel;
  bounds: PlanBounds;
  /** the full indoor map, opening on this floor */
  centreMapHref: string;
}

export interface SitePlacesModel {
  carParks: SitePlaceModel[];
  entrances: SitePlaceModel[];
  plan?: SitePlanModel;
}

/**
 * Car parks, entrances and the entrance level's plan from the centre's mapping (docs/indoor-map.md, amenities of
 * kinds 'car-park' and 'entrance'). The entrance level is Ground when it has an entrance, else the lowest floor
 * that has one, else Ground or the lowest floor.
 */
export function sitePlaces(mapping: CmsStory<MappingContent> | undefined, stores: CmsStory<StoreContent>[]): SitePlacesModel {
  const plan = toFloorPlan({ title: 'Site plan', mapping, stores, selected: [] });
  if (plan.kind !== 'plan') return { carParks: [], entrances: [] };
  const hasEntrance = (floor: PlanFloorModel) => floor.amenities.some((item) => item.kind === 'entrance');
  const ground = plan.floors.find((floor) => floor.code === 'G');
  const floor =
    (ground && hasEntrance(ground) ? ground : undefined) ?? plan.floors.find(hasEntrance) ?? ground ?? plan.floors[0];
  return {
    carParks: placesOf(plan.floors, 'car-park'),
    entrances: placesOf(plan.floors, 'entrance'),
    plan: floor && {
      floor,
      bounds: plan.bounds,
      centreMapHref: `${CENTRE_MAP_PATH}?floor=${encodeURIComponent(floor.code)}`,
    },
  };
}

function placesOf(floors: PlanFloorModel[], kind: 'car-park' | 'entrance'): SitePlaceModel[] {
  const byLabel = new Map<string, SitePlaceModel>();
  for (const floor of floors)
    for (const item of floor.amenities.filter((amenity) => amenity.kind === kind)) {
      const place = byLabel.get(item.label) ?? { label: item.label, floors: [] };
      if (!place.floors.includes(floor.name)) place.floors.push(floor.name);
      byLabel.set(item.label, place);
    }
  return [...byLabel.values()].sort((a, b) => a.label.localeCompare(b.label, 'en-AU', { numeric: true }));
}
