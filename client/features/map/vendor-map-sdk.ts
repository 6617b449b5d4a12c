import type { VendorMapSettings } from '../../../src/page-model/map/floor-plan.model';

/** spec 1 §7: the page polls for the vendor's SDK every 300 ms */
export const SDK_POLL_MS = 300;
/** how long the page waits for the SDK after its scripts have loaded before saying the map is unavailable */
export const SDK_WAIT_MS = 10_000;
/** spec 1 §7: the indoor map opens at zoom 3 */
export const VENDOR_MAP_ZOOM = 3;
/** the selected stores' colour on the vendor's map (the site's accent, --accent in tokens.css) */
export const SELECTED_COLOUR = '#b04a33';

/** What the indoor map view asks of the vendor: its map of the venue on a floor, the selected stores marked. */
export interface VendorMapSdk {
  show(
    element: HTMLElement,
    request: { venue: string; floor: { code: string; name: string }; selectedStores: string[] },
  ): Promise<VendorMapView>;
}

export interface VendorMapView {
  /** the vendor's name of the floor shown, or undefined when its venue has no map of that code or name */
  floor: string | undefined;
  /** the selected stores found on the vendor's map, by name */
  selectedStores: string[];
  /** shows another floor (the view's floor tabs); false when the vendor has no map of it */
  showFloor(floor: { code: string; name: string }): Promise<boolean>;
}

/** Why the vendor's map could not be shown: the view says 'Map currently unavailable' for each. */
export class VendorMapUnavailable extends Error {
  constructor(readonly reason: 'script' | 'timeout' | 'venue' | 'show') {
    super(`indoor map unavailable (${reason})`);
    this.name = 'VendorMapUnavailable';
  }
}

/**
 * What this seam uses of the vendor's SDK global (Mappedin Web SDK v5 names, contracts.md §6). The fields are
 * those the vendor's examples confirm; everything else of the SDK stays out of the site.
 */
export interface MappedinGlobal {
  getVenue(options: { clientId: string; clientSecret: string; venue: string }): Promise<MappedinVenue | undefined>;
  showVenue(element: HTMLElement, venue: MappedinVenue, options?: Record<string, unknown>): Promise<MappedinMapView>;
}
export interface MappedinVenue {
  maps: Array<{ id: string; name: string; shortName?: string }>;
  locations: Array<{ id: string; name: string; polygons: unknown[] }>;
}
export interface MappedinMapView {
  setMap(map: MappedinVenue['maps'][number]): Promise<unknown>;
  setPolygonColor(polygon: unknown, colour: string): void;
  FloatingLabels: { add(polygon: unknown, text: string): unknown };
}

export interface VendorMapSdkOptions {
  /** adds one script to the page; resolves when it has loaded, rejects when it fails */
  loadScript?: (url: string) => Promise<void>;
  /** the SDK global once its script has defined it */
  sdkGlobal?: () => MappedinGlobal | undefined;
}

declare global {
  interface Window {
    Mappedin?: MappedinGlobal;
  }
}

/**
 * The port to the indoor map vendor (docs/indoor-map.md "Vendor seam"). Loads the configured scripts once per page
 * (viewer, SDK, centre script, in that order), polls every 300 ms for the SDK global (at most 10 s), then shows the
 * venue at zoom 3 on the floor asked for, the selected stores coloured and labelled. The browser SDK has no HTTP
 * contract: its tests run this seam against a fake SDK.
 */
export function createVendorMapSdk(settings: VendorMapSettings, options: VendorMapSdkOptions = {}): VendorMapSdk {
  const loadScript = options.loadScript ?? addScript;
  const sdkGlobal = options.sdkGlobal ?? (() => window.Mappedin);
  let sdk: Promise<MappedinGlobal> | undefined;
  const ready = () => {
    sdk ??= (async () => {
      for (const url of settings.scripts) {
        await loadScript(url).catch(() => {
          throw new VendorMapUnavailable('script');
        });
      }
      return waitFor(sdkGlobal);
    })();
    return sdk;
  };

  return {
    async show(element, request) {
      const mappedin = await ready();
      const venue = await mappedin
        .getVenue({ clientId: settings.clientId, clientSecret: settings.secret, venue: request.venue })
        .catch(() => undefined);
      if (!venue) throw new VendorMapUnavailable('venue');
      const view = await mappedin.showVenue(element, venue, { zoom: VENDOR_MAP_ZOOM }).catch(() => {
        throw new VendorMapUnavailable('show');
      });
      const floor = floorOf(venue, request.floor);
      if (floor) await view.setMap(floor);
      const wanted = new Set(request.selectedStores.map(nameKey));
      const selected = venue.locations.filter((location) => wanted.has(nameKey(location.name)));
      for (const location of selected) {
        for (const polygon of location.polygons) {
          view.setPolygonColor(polygon, SELECTED_COLOUR);
          view.FloatingLabels.add(polygon, location.name);
        }
      }
      return {
        floor: floor?.name,
        selectedStores: selected.map((location) => location.name),
        async showFloor(next) {
          const map = floorOf(venue, next);
          if (!map) return false;
          await view.setMap(map);
          return true;
        },
      };
    },
  };
}

/** spec 1 §7: every 300 ms until the SDK global is there, for at most SDK_WAIT_MS. */
function waitFor(sdkGlobal: () => MappedinGlobal | undefined): Promise<MappedinGlobal> {
  return new Promise((resolve, reject) => {
    const poll = (waited: number) => {
      const found = sdkGlobal();
      if (found) return resolve(found);
      if (waited >= SDK_WAIT_MS) return reject(new VendorMapUnavailable('timeout'));
      setTimeout(() => poll(waited + SDK_POLL_MS), SDK_POLL_MS);
    };
    poll(0);
  });
}

/** The vendor's map of the floor: its short name or name is the plan's floor code or name (ignoring case). */
function floorOf(venue: MappedinVenue, floor: { code: string; name: string }) {
  const names = new Set([nameKey(floor.code), nameKey(floor.name)]);
  return venue.maps.find((map) => names.has(nameKey(map.shortName ?? '')) || names.has(nameKey(map.name)));
}

function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** Each script is added to the page once, however many maps ask for it. */
const added = new Map<string, Promise<void>>();
function addScript(url: string): Promise<void> {
  const known = added.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = false;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`script failed: ${url}`));
    document.head.appendChild(script);
  });
  added.set(url, loading);
  return loading;
}
