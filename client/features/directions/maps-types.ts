import type { RouteOutcome } from '../../../src/common/domain/directions/directions-state';

/** What the maps seam (maps-sdk.ts) answers, shared by its adapters. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A route the service found, for the map to draw (what it holds is the SDK's business). */
export type RouteDrawing = object;

export interface RouteAnswer {
  outcome: RouteOutcome;
  drawing?: RouteDrawing;
}

/** The map on the page: the centre with its marker, and the route when there is one. */
export interface MapView {
  showRoute(drawing: RouteDrawing | undefined): void;
}

/** A place search attached to the start input; `clear` empties it. */
export interface AutocompleteHandle {
  clear(): void;
  dispose(): void;
}
