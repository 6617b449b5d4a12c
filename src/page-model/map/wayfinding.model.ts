import type { WalkFloor } from '../../common/domain/map/walk-graph';

/** A store the map's search and route form offer: where it is and the graph node at its door. */
export interface MapStoreModel {
  key: string;
  title: string;
  floorCode: string;
  floorName: string;
  unit?: string;
  door?: { node: string; x: number; y: number };
}

/** A place a route may start from: an entrance, a car park or a lift, on one floor. */
export interface MapPlaceModel {
  /** the form's value: `west-entrance-g` */
  id: string;
  label: string;
  kind: 'entrance' | 'car-park' | 'lift' | 'escalator';
  floorCode: string;
  floorName: string;
  node: string;
}

/** A floor change on the drawn route: where it is, on the floor it leaves and on the one it reaches. */
export interface RouteChangeModel {
  floor: string;
  x: number;
  y: number;
  /** 'Lift A up to Level 1', 'Lift A from Ground Level' */
  text: string;
}

export type RouteModel =
  | {
      found: true;
      /** 'the West entrance' */
      from: string;
      to: string;
      steps: string[];
      /** the line on each floor the route crosses, in walking order (SVG polyline points) */
      legs: Array<{ floor: string; points: string }>;
      changes: RouteChangeModel[];
      start: { floor: string; x: number; y: number };
      end: { floor: string; x: number; y: number };
    }
  | { found: false; message: string };

export interface StoreSearchModel {
  query: string;
  /** the store found (its key), highlighted on its floor */
  found?: string;
  /** several stores match: each is a link to search for it */
  matches: Array<{ key: string; title: string; floorName: string }>;
  message: string;
}

/**
 * The centre map's wayfinding (docs/indoor-map.md "Wayfinding"): the stores and starting places of its forms, the
 * walkable graph (the browser plans routes from it as the server does), and what the address asked for.
 */
export interface WayfindingModel {
  stores: MapStoreModel[];
  places: MapPlaceModel[];
  walk: WalkFloor[];
  search?: StoreSearchModel;
  /** the route form's values */
  from?: string;
  to?: string;
  route?: RouteModel;
}
