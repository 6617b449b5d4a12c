import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { centrePlace, googleMapsDirectionsUrl, type CentreAddress } from '../../../src/common/domain/directions/directions-links';
import {
  applyRoute,
  chooseTravelMode,
  initialDirections,
  placeText,
  reverseDirection,
  setClientLocation,
  setStepsVisible,
  type ClientLocation,
  type DirectionsState,
} from '../../../src/common/domain/directions/directions-state';
import { MODE_LABELS, type PlannerMode } from '../../../src/common/domain/directions/travel-mode';
import type { LatLng, MapsSdk, RouteDrawing } from './maps-sdk';

/** The browser's position, when the visitor permits it (navigator.geolocation). */
export type Locate = () => Promise<LatLng>;

export const NO_ROUTE = "We couldn't find a route for that trip. Try another place or travel mode.";
export const ROUTE_FAILED = 'Oops! Something went wrong, Please try again later.';
export const NO_POSITION = "We couldn't get your location. Search for a place instead.";
export const CHOOSE_PLACE = 'Choose a place from the suggestions first.';

export interface PlannerCentre extends CentreAddress {
  name: string;
}

/**
 * The route planner's state (spec 1 §3 'Directions state', rules in src/common/domain/directions): travel mode,
 * direction, the visitor's place, the route and its steps, what went wrong.
 */
export class DirectionsStore {
  state: DirectionsState;
  /** the route for the map to draw (the SDK's own object, kept as it is) */
  drawing: RouteDrawing | undefined = undefined;
  routing = false;
  locating = false;
  message: string | undefined = undefined;

  constructor(
    private readonly centre: PlannerCentre,
    travelMode: PlannerMode,
    private readonly sdk: () => MapsSdk,
    private readonly locate: Locate,
  ) {
    this.state = initialDirections(travelMode);
    makeAutoObservable<DirectionsStore, 'centre' | 'sdk' | 'locate'>(
      this,
      { drawing: observableRef, centre: false, sdk: false, locate: false },
      { autoBind: true },
    );
  }

  private update(next: DirectionsState, keepDrawing = false): void {
    this.state = next;
    if (!keepDrawing) this.drawing = undefined;
    this.message = undefined;
  }

  chooseMode(mode: PlannerMode): void {
    if (mode !== this.state.travelMode) this.update(chooseTravelMode(this.state, mode));
  }

  swap(): void {
    this.update(reverseDirection(this.state));
  }

  choosePlace(place: ClientLocation | undefined): void {
    this.update(setClientLocation(this.state, place));
  }

  /** The Back control: the steps hide, the route stays on the map. */
  back(): void {
    this.state = setStepsVisible(this.state, false);
  }

  showSteps(): void {
    this.state = setStepsVisible(this.state, true);
  }

  /** spec 1 §4: the client location from the browser when permitted. */
  async useCurrentLocation(): Promise<void> {
    this.locating = true;
    this.message = undefined;
    try {
      const position = await this.locate();
      runInAction(() => this.choosePlace({ ...position, name: 'Your current location', current: true }));
    } catch {
      runInAction(() => (this.message = NO_POSITION));
    } finally {
      runInAction(() => (this.locating = false));
    }
  }

  async getDirections(): Promise<void> {
    const place = this.state.clientLocation;
    const centre = centrePlace(this.centre);
    if (!place || !centre) {
      this.message = CHOOSE_PLACE;
      return;
    }
    const visitor = { lat: place.lat, lng: place.lng };
    const [origin, destination] = this.state.toCentre ? [visitor, centre] : [centre, visitor];
    this.routing = true;
    this.message = undefined;
    try {
      const answer = await this.sdk().route({ origin, destination, travelMode: this.state.travelMode });
      runInAction(() => {
        this.state = applyRoute(this.state, answer.outcome);
        this.drawing = answer.outcome.status === 'OK' ? answer.drawing : undefined;
        if (answer.outcome.status === 'ZERO_RESULTS') this.message = NO_ROUTE;
        if (answer.outcome.status === 'ERROR') this.message = ROUTE_FAILED;
      });
    } catch {
      runInAction(() => {
        this.state = applyRoute(this.state, { status: 'ERROR' });
        this.drawing = undefined;
        this.message = ROUTE_FAILED;
      });
    } finally {
      runInAction(() => (this.routing = false));
    }
  }

  /** spec 1 §2.12: 'Travelling By', then Driving or PTV from or to the place, with duration and distance. */
  get header(): { mode: string; place: string; summary: string } | undefined {
    const { route, clientLocation } = this.state;
    if (!route || !clientLocation) return undefined;
    return {
      mode: MODE_LABELS[this.state.travelMode].header,
      place: `${this.state.toCentre ? 'from' : 'to'} ${placeText(clientLocation)}`,
      summary: [route.duration, route.distance].filter(Boolean).join(', '),
    };
  }

  /** 'Open in Google Maps': the same trip in Google Maps. */
  get googleMapsUrl(): string | undefined {
    const place = this.state.clientLocation;
    return googleMapsDirectionsUrl({
      centre: this.centre,
      mode: this.state.travelMode,
      toCentre: this.state.toCentre,
      other: place ? `${place.lat},${place.lng}` : undefined,
    });
  }
}

/** navigator.geolocation as a promise (refused, unavailable or slow: rejected). */
export const browserLocate: Locate = () =>
  new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return reject(new Error('no geolocation'));
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      reject,
      { timeout: 10_000, maximumAge: 300_000 },
    );
  });
