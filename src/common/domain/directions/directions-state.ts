import type { PlannerMode } from './travel-mode';

/** spec 1 §3: where the visitor starts (or ends): from the browser's position or a place search. */
export interface ClientLocation {
  lat: number;
  lng: number;
  postcode?: string;
  name: string;
  vicinity?: string;
  /** true when it is the browser's position ('Your current location') */
  current?: boolean;
}

/** One step of a route as the step list shows it (spec 1 §3: the directions result). */
export interface RouteStep {
  travelMode: string;
  maneuver: string;
  /** the service's instructions, an HTML string: shown as text only */
  instructions: string;
  duration: string;
  distance: string;
}

export interface RouteSummary {
  duration: string;
  distance: string;
  steps: RouteStep[];
}

/** spec 1 §3 'Directions state', with the route it shows and the zero-results notice. */
export interface DirectionsState {
  travelMode: PlannerMode;
  toCentre: boolean;
  stepsVisible: boolean;
  clientLocation?: ClientLocation;
  route?: RouteSummary;
  /** the directions service found no route for the last request */
  noRoute: boolean;
}

export function initialDirections(travelMode: PlannerMode): DirectionsState {
  return { travelMode, toCentre: true, stepsVisible: false, noRoute: false };
}

/** A new trip: the old route no longer answers it. */
const cleared = (state: DirectionsState): DirectionsState => ({ ...state, route: undefined, stepsVisible: false, noRoute: false });

/** spec 1 §4: the travel mode toggles between driving and transit. */
export function toggleTravelMode(state: DirectionsState): DirectionsState {
  return cleared({ ...state, travelMode: state.travelMode === 'DRIVING' ? 'TRANSIT' : 'DRIVING' });
}

export function chooseTravelMode(state: DirectionsState, travelMode: PlannerMode): DirectionsState {
  return travelMode === state.travelMode ? state : toggleTravelMode(state);
}

/** spec 1 §2.12 and §4: the direction (to or from the centre) reverses; start and destination swap. */
export function reverseDirection(state: DirectionsState): DirectionsState {
  return cleared({ ...state, toCentre: !state.toCentre });
}

/** spec 1 §4: the client location from the browser (when permitted) or a place search; none clears it. */
export function setClientLocation(state: DirectionsState, location: ClientLocation | undefined): DirectionsState {
  return cleared({ ...state, clientLocation: location });
}

/** The service's answer: a route, or none (spec 1 §4: a zero-results response clears the route). */
export type RouteOutcome = { status: 'OK'; route: RouteSummary } | { status: 'ZERO_RESULTS' } | { status: 'ERROR' };

export function applyRoute(state: DirectionsState, outcome: RouteOutcome): DirectionsState {
  if (outcome.status === 'OK') return { ...state, route: outcome.route, stepsVisible: true, noRoute: false };
  return { ...cleared(state), noRoute: outcome.status === 'ZERO_RESULTS' };
}

/** spec 1 §4: steps show or hide (the Back control hides them, spec 1 §2.12); only a route has steps to show. */
export function setStepsVisible(state: DirectionsState, visible: boolean): DirectionsState {
  return { ...state, stepsVisible: visible && Boolean(state.route) };
}

/** spec 1 §2.12: the header's place: the chosen place's name and vicinity, or 'Your current location'. */
export function placeText(location: ClientLocation): string {
  if (location.current) return 'Your current location';
  return [location.name, location.vicinity].filter((part) => part && part.trim()).join(', ');
}
