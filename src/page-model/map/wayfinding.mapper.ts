import type { MapFloorBlok } from '../../common/domain/cms/foundation-content.types';
import { matchSelectedStores, searchStores } from '../../common/domain/map/map-selection';
import { planRoute, startWords } from '../../common/domain/map/route';
import type { FindPath } from '../../common/domain/map/shortest-path';
import { buildWalkGraph, nodeKey, type ConnectorKind, type WalkFloor } from '../../common/domain/map/walk-graph';
import type { MapPlaceModel, MapStoreModel, RouteModel, StoreSearchModel, WayfindingModel } from './wayfinding.model';

type Floor = { code: string; name: string };
const PLACE_KINDS: ReadonlyArray<MapPlaceModel['kind']> = ['entrance', 'car-park', 'lift', 'escalator'];
const CONNECTOR_KINDS: ReadonlyArray<ConnectorKind> = ['lift', 'escalator'];

/** The walkable graph of the mapping's floors as plain data, and the places a route may start from. */
export function walkOf(floors: MapFloorBlok[]): { walk: WalkFloor[]; places: MapPlaceModel[] } {
  const walk = floors.map((floor) => ({
    code: floor.code,
    nodes: (floor.nodes ?? []).flatMap((node) => {
      const x = Number(node.x);
      const y = Number(node.y);
      return node.id && Number.isFinite(x) && Number.isFinite(y) ? [{ id: node.id, x, y }] : [];
    }),
    edges: (floor.edges ?? []).filter((edge) => edge.from && edge.to).map((edge) => ({ from: edge.from, to: edge.to })),
    connectors: (floor.amenities ?? []).flatMap((item) =>
      CONNECTOR_KINDS.includes(item.kind as ConnectorKind) && item.node
        ? [
            {
              kind: item.kind as ConnectorKind,
              label: item.label?.trim() || item.kind,
              node: item.node,
              ...position(item),
            },
          ]
        : [],
    ),
  }));
  const places = floors.flatMap((floor) =>
    (floor.amenities ?? []).flatMap((item): MapPlaceModel[] => {
      const kind = item.kind as MapPlaceModel['kind'];
      const label = item.label?.trim();
      if (!PLACE_KINDS.includes(kind) || !item.node || !label) return [];
      const node = nodeKey(floor.code, item.node);
      return [{ id: placeId(label, floor.code), label, kind, floorCode: floor.code, floorName: floor.name, node }];
    }),
  );
  return { walk, places };
}

function position(item: { x: number | string; y: number | string }): { x?: number; y?: number } {
  const x = Number(item.x);
  const y = Number(item.y);
  return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : {};
}

/** `West entrance` on G: `west-entrance-g` */
export function placeId(label: string, floorCode: string): string {
  return `${label} ${floorCode}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The map's search (`?store=`): the store found, or the stores that match, and a sentence saying which. */
export function storeSearch(query: string, stores: MapStoreModel[]): StoreSearchModel {
  const matches = searchStores(
    query,
    stores.map((store) => ({ ...store, ids: [] })),
  );
  const only = matches.length === 1 ? matches[0] : undefined;
  if (only)
    return {
      query,
      found: only.key,
      matches: [],
      message: `${only.title} is on ${only.floorName}${only.unit ? `, unit ${only.unit}` : ''}.`,
    };
  const list = matches.map((store) => ({ key: store.key, title: store.title, floorName: store.floorName }));
  const message =
    matches.length > 0 ? `${matches.length} stores match “${query}”:` : `No store on the map matches “${query}”.`;
  return { query, matches: list, message };
}

/**
 * The route the form asks for (`from`: a place's id, `to`: a store's slug or title), planned on the walkable graph
 * (src/common/domain/map/route.ts) with the graph library's shortest path (`find`: ngraph-path.ts, handed in so
 * that only code that plans a route loads it); undefined while the form lacks either end.
 */
export function routeBetween(
  map: Pick<WayfindingModel, 'stores' | 'places' | 'walk'>,
  floors: Floor[],
  from: string | undefined,
  to: string | undefined,
  find: FindPath,
): RouteModel | undefined {
  const place = map.places.find((item) => item.id === from);
  const [store] = to
    ? matchSelectedStores(
        [to],
        map.stores.map((item) => ({ ...item, ids: [] })),
      )
    : [];
  if (!place || !store) return undefined;
  const name = (code: string) => floors.find((floor) => floor.code === code)?.name ?? code;
  const route = planRoute(
    buildWalkGraph(map.walk),
    { node: place.node, label: place.label, kind: place.kind },
    { title: store.title, node: store.door?.node, door: store.door, unit: store.unit },
    { order: floors.map((floor) => floor.code), name },
    find,
  );
  if (!route.found) return route;
  const points = (list: Array<{ x: number; y: number }>) => list.map((p) => `${p.x},${p.y}`).join(' ');
  const first = route.legs[0]?.points[0] ?? { x: 0, y: 0 };
  const lastLeg = route.legs[route.legs.length - 1];
  const last = lastLeg?.points[lastLeg.points.length - 1] ?? first;
  return {
    found: true,
    from: startWords(place),
    to: store.title,
    steps: route.steps,
    legs: route.legs.map((leg) => ({ floor: leg.floor, points: points(leg.points) })),
    changes: route.changes.flatMap((change, index) => {
      const up = floors.findIndex((f) => f.code === change.to) > floors.findIndex((f) => f.code === change.from);
      const arrival = route.legs[index + 1]?.points[0] ?? change.at;
      return [
        { floor: change.from, ...change.at, text: `${change.label} ${up ? 'up' : 'down'} to ${name(change.to)}` },
        { floor: change.to, ...arrival, text: `${change.label} from ${name(change.from)}` },
      ];
    }),
    start: { floor: route.legs[0]?.floor ?? place.floorCode, ...first },
    end: { floor: lastLeg?.floor ?? store.floorCode, ...last },
  };
}
