import type { RouteOutcome } from '../../../src/common/domain/directions/directions-state';
import { CHOOSE_PLACE, DirectionsStore, NO_POSITION, NO_ROUTE, ROUTE_FAILED } from './directions.store';
import type { MapsSdk } from './maps-sdk';

const centre = { name: 'Willowvale', streetAddress: '200 Whitehorse Parade', suburb: 'Willowvale', state: 'VIC', postcode: '3128' };
const ADDRESS = '200 Whitehorse Parade, Willowvale VIC 3128';
const fedSquare = { lat: -37.818, lng: 144.969, name: 'Federation Square', vicinity: 'Melbourne' };
const route = {
  duration: '25 mins',
  distance: '14.2 km',
  steps: [{ travelMode: 'DRIVING', maneuver: 'turn-left', instructions: 'Turn left', duration: '1 min', distance: '300 m' }],
};

/** A fake maps seam answering each route request with the next outcome. */
function setup(outcomes: Array<RouteOutcome | Error>, locate = jest.fn(async () => ({ lat: -37.81, lng: 145.1 }))) {
  const requests: unknown[] = [];
  const drawing = { routes: ['drawn'] };
  const sdk = {
    route: jest.fn(async (request: unknown) => {
      requests.push(request);
      const next = outcomes.shift();
      if (next instanceof Error) throw next;
      return next?.status === 'OK' ? { outcome: next, drawing } : { outcome: next ?? { status: 'ERROR' } };
    }),
  } as unknown as MapsSdk;
  return { store: new DirectionsStore(centre, 'DRIVING', () => sdk, locate), requests, drawing, locate };
}

describe('route planner (spec 1 §2.12 and §4)', () => {
  it('should ask for a place before asking the directions service', async () => {
    const { store, requests } = setup([]);
    await store.getDirections();
    expect(store.message).toBe(CHOOSE_PLACE);
    expect(requests).toEqual([]);
  });

  it('should route from the chosen place to the centre and head the steps with the mode, place, duration and distance', async () => {
    const { store, requests, drawing } = setup([{ status: 'OK', route }]);
    store.choosePlace(fedSquare);
    await store.getDirections();
    expect(requests).toEqual([{ origin: { lat: -37.818, lng: 144.969 }, destination: ADDRESS, travelMode: 'DRIVING' }]);
    expect(store.header).toEqual({ mode: 'Driving', place: 'from Federation Square, Melbourne', summary: '25 mins, 14.2 km' });
    expect(store.state.stepsVisible).toBe(true);
    expect(store.drawing).toBe(drawing);
    expect(store.googleMapsUrl).toBe(
      `https://www.google.com/maps/dir/?api=1&origin=-37.818%2C144.969&destination=${encodeURIComponent(ADDRESS)}&travelmode=driving`,
    );
  });

  it('should swap start and destination, routing from the centre by public transport', async () => {
    const { store, requests } = setup([{ status: 'OK', route }, { status: 'OK', route }]);
    store.choosePlace(fedSquare);
    await store.getDirections();
    store.swap();
    expect(store.state.route).toBeUndefined();
    expect(store.drawing).toBeUndefined();
    store.chooseMode('TRANSIT');
    await store.getDirections();
    expect(requests[1]).toEqual({ origin: ADDRESS, destination: { lat: -37.818, lng: 144.969 }, travelMode: 'TRANSIT' });
    expect(store.header).toMatchObject({ mode: 'PTV', place: 'to Federation Square, Melbourne' });
  });

  it('should hide the steps with Back and keep the route on the map', async () => {
    const { store, drawing } = setup([{ status: 'OK', route }]);
    store.choosePlace(fedSquare);
    await store.getDirections();
    store.back();
    expect(store.state.stepsVisible).toBe(false);
    expect(store.drawing).toBe(drawing);
    store.showSteps();
    expect(store.state.stepsVisible).toBe(true);
  });

  it('should clear the route and say so when the service finds no route', async () => {
    const { store } = setup([{ status: 'OK', route }, { status: 'ZERO_RESULTS' }]);
    store.choosePlace(fedSquare);
    await store.getDirections();
    await store.getDirections();
    expect(store.state.route).toBeUndefined();
    expect(store.drawing).toBeUndefined();
    expect(store.header).toBeUndefined();
    expect(store.message).toBe(NO_ROUTE);
  });

  it('should say something went wrong when the service fails or cannot be loaded', async () => {
    const { store } = setup([{ status: 'ERROR' }, new Error('script failed')]);
    store.choosePlace(fedSquare);
    await store.getDirections();
    expect(store.message).toBe(ROUTE_FAILED);
    await store.getDirections();
    expect(store.message).toBe(ROUTE_FAILED);
    expect(store.routing).toBe(false);
  });

  it("should use the browser's position when permitted, named 'Your current location'", async () => {
    const { store, requests } = setup([{ status: 'OK', route }]);
    await store.useCurrentLocation();
    expect(store.state.clientLocation).toMatchObject({ current: true, lat: -37.81, lng: 145.1 });
    await store.getDirections();
    expect(requests[0]).toMatchObject({ origin: { lat: -37.81, lng: 145.1 } });
    expect(store.header?.place).toBe('from Your current location');
  });

  it('should ask for a place search when the position is refused', async () => {
    const { store } = setup([], jest.fn(async () => Promise.reject(new Error('denied'))));
    await store.useCurrentLocation();
    expect(store.state.clientLocation).toBeUndefined();
    expect(store.message).toBe(NO_POSITION);
    expect(store.locating).toBe(false);
  });
});
