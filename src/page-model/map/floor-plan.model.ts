import type { AmenityKind, PlanBounds, PlanPoint } from '../../common/domain/map/floor-plan';

/** A shop unit as drawn: its outline, and the store trading there (none: vacant). */
export interface PlanUnitModel {
  points: string;
  label: PlanPoint;
  store?: { key: string; title: string; href: string };
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
      floors: PlanFloorModel[];
      /** the floor it opens on */
      floor: string;
      selected: SelectedStoreModel[];
      /** the centre map with the selection, for a store page's link ('View on centre map') */
      centreMapHref: string;
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
