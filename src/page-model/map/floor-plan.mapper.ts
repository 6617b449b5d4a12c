import type { MappingContent, StoreContent } from '../../common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import {
  AMENITY_KINDS,
  AMENITY_LABELS,
  labelPosition,
  parsePoints,
  planBounds,
  pointsText,
  type AmenityKind,
} from '../../common/domain/map/floor-plan';
import { chooseFloor, matchSelectedStores, type SelectableStore } from '../../common/domain/map/map-selection';
import type { FindPath } from '../../common/domain/map/shortest-path';
import { nodeKey } from '../../common/domain/map/walk-graph';
import { boxOf, fitLabel, minPlanWidth } from '../../common/domain/map/unit-labels';
import { routeBetween, storeSearch, walkOf } from './wayfinding.mapper';
import type { MapStoreModel, WayfindingModel } from './wayfinding.model';
import type {
  FloorPlanModel,
  PlanAmenityModel,
  PlanFloorModel,
  SvgPlanModel,
  VendorMapSettings,
} from './floor-plan.model';

export const CENTRE_MAP_PATH = '/directions/centre-map';

export interface FloorPlanInput {
  title: string;
  mapping?: CmsStory<MappingContent>;
  stores: CmsStory<StoreContent>[];
  /** the names in selectedStores (parseSelectedStores) */
  selected: string[];
  /** the `floor` of the address */
  floor?: string;
  /** the page's default floor (the centre_map block's defaultFloor) */
  defaultFloor?: string;
  /**
   * the centre map's search (`store`) and route form (`from`, `to`), and the graph library's shortest path that
   * plans the route (ngraph-path.ts); left out, the plan has no wayfinding
   */
  wayfinding?: { store?: string; from?: string; to?: string; find: FindPath };
}

type Store = SelectableStore & { href: string; floor?: string };

/** The mapping story and the stores to the plan the view draws (spec 1 §2.13, docs/indoor-map.md). */
export function toFloorPlan(input: FloorPlanInput): FloorPlanModel {
  const floors = input.mapping?.content.floors ?? [];
  if (floors.length === 0) return { kind: 'unavailable', title: input.title };
  const stores: Store[] = input.stores
    .filter((story) => story.content.title)
    .map((story) => ({
      key: story.slug,
      title: story.content.title,
      ids: [String(story.id), story.uuid],
      href: `/stores/${story.slug}`,
      floor: story.content.floor,
    }));
  const byKey = new Map(stores.map((store) => [store.key, store]));
  const chosen = matchSelectedStores(input.selected, stores);
  const chosenKeys = new Set(chosen.map((store) => store.key));
  const planFloors: PlanFloorModel[] = floors.map((floor) => ({
    code: floor.code,
    name: floor.name,
    outline: parsePoints(floor.outline).length > 0 ? pointsText(parsePoints(floor.outline)) : undefined,
    corridors: (floor.corridors ?? [])
      .map((item) => parsePoints(item.points))
      .filter((p) => p.length > 0)
      .map(pointsText),
    units: (floor.units ?? []).flatMap((unit) => {
      const points = parsePoints(unit.points);
      if (points.length === 0) return [];
      const store = unit.store ? byKey.get(unit.store) : undefined;
      const number = unit.number?.trim() || undefined;
      const label = store ? fitLabel(store.title, boxOf(points)) : { lines: [], abbreviated: false };
      return [
        {
          points: pointsText(points),
          label: labelPosition(points),
          number,
          store: store ? { key: store.key, title: store.title, href: store.href } : undefined,
          ...label,
          name: store ? [store.title, floor.name, number && `unit ${number}`].filter(Boolean).join(', ') : undefined,
          selected: Boolean(store && chosenKeys.has(store.key)),
        },
      ];
    }),
    amenities: (floor.amenities ?? []).flatMap(amenityOf),
  }));
  const floorOf = (key: string) => planFloors.find((floor) => floor.units.some((unit) => unit.store?.key === key));
  const selected = chosen.flatMap((store) => {
    const floor = floorOf(store.key);
    return floor
      ? [{ key: store.key, title: store.title, href: store.href, floorCode: floor.code, floorName: floor.name }]
      : [];
  });
  const wayfinding = input.wayfinding ? wayfindingOf(floors, planFloors, byKey, input.wayfinding) : undefined;
  // the store searched for, else the route's store, opens its floor (the view highlights it)
  const found = wayfinding?.search?.found ?? wayfinding?.to;
  const route = wayfinding?.route?.found ? wayfinding.route : undefined;
  const choice = chooseFloor(planFloors, {
    requested: input.floor,
    selectedFloors: [
      ...(route ? [route.start.floor] : []),
      ...(found ? [floorOf(found)?.code ?? ''] : []),
      ...selected.map((store) => store.floorCode),
    ],
    defaultFloor: input.defaultFloor,
  });
  if (choice.error || !choice.code) {
    const titles = selected.map((store) => store.title);
    const links = planFloors.map((floor) => ({ name: floor.name, href: floorHref(floor.code, titles) }));
    return { kind: 'no-floor', title: input.title, floors: links };
  }
  const bounds = planBounds(allPoints(planFloors));
  return {
    kind: 'plan',
    title: input.title,
    bounds,
    minWidth: minPlanWidth(bounds),
    floors: planFloors,
    floor: choice.code,
    selected,
    centreMapHref: centreMapHref(selected.map((store) => store.title)),
    wayfinding,
  };
}

/** The centre map's search and route (docs/indoor-map.md "Wayfinding"). */
function wayfindingOf(
  floors: NonNullable<MappingContent['floors']>,
  planFloors: PlanFloorModel[],
  byKey: Map<string, Store>,
  asked: { store?: string; from?: string; to?: string; find: FindPath },
): WayfindingModel {
  const { walk, places } = walkOf(floors);
  const stores: MapStoreModel[] = floors
    .flatMap((floor) =>
      (floor.units ?? []).flatMap((unit) => {
        const store = unit.store ? byKey.get(unit.store) : undefined;
        if (!store) return [];
        const x = Number(unit.doorX);
        const y = Number(unit.doorY);
        const door =
          unit.door && Number.isFinite(x) && Number.isFinite(y)
            ? { node: nodeKey(floor.code, unit.door), x, y }
            : undefined;
        return [
          {
            key: store.key,
            title: store.title,
            floorCode: floor.code,
            floorName: floor.name,
            unit: unit.number?.trim() || undefined,
            door,
          },
        ];
      }),
    )
    .sort((a, b) => a.title.localeCompare(b.title, 'en-AU'));
  const query = asked.store?.trim();
  const search = query ? storeSearch(query, stores) : undefined;
  const from = places.some((place) => place.id === asked.from) ? asked.from : undefined;
  const [target] = asked.to
    ? matchSelectedStores(
        [asked.to],
        stores.map((store) => ({ ...store, ids: [] })),
      )
    : [];
  const route = routeBetween({ stores, places, walk }, planFloors, from, target?.key, asked.find);
  return { stores, places, walk, search, from, to: target?.key ?? search?.found, route };
}

/** `/directions/centre-map?selectedStores=<titles>` (the spec's form of the selection). */
export function centreMapHref(titles: string[]): string {
  return titles.length > 0
    ? `${CENTRE_MAP_PATH}?selectedStores=${encodeURIComponent(titles.join(','))}`
    : CENTRE_MAP_PATH;
}

/** The centre map on one floor, keeping the selection, the search and the route (the floor tabs' links). */
export function floorHref(code: string, titles: string[], keep: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams({ floor: code });
  if (titles.length > 0) query.set('selectedStores', titles.join(','));
  for (const [name, value] of Object.entries(keep)) if (value) query.set(name, value);
  return `${CENTRE_MAP_PATH}?${query.toString()}`;
}

/** The centre map with the route form ready for a store ('Directions to this store'). */
export function directionsHref(storeKey: string): string {
  return `${CENTRE_MAP_PATH}?${new URLSearchParams({ to: storeKey }).toString()}#map-route`;
}

function amenityOf(raw: { kind: string; x: number | string; y: number | string; label?: string }): PlanAmenityModel[] {
  const x = Number(raw.x);
  const y = Number(raw.y);
  if (!AMENITY_KINDS.includes(raw.kind as AmenityKind) || !Number.isFinite(x) || !Number.isFinite(y)) return [];
  return [{ kind: raw.kind as AmenityKind, x, y, label: raw.label?.trim() || AMENITY_LABELS[raw.kind as AmenityKind] }];
}

function allPoints(floors: PlanFloorModel[]) {
  return floors.flatMap((floor) => [
    ...parsePoints(floor.outline),
    ...floor.corridors.flatMap((corridor) => parsePoints(corridor)),
    ...floor.units.flatMap((unit) => parsePoints(unit.points)),
    ...floor.amenities.map((item) => ({ x: item.x, y: item.y })),
  ]);
}

/**
 * A store page's map: only the floor the store trades on, with the store selected, and the link to the centre map
 * with it selected; 'unavailable' when the centre has no plan or the plan does not show the store.
 */
export function storeFloorPlan(input: {
  mapping?: CmsStory<MappingContent>;
  stores: CmsStory<StoreContent>[];
  store: CmsStory<StoreContent>;
  /** the vendor's settings where it is configured (MapContext.indoorMap) */
  vendor?: VendorMapSettings;
}): FloorPlanModel {
  const title = `${input.store.content.title} on the centre map`;
  const plan = toFloorPlan({ title, mapping: input.mapping, stores: input.stores, selected: [input.store.slug] });
  if (plan.kind !== 'plan' || plan.selected.length === 0) return { kind: 'unavailable', title };
  // one floor and no floor tabs: its own frame, so a phone scrolls across no more than the floor itself
  const floors = plan.floors.filter((floor) => floor.code === plan.floor);
  const bounds = planBounds(allPoints(floors));
  const own = {
    ...plan,
    floors,
    bounds,
    minWidth: minPlanWidth(bounds),
    directionsHref: directionsHref(input.store.slug),
  };
  return withVendorMap(own, { mapping: input.mapping, vendor: input.vendor });
}

/**
 * The vendor's map over the site's plan (docs/indoor-map.md "Vendor seam"): only where the vendor is configured
 * (`MapContext.indoorMap`) and the centre's mapping names a venue, and only over a plan that opens on a floor; an
 * unknown floor or a centre without a plan keeps the site's own answer ('Could not find map for floor', 404).
 */
export function withVendorMap(
  plan: FloorPlanModel,
  input: { mapping?: CmsStory<MappingContent>; vendor?: VendorMapSettings },
): FloorPlanModel {
  const venue = input.mapping?.content.mappedInVenue?.trim();
  if (plan.kind !== 'plan' || !input.vendor || !venue) return plan;
  const floor = plan.floors.find((item) => item.code === plan.floor);
  return {
    kind: 'vendor',
    title: plan.title,
    venue,
    floor: { code: plan.floor, name: floor?.name ?? plan.floor },
    selectedStores: plan.selected.map((store) => store.title),
    sdk: input.vendor,
    fallback: plan,
  };
}

/** The site's own plan in a model: the plan itself, or the vendor map's fallback. */
export function svgPlanOf(model: FloorPlanModel): SvgPlanModel | undefined {
  if (model.kind === 'plan') return model;
  return model.kind === 'vendor' ? model.fallback : undefined;
}
