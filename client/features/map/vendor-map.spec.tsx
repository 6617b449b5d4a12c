import { renderToString } from 'react-dom/server';
import type { FloorPlanModel } from '../../../src/page-model/map/floor-plan.model';
import { FloorPlan } from './floor-plan';
import { loadVendorMap, VendorMapFrame, type VendorMapStatus } from './vendor-map';
import type { VendorMapSdk } from './vendor-map-sdk';

const fallback: Extract<FloorPlanModel, { kind: 'plan' }> = {
  kind: 'plan',
  title: 'Centre Map',
  bounds: { x: 0, y: 0, width: 100, height: 100 },
  minWidth: 85,
  floors: [
    {
      code: 'L1',
      name: 'Level 1',
      units: [
        {
          points: '0,0 10,0 10,10 0,10',
          label: { x: 5, y: 5 },
          selected: true,
          store: { key: 'cafe', title: 'The Cafe', href: '/stores/cafe' },
          lines: ['The Cafe'],
          abbreviated: false,
        },
      ],
      corridors: [],
      amenities: [],
    },
  ],
  floor: 'L1',
  selected: [{ key: 'cafe', title: 'The Cafe', href: '/stores/cafe', floorCode: 'L1', floorName: 'Level 1' }],
  centreMapHref: '/directions/centre-map?selectedStores=The%20Cafe',
};
const model: Extract<FloorPlanModel, { kind: 'vendor' }> = {
  kind: 'vendor',
  title: 'Centre Map',
  venue: 'willowvale-shopping-centre',
  floor: { code: 'L1', name: 'Level 1' },
  selectedStores: ['The Cafe'],
  sdk: { clientId: 'client-1', secret: 'secret-1', scripts: ['https://vendor.example/sdk.js'] },
  fallback,
};
const frame = (status: VendorMapStatus) =>
  renderToString(
    <VendorMapFrame model={model} status={status}>
      <p>the site plan</p>
    </VendorMapFrame>,
  );
const hidden = (html: string, className: string) => new RegExp(`class="${className}"[^>]*hidden=""`).test(html);

describe('the vendor map view (spec 1 §2.13, docs/indoor-map.md "Vendor seam")', () => {
  it("should send the site's plan from the server, complete, with no vendor message and nothing of the vendor loaded", () => {
    const html = renderToString(<FloorPlan model={model} />);
    expect(html).toContain('<svg class="floor-plan__svg"');
    expect(html).toContain('data-venue="willowvale-shopping-centre"');
    expect(html).not.toContain('Loading map...');
    expect(html).not.toContain('Map currently unavailable');
    expect(html).not.toContain('vendor.example');
    expect(hidden(html, 'vendor-map__fallback')).toBe(false);
    expect(hidden(html, 'vendor-map__box')).toBe(true);
  });

  it("should say 'Loading map...' in the map's box while the vendor loads, then show the map in place of the plan", () => {
    const loading = frame('loading');
    expect(loading).toContain('Loading map...');
    expect(hidden(loading, 'vendor-map__box')).toBe(false);
    const ready = frame('ready');
    expect(ready).not.toContain('Loading map...');
    expect(hidden(ready, 'vendor-map__box')).toBe(false);
    expect(hidden(ready, 'vendor-map__fallback')).toBe(true);
  });

  it("should keep the plan's floor tabs and the selected stores beside the vendor's map once it shows", () => {
    const twoFloors = {
      ...model,
      fallback: { ...fallback, floors: [...fallback.floors, { ...fallback.floors[0]!, code: 'L2', name: 'Level 2' }] },
    };
    const html = renderToString(
      <VendorMapFrame model={twoFloors} status="ready" selectedList={<p>the selected stores</p>}>
        <p>the site plan</p>
      </VendorMapFrame>,
    );
    expect(html).toContain(
      '<a class="floor-plan__floor" href="/directions/centre-map?floor=L1&amp;selectedStores=The+Cafe" aria-current="page">Level 1</a>',
    );
    expect(html).toContain(
      '<a class="floor-plan__floor" href="/directions/centre-map?floor=L2&amp;selectedStores=The+Cafe">Level 2</a>',
    );
    expect(html).toContain('the selected stores');
    expect(frame('loading')).not.toContain('floor-plan__floor');
  });

  it("should say 'Map currently unavailable' with the site's plan still below it when the vendor fails", () => {
    const html = frame('unavailable');
    expect(html).toContain('Map currently unavailable');
    expect(html.indexOf('Map currently unavailable')).toBeLessThan(html.indexOf('the site plan'));
    expect(hidden(html, 'vendor-map__fallback')).toBe(false);
    expect(hidden(html, 'vendor-map__box')).toBe(true);
  });

  it('should go from loading to ready, or to unavailable when the seam fails, passing the floor and selection on', async () => {
    const element = {} as HTMLElement;
    const request = { venue: model.venue, floor: model.floor, selectedStores: model.selectedStores };
    const asked: unknown[] = [];
    const working: VendorMapSdk = {
      show: async (_element, req) => {
        asked.push(req);
        return { floor: 'Level 1', selectedStores: ['The Cafe'], showFloor: async () => true };
      },
    };
    const seen: VendorMapStatus[] = [];
    const views: unknown[] = [];
    await loadVendorMap(
      working,
      element,
      request,
      (status) => seen.push(status),
      (view) => views.push(view),
    );
    expect(seen).toEqual(['loading', 'ready']);
    expect(asked).toEqual([request]);
    expect(views).toHaveLength(1);

    const failing: VendorMapSdk = { show: () => Promise.reject(new Error('timeout')) };
    const failed: VendorMapStatus[] = [];
    await loadVendorMap(failing, element, request, (status) => failed.push(status));
    expect(failed).toEqual(['loading', 'unavailable']);
  });
});
