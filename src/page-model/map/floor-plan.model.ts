import type { AmenityKind, PlanBounds, PlanPoint } from '../../common/domain/map/floor-plan';
import type { WayfindingModel } from './wayfinding.model';

/**
 * A shop unit as drawn: its outline, its number, and the store trading there (none: vacant) with its name fitted
 * to the unit (`lines`, cut short where it does not fit: `abbreviated`) and its accessible name
 * ('Ada & Wren, Level 1, unit 112').
 */
export interface PlanUnitModel {
  points: string;
  label: PlanPoint;
  number?: string;
  store?: { key: string; title: string; href: string };
  lines: string[];
  abbreviated: boolean;
  name?: string;
  selected: boolean;
}

export interface PlanAmenityModel {
  kind: AmenityKind;
  x: number;
  y: number;
  label: string;
}

export interface PlanFloorModel {
  code: string;
  name: string;
  /** the floor's outline, and its malls' shapes (SVG polygon points) */
  outline?: string;
  corridors: string[];
  units: PlanUnitModel[];
  amenities: PlanAmenityModel[];
}

export interface SelectedStoreModel {
  key: string;
  title: string;
  href: string;
  floorCode: string;
  floorName: string;
}

/** What the browser needs to load the indoor map vendor's SDK (browser keys by the vendor's design). */
export interface VendorMapSettings {
  clientId: string;
  secret: string;
  /** the vendor's scripts in load order: viewer (optional), SDK, centre script (optional) */
  scripts: string[];
}

/**
 * The site's own floor plan (docs/indoor-map.md), the vendor's map over it (`vendor`: where the vendor is
 * configured and the centre's mapping names a venue; `fallback` is the plan the server renders and the page keeps
 * when the vendor's map does not load), or why there is none: `unavailable` when the centre has no
 * mapping (spec 1 §2.13 'Map currently unavailable'), `no-floor` when the address asks for a floor without a map
 * ('Could not find map for floor').
 */
export type FloorPlanModel =
  | {
      kind: 'plan';
      /** the plan's title ('Centre map', or the page's own) */
      title: string;
      bounds: PlanBounds;
      /** the narrowest the plan is drawn (CSS px), so that no label is under 11 px (unit-labels.ts) */
      minWidth: number;
      floors: PlanFloorModel[];
      /** the floor it opens on */
      floor: string;
      selected: SelectedStoreModel[];
      /** the centre map with the selection, for a store page's link ('View on centre map') */
      centreMapHref: string;
      /** the centre map's search, route form and route (the centre_map block only) */
      wayfinding?: WayfindingModel;
      /** the store page's link to the centre map with the route form pre-filled for its store */
      directionsHref?: string;
    }
  | {
      kind: 'vendor';
      title: string;
      /** the mapping story's `mappedInVenue` */
      venue: string;
      /** the floor it opens on (code and name, matched against the vendor's map names) */
      floor: { code: string; name: string };
      /** the selected stores' titles, highlighted and labelled on the vendor's map */
      selectedStores: string[];
      sdk: VendorMapSettings;
      fallback: SvgPlanModel;
    }
  | { kind: 'unavailable'; title: string }
  | {
      kind: 'no-floor';
      title: string;
      /** the floors the plan has, each a link to the centre map on that floor with the same selection */
      floors: Array<{ name: string; href: string }>;
    };

export type SvgPlanModel = Extract<FloorPlanModel, { kind: 'plan' }>;
