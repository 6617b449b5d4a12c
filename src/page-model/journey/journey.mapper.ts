import type { MappingContent, StoreContent } from '../../common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { toTradingHours, type TradingHours } from '../../common/domain/hours/trading-hours';
import { decodeStoreIds } from './journey-link';
import { centreMapHref, toFloorPlan } from '../map/floor-plan.mapper';
import type { FloorPlanModel } from '../map/floor-plan.model';
import type { JourneyGroupModel, JourneyPlaceModel } from './journey.model';

export interface JourneyGroupInput {
  title: string;
  createJourneyHref: string;
  centreName: string;
  stores: CmsStory<StoreContent>[];
  mapping?: CmsStory<MappingContent>;
  /** the address's `store_ids` */
  storeIds?: string;
}

/** The journey page's block: the centre's stores and plan, and the journey a shared link names (docs/journey.md). */
export function toJourneyGroup(input: JourneyGroupInput): JourneyGroupModel {
  const hours: TradingHours[] = [];
  const hoursIndex = new Map<string, number>();
  const stores: JourneyPlaceModel[] = input.stores.flatMap((story) => {
    const title = story.content.title?.trim();
    if (!title) return [];
    const tradingHours = toTradingHours(story.content.tradingHours);
    let index: number | undefined;
    if (tradingHours) {
      const key = JSON.stringify(tradingHours);
      if (!hoursIndex.has(key)) hoursIndex.set(key, hours.push(tradingHours) - 1);
      index = hoursIndex.get(key);
    }
    return [
      {
        id: story.uuid,
        key: story.slug,
        title,
        href: `/stores/${story.slug}`,
        floor: story.content.floor?.trim() ?? '',
        ...(index !== undefined ? { hours: index } : {}),
        ignoreSpecial: Boolean(story.content.ignoreSpecialHours),
      },
    ];
  });
  const known = new Set(stores.map((store) => store.id));
  const shared = decodeStoreIds(input.storeIds).filter((id) => known.has(id));
  return {
    title: input.title,
    createJourneyHref: input.createJourneyHref,
    centreName: input.centreName,
    stores,
    hours,
    plan: toFloorPlan({ title: 'Journey', mapping: input.mapping, stores: input.stores, selected: [] }),
    ...(shared.length > 0 ? { shared } : {}),
  };
}

/**
 * One floor of the journey's map: the centre's plan on that floor, the journey's stores on it selected (and so
 * labelled); 'unavailable' when the plan has no such floor.
 */
export function journeyFloorPlan(plan: FloorPlanModel, floorCode: string, stores: JourneyPlaceModel[]): FloorPlanModel {
  const floor = plan.kind === 'plan' ? plan.floors.find((item) => item.code === floorCode) : undefined;
  if (plan.kind !== 'plan' || !floor) return { kind: 'unavailable', title: plan.title };
  const keys = new Set(stores.map((store) => store.key));
  return {
    ...plan,
    title: 'Your journey',
    floors: [{ ...floor, units: floor.units.map((unit) => ({ ...unit, selected: Boolean(unit.store && keys.has(unit.store.key)) })) }],
    floor: floor.code,
    // the journey lists its stores itself: the plan's own list of the selection would repeat them
    selected: [],
    centreMapHref: centreMapHref(stores.map((store) => store.title)),
  };
}
