import {
  createVendorMapSdk,
  SDK_POLL_MS,
  SDK_WAIT_MS,
  SELECTED_COLOUR,
  VENDOR_MAP_ZOOM,
  type MappedinGlobal,
  type MappedinVenue,
} from './vendor-map-sdk';

const SETTINGS = {
  clientId: 'client-1',
  secret: 'secret-1',
  scripts: ['https://vendor.example/viewer.js', 'https://vendor.example/sdk.js', 'https://vendor.example/centre.js'],
};
const REQUEST = {
  venue: 'willowvale-shopping-centre',
  floor: { code: 'L1', name: 'Level 1' },
  selectedStores: ['Burger Yard', 'Not On The Map'],
};
const element = {} as HTMLElement;

/** A fake of the vendor's SDK global: a venue of two floors and two stores; records what the seam asks of it. */
function fakeSdk(venue: MappedinVenue | null = VENUE) {
  const seen = {
    getVenue: [] as unknown[],
    shown: [] as Array<{ element: HTMLElement; options: unknown }>,
    floors: [] as string[],
    coloured: [] as Array<[unknown, string]>,
    labels: [] as Array<[unknown, string]>,
  };
  const sdk: MappedinGlobal = {
    async getVenue(options) {
      seen.getVenue.push(options);
      return venue ?? undefined;
    },
    async showVenue(shownOn, _venue, options) {
      seen.shown.push({ element: shownOn, options });
      return {
        async setMap(map) {
          seen.floors.push(map.id);
        },
        setPolygonColor: (polygon, colour) => seen.coloured.push([polygon, colour]),
        FloatingLabels: { add: (polygon, text) => seen.labels.push([polygon, text]) },
      };
    },
  };
  return { sdk, seen };
}
const VENUE: MappedinVenue = {
  maps: [
    { id: 'map-g', name: 'Ground Level', shortName: 'G' },
    { id: 'map-1', name: 'Level 1', shortName: 'L1' },
  ],
  locations: [
    { id: 'loc-1', name: 'Burger Yard', polygons: ['poly-1a', 'poly-1b'] },
    { id: 'loc-2', name: 'Yonder Coffee Co', polygons: ['poly-2'] },
  ],
};

describe('createVendorMapSdk (docs/indoor-map.md "Vendor seam", spec 1 §7)', () => {
  afterEach(() => jest.useRealTimers());

  it('should load the viewer, the SDK and the centre script in order, then show the venue with the configured keys at zoom 3', async () => {
    const loaded: string[] = [];
    const { sdk, seen } = fakeSdk();
    const vendor = createVendorMapSdk(SETTINGS, {
      loadScript: async (url) => void loaded.push(url),
      sdkGlobal: () => sdk,
    });
    await vendor.show(element, REQUEST);
    expect(loaded).toEqual(SETTINGS.scripts);
    expect(seen.getVenue).toEqual([
      { clientId: 'client-1', clientSecret: 'secret-1', venue: 'willowvale-shopping-centre' },
    ]);
    expect(seen.shown).toEqual([{ element, options: { zoom: VENDOR_MAP_ZOOM } }]);
    expect(VENDOR_MAP_ZOOM).toBe(3);
  });

  it('should open on the floor asked for (by code or name) and colour and label each selected store found on it', async () => {
    const { sdk, seen } = fakeSdk();
    const vendor = createVendorMapSdk(SETTINGS, { loadScript: async () => {}, sdkGlobal: () => sdk });
    const view = await vendor.show(element, REQUEST);
    expect(seen.floors).toEqual(['map-1']);
    expect(seen.coloured).toEqual([
      ['poly-1a', SELECTED_COLOUR],
      ['poly-1b', SELECTED_COLOUR],
    ]);
    expect(seen.labels).toEqual([
      ['poly-1a', 'Burger Yard'],
      ['poly-1b', 'Burger Yard'],
    ]);
    expect(view).toMatchObject({ floor: 'Level 1', selectedStores: ['Burger Yard'] });
    // the floor tabs switch the vendor's map in place
    await expect(view.showFloor({ code: 'G', name: 'Ground Level' })).resolves.toBe(true);
    await expect(view.showFloor({ code: 'L9', name: 'Level 9' })).resolves.toBe(false);
    expect(seen.floors).toEqual(['map-1', 'map-g']);

    const byName = fakeSdk();
    const other = createVendorMapSdk(SETTINGS, { loadScript: async () => {}, sdkGlobal: () => byName.sdk });
    await other.show(element, {
      ...REQUEST,
      floor: { code: 'GF', name: 'ground level' },
      selectedStores: ['yonder coffee co'],
    });
    expect(byName.seen.floors).toEqual(['map-g']);
    expect(byName.seen.labels).toEqual([['poly-2', 'Yonder Coffee Co']]);
  });

  it('should poll for the SDK every 300 ms and show the map once its global is there', async () => {
    jest.useFakeTimers();
    const { sdk, seen } = fakeSdk();
    const page: { sdk?: MappedinGlobal } = {};
    let polls = 0;
    const vendor = createVendorMapSdk(SETTINGS, {
      loadScript: async () => {},
      sdkGlobal: () => {
        polls += 1;
        return page.sdk;
      },
    });
    const shown = vendor.show(element, REQUEST);
    await jest.advanceTimersByTimeAsync(0);
    expect(polls).toBe(1);
    await jest.advanceTimersByTimeAsync(SDK_POLL_MS - 1);
    expect(polls).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(polls).toBe(2);
    await jest.advanceTimersByTimeAsync(SDK_POLL_MS * 3);
    expect(polls).toBe(5);
    expect(seen.shown).toHaveLength(0);
    page.sdk = sdk;
    await jest.advanceTimersByTimeAsync(SDK_POLL_MS);
    await expect(shown).resolves.toMatchObject({ floor: 'Level 1', selectedStores: ['Burger Yard'] });
    expect(seen.shown).toHaveLength(1);
  });

  it('should give up (unavailable) when the SDK never appears within 10 s, and stop polling', async () => {
    jest.useFakeTimers();
    let polls = 0;
    const vendor = createVendorMapSdk(SETTINGS, {
      loadScript: async () => {},
      sdkGlobal: () => {
        polls += 1;
        return undefined;
      },
    });
    let settled = false;
    const shown = vendor.show(element, REQUEST).finally(() => (settled = true));
    const outcome = expect(shown).rejects.toMatchObject({ name: 'VendorMapUnavailable', reason: 'timeout' });
    await jest.advanceTimersByTimeAsync(SDK_WAIT_MS - SDK_POLL_MS);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(SDK_POLL_MS * 2);
    await outcome;
    const after = polls;
    expect(after).toBe(Math.ceil(SDK_WAIT_MS / SDK_POLL_MS) + 1);
    await jest.advanceTimersByTimeAsync(SDK_POLL_MS * 10);
    expect(polls).toBe(after);
  });

  it('should be unavailable when a script fails to load, without waiting for the SDK', async () => {
    const { sdk, seen } = fakeSdk();
    const vendor = createVendorMapSdk(SETTINGS, {
      loadScript: async (url) => {
        if (url.endsWith('sdk.js')) throw new Error('blocked');
      },
      sdkGlobal: () => sdk,
    });
    await expect(vendor.show(element, REQUEST)).rejects.toMatchObject({ reason: 'script' });
    expect(seen.getVenue).toHaveLength(0);
  });

  it('should be unavailable when the vendor has no such venue (or refuses the keys), showing nothing', async () => {
    const missing = fakeSdk(null);
    const vendor = createVendorMapSdk(SETTINGS, { loadScript: async () => {}, sdkGlobal: () => missing.sdk });
    await expect(vendor.show(element, REQUEST)).rejects.toMatchObject({ reason: 'venue' });
    expect(missing.seen.shown).toHaveLength(0);

    const refusing = fakeSdk();
    refusing.sdk.getVenue = () => Promise.reject(new Error('401'));
    const other = createVendorMapSdk(SETTINGS, { loadScript: async () => {}, sdkGlobal: () => refusing.sdk });
    await expect(other.show(element, REQUEST)).rejects.toMatchObject({ reason: 'venue' });
    expect(refusing.seen.shown).toHaveLength(0);
  });

  it("should keep the vendor's own floor when it has no map of the floor's code or name", async () => {
    const { sdk, seen } = fakeSdk();
    const vendor = createVendorMapSdk(SETTINGS, { loadScript: async () => {}, sdkGlobal: () => sdk });
    const view = await vendor.show(element, { ...REQUEST, floor: { code: 'L9', name: 'Level 9' } });
    expect(seen.floors).toEqual([]);
    expect(view.floor).toBeUndefined();
  });
});
