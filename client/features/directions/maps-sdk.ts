import type { ClientLocation } from '../../../src/common/domain/directions/directions-state';
import type { TravelMode } from '../../../src/common/domain/directions/travel-mode';
import { attachAutocomplete, type AutocompleteKind, type PlacesLibrary } from './maps-places';
import { routeOf, type RoutesLibrary } from './maps-route';
import type { AutocompleteHandle, LatLng, MapView, RouteAnswer } from './maps-types';

export type { AutocompleteHandle, LatLng, MapView, RouteAnswer, RouteDrawing } from './maps-types';

/**
 * The port to the Google Maps JavaScript API (contracts.md §6): only what the directions and map blocks use. The
 * browser SDK has no HTTP contract, so its tests run this seam against a fake of the loader's module.
 */
export interface MapsSdk {
  /** spec 1 §7: a map centred on the centre at the block's zoom (15), with a marker on it */
  showMap(element: HTMLElement, options: { center: LatLng; zoom: number; title: string }): Promise<MapView>;
  /** spec 1 §4 and §7: a route between the visitor's place and the centre; zero results is an outcome, not an error */
  route(request: { origin: LatLng | string; destination: LatLng | string; travelMode: TravelMode }): Promise<RouteAnswer>;
  /** spec 1 §2.12: an address search restricted to Australia on the given input */
  autocomplete(input: HTMLInputElement, onPlace: (place: ClientLocation) => void): Promise<AutocompleteHandle>;
}

/** What this seam uses of `@googlemaps/js-api-loader` (its functional API, 2.x). */
export interface LoaderModule {
  setOptions(options: { key: string; v?: string; region?: string; language?: string }): void;
  importLibrary(name: string): Promise<unknown>;
}

interface MapsLibrary {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => {
    setCenter(center: LatLng): void;
    setZoom(zoom: number): void;
  };
}
interface MarkerLibrary {
  Marker: new (options: { map: unknown; position: LatLng; title: string }) => unknown;
}

export interface MapsSdkOptions {
  /** the loader module; loaded on first use, so a page without a key never fetches it */
  loadModule?: () => Promise<LoaderModule>;
  /** the place search widget: Google's PlaceAutocompleteElement (new projects since March 2025) or the legacy one */
  autocomplete?: AutocompleteKind;
}

/** The loader takes its options once per page, before its first library. */
const configured = new WeakSet<LoaderModule>();

export function createMapsSdk(key: string, options: MapsSdkOptions = {}): MapsSdk {
  const loadModule = options.loadModule ?? (() => import('@googlemaps/js-api-loader') as Promise<LoaderModule>);
  let loader: Promise<LoaderModule> | undefined;
  const library = async <T>(name: string): Promise<T> => {
    loader ??= loadModule().then((module) => {
      if (!configured.has(module)) module.setOptions({ key, v: 'weekly', region: 'AU', language: 'en-AU' });
      configured.add(module);
      return module;
    });
    return (await (await loader).importLibrary(name)) as T;
  };

  return {
    async showMap(element, { center, zoom, title }) {
      const [{ Map }, { Marker }, { DirectionsRenderer }] = await Promise.all([
        library<MapsLibrary>('maps'),
        library<MarkerLibrary>('marker'),
        library<RoutesLibrary>('routes'),
      ]);
      const map = new Map(element, { center, zoom, mapTypeControl: false, streetViewControl: false });
      new Marker({ map, position: center, title });
      const renderer = new DirectionsRenderer({ map });
      return {
        showRoute(drawing) {
          if (drawing) {
            renderer.setMap(map);
            renderer.setDirections(drawing);
            return;
          }
          renderer.setMap(null);
          map.setCenter(center);
          map.setZoom(zoom);
        },
      };
    },
    async route(request) {
      return routeOf(await library<RoutesLibrary>('routes'), request);
    },
    async autocomplete(input, onPlace) {
      return attachAutocomplete(await library<PlacesLibrary>('places'), input, onPlace, options.autocomplete ?? 'element');
    },
  };
}
