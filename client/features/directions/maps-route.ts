import type { RouteStep } from '../../../src/common/domain/directions/directions-state';
import type { TravelMode } from '../../../src/common/domain/directions/travel-mode';
import type { LatLng, RouteAnswer, RouteDrawing } from './maps-types';

interface TextValue {
  text?: string;
}
/** What the directions service's result holds that the step list shows (contracts.md §6). */
interface DirectionsResult {
  routes?: Array<{
    legs?: Array<{
      duration?: TextValue;
      distance?: TextValue;
      steps?: Array<{ travel_mode?: string; maneuver?: string; instructions?: string; duration?: TextValue; distance?: TextValue }>;
    }>;
  }>;
}

/** What the seam uses of the SDK's routes library. */
export interface RoutesLibrary {
  DirectionsService: new () => {
    route(
      request: { origin: LatLng | string; destination: LatLng | string; travelMode: string; region?: string },
      callback: (result: DirectionsResult | null, status: string) => void,
    ): Promise<unknown> | void;
  };
  DirectionsRenderer: new (options: { map: unknown }) => {
    setMap(map: unknown): void;
    setDirections(result: RouteDrawing): void;
  };
}

/**
 * Asks the directions service (the callback form, whose statuses are confirmed; current versions also return a
 * promise that rejects on them, which is silenced here). OK with a leg is a route; ZERO_RESULTS and NOT_FOUND
 * are 'no route' (spec 1 §4); anything else is an error.
 */
export function routeOf(
  routes: RoutesLibrary,
  request: { origin: LatLng | string; destination: LatLng | string; travelMode: TravelMode },
): Promise<RouteAnswer> {
  return new Promise((resolve) => {
    const service = new routes.DirectionsService();
    const pending = service.route({ ...request, region: 'au' }, (result, status) => {
      const leg = status === 'OK' ? result?.routes?.[0]?.legs?.[0] : undefined;
      if (leg && result) {
        const steps: RouteStep[] = (leg.steps ?? []).map((step) => ({
          travelMode: step.travel_mode ?? request.travelMode,
          maneuver: step.maneuver ?? '',
          instructions: step.instructions ?? '',
          duration: step.duration?.text ?? '',
          distance: step.distance?.text ?? '',
        }));
        const route = { duration: leg.duration?.text ?? '', distance: leg.distance?.text ?? '', steps };
        resolve({ outcome: { status: 'OK', route }, drawing: result });
      } else if (status === 'OK' || status === 'ZERO_RESULTS' || status === 'NOT_FOUND') {
        resolve({ outcome: { status: 'ZERO_RESULTS' } });
      } else {
        resolve({ outcome: { status: 'ERROR' } });
      }
    });
    if (pending && typeof pending.catch === 'function') pending.catch(() => undefined);
  });
}
