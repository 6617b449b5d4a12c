import type { ClientLocation } from '../../../src/common/domain/directions/directions-state';
import { createMapsSdk, type LoaderModule } from './maps-sdk';

/** A fake of `@googlemaps/js-api-loader` and the libraries it loads: records what the seam asks of the SDK. */
function fakeLoader(answer: { status: string; result?: unknown } = { status: 'OK' }) {
  const seen = {
    options: [] as unknown[],
    libraries: [] as string[],
    maps: [] as Array<Record<string, unknown>>,
    markers: [] as unknown[],
    requests: [] as unknown[],
    renderer: [] as unknown[],
    centred: [] as unknown[],
    widgets: [] as Array<Record<string, unknown>>,
  };
  const listeners: Record<string, () => void> = {};
  let legacyPlace: unknown;
  class FakeElement {
    className = '';
    handlers: Record<string, (event: unknown) => void> = {};
    removed = false;
    constructor(readonly options: Record<string, unknown>) {
      seen.widgets.push(options);
    }
    addEventListener(name: string, handler: (event: unknown) => void) {
      this.handlers[name] = handler;
    }
    setAttribute() {}
    remove() {
      this.removed = true;
    }
  }
  const libraries: Record<string, unknown> = {
    maps: {
      Map: class {
        constructor(_element: unknown, options: Record<string, unknown>) {
          seen.maps.push(options);
        }
        setCenter(center: unknown) {
          seen.centred.push(center);
        }
        setZoom() {}
      },
    },
    marker: { Marker: class { constructor(options: unknown) { seen.markers.push(options); } } },
    routes: {
      DirectionsService: class {
        route(request: unknown, callback: (result: unknown, status: string) => void) {
          seen.requests.push(request);
          callback(answer.result ?? null, answer.status);
          // current SDKs also return a promise that rejects on a status other than OK
          return answer.status === 'OK' ? Promise.resolve(answer.result) : Promise.reject(new Error(answer.status));
        }
      },
      DirectionsRenderer: class {
        setMap(map: unknown) {
          seen.renderer.push(map ? 'map' : null);
        }
        setDirections(result: unknown) {
          seen.renderer.push(result);
        }
      },
    },
    places: {
      Autocomplete: class {
        constructor(_input: unknown, options: Record<string, unknown>) {
          seen.widgets.push(options);
        }
        addListener(name: string, handler: () => void) {
          listeners[name] = handler;
          return { remove: () => delete listeners[name] };
        }
        getPlace() {
          return legacyPlace;
        }
      },
      PlaceAutocompleteElement: FakeElement,
    },
  };
  const module: LoaderModule = {
    setOptions: (options) => void seen.options.push(options),
    importLibrary: async (name) => {
      seen.libraries.push(name);
      return libraries[name];
    },
  };
  const choose = (place: unknown) => {
    legacyPlace = place;
    listeners.place_changed?.();
  };
  return { module, seen, choose, FakeElement };
}

const point = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });
const fakeInput = () => {
  const inserted: unknown[] = [];
  return { input: { id: 'planner-place', hidden: false, value: 'Fed', after: (el: unknown) => inserted.push(el) }, inserted };
};
const centre = { lat: -37.818342, lng: 145.12 };

describe('maps seam (contracts.md §6) against a fake SDK', () => {
  it('should load nothing until asked, then set the key once and show the centre at zoom 15 with its marker', async () => {
    const fake = fakeLoader();
    const load = jest.fn(async () => fake.module);
    const sdk = createMapsSdk('key-1', { loadModule: load });
    expect(load).not.toHaveBeenCalled();
    await sdk.showMap({} as HTMLElement, { center: centre, zoom: 15, title: 'Willowvale' });
    await sdk.route({ origin: centre, destination: '200 Whitehorse Parade', travelMode: 'DRIVING' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(fake.seen.options).toEqual([{ key: 'key-1', v: 'weekly', region: 'AU', language: 'en-AU' }]);
    expect(fake.seen.maps[0]).toMatchObject({ center: centre, zoom: 15 });
    expect(fake.seen.markers).toEqual([expect.objectContaining({ position: centre, title: 'Willowvale' })]);
  });

  it('should answer a route with its duration, distance and steps, and the result for the map to draw', async () => {
    const result = {
      routes: [
        {
          legs: [
            {
              duration: { text: '25 mins' },
              distance: { text: '14.2 km' },
              steps: [
                { travel_mode: 'DRIVING', maneuver: 'turn-left', instructions: 'Turn <b>left</b>', duration: { text: '1 min' }, distance: { text: '300 m' } },
                { travel_mode: 'WALKING', instructions: 'Walk to the tram stop', duration: { text: '4 mins' }, distance: { text: '350 m' } },
              ],
            },
          ],
        },
      ],
    };
    const fake = fakeLoader({ status: 'OK', result });
    const sdk = createMapsSdk('k', { loadModule: async () => fake.module });
    const answer = await sdk.route({ origin: centre, destination: '200 Whitehorse Parade', travelMode: 'TRANSIT' });
    expect(fake.seen.requests).toEqual([{ origin: centre, destination: '200 Whitehorse Parade', travelMode: 'TRANSIT', region: 'au' }]);
    expect(answer.drawing).toBe(result);
    expect(answer.outcome).toEqual({
      status: 'OK',
      route: {
        duration: '25 mins',
        distance: '14.2 km',
        steps: [
          { travelMode: 'DRIVING', maneuver: 'turn-left', instructions: 'Turn <b>left</b>', duration: '1 min', distance: '300 m' },
          { travelMode: 'WALKING', maneuver: '', instructions: 'Walk to the tram stop', duration: '4 mins', distance: '350 m' },
        ],
      },
    });
  });

  it.each([
    ['ZERO_RESULTS', 'ZERO_RESULTS'],
    ['NOT_FOUND', 'ZERO_RESULTS'],
    ['REQUEST_DENIED', 'ERROR'],
    ['OVER_QUERY_LIMIT', 'ERROR'],
  ])('should answer %s as %s, with nothing to draw', async (status, expected) => {
    const fake = fakeLoader({ status });
    const sdk = createMapsSdk('k', { loadModule: async () => fake.module });
    await expect(sdk.route({ origin: centre, destination: 'x', travelMode: 'DRIVING' })).resolves.toEqual({ outcome: { status: expected } });
  });

  it('should draw a route on the map and clear it back to the centre', async () => {
    const fake = fakeLoader();
    const view = await createMapsSdk('k', { loadModule: async () => fake.module }).showMap({} as HTMLElement, { center: centre, zoom: 15, title: 'W' });
    const drawing = { routes: [] };
    view.showRoute(drawing);
    view.showRoute(undefined);
    expect(fake.seen.renderer).toEqual(['map', drawing, null]);
    expect(fake.seen.centred).toEqual([centre]);
  });

  it('should search Australian places with the legacy widget and ignore Enter without a choice', async () => {
    const fake = fakeLoader();
    const places: ClientLocation[] = [];
    const { input } = fakeInput();
    const sdk = createMapsSdk('k', { loadModule: async () => fake.module, autocomplete: 'legacy' });
    const handle = await sdk.autocomplete(input as unknown as HTMLInputElement, (place) => places.push(place));
    expect(fake.seen.widgets[0]).toMatchObject({ componentRestrictions: { country: 'au' } });
    fake.choose({ name: 'Fed' });
    fake.choose({
      name: 'Federation Square',
      formatted_address: 'Swanston St & Flinders St, Melbourne VIC 3000, Australia',
      geometry: { location: point(-37.818, 144.969) },
      address_components: [
        { long_name: 'Melbourne', types: ['locality', 'political'] },
        { long_name: '3000', types: ['postal_code'] },
      ],
    });
    expect(places).toEqual([{ lat: -37.818, lng: 144.969, name: 'Federation Square', vicinity: 'Melbourne', postcode: '3000' }]);
    handle.clear();
    expect(input.value).toBe('');
  });

  it('should put PlaceAutocompleteElement in the input place, restricted to Australia, and read its selection', async () => {
    const fake = fakeLoader();
    const places: ClientLocation[] = [];
    const { input, inserted } = fakeInput();
    const handle = await createMapsSdk('k', { loadModule: async () => fake.module }).autocomplete(
      input as unknown as HTMLInputElement,
      (place) => places.push(place),
    );
    expect(fake.seen.widgets[0]).toEqual({ includedRegionCodes: ['au'] });
    expect(input.hidden).toBe(true);
    const element = inserted[0] as InstanceType<typeof fake.FakeElement>;
    const place = {
      displayName: 'South Bank Parklands',
      formattedAddress: 'Clem Jones Promenade, South Brisbane QLD 4101, Australia',
      location: point(-27.475, 153.021),
      addressComponents: [{ longText: 'South Brisbane', types: ['locality'] }],
      fetchFields: jest.fn(async () => undefined),
    };
    element.handlers['gmp-select']?.({ placePrediction: { toPlace: () => place } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(place.fetchFields).toHaveBeenCalledWith({ fields: ['displayName', 'formattedAddress', 'location', 'addressComponents'] });
    expect(places).toEqual([{ lat: -27.475, lng: 153.021, name: 'South Bank Parklands', vicinity: 'South Brisbane', postcode: undefined }]);
    handle.clear();
    expect(element.removed).toBe(true);
    expect(inserted).toHaveLength(2);
    handle.dispose();
    expect(input.hidden).toBe(false);
  });
});
