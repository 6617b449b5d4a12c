import type { MappingContent, StoreContent } from '../../common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { centreMapBlock } from '../blocks/centre-map/centre-map.block';
import { mapContextFor, type MapContext } from '../blocks/block-definition';
import { centreMapHref, storeFloorPlan, svgPlanOf, toFloorPlan } from './floor-plan.mapper';
import { ngraphPath } from './ngraph-path';

const story = <C>(slug: string, id: number, content: C) =>
  ({ id, uuid: `uuid-${slug}`, slug, name: slug, full_slug: `foundation/${slug}`, content }) as unknown as CmsStory<
    C & { _uid: string; component: string }
  >;
const store = (slug: string, id: number, title: string, floor: string) =>
  story(slug, id, { component: 'store', title, floor }) as unknown as CmsStory<StoreContent>;
const unit = (store: string | undefined, x: number) => ({
  _uid: `u${x}`,
  component: 'map_unit' as const,
  store,
  points: `${x},0 ${x + 10},0 ${x + 10},10 ${x},10`,
});
const mapping = story('mapping', 1, {
  component: 'mapping',
  floors: [
    {
      _uid: 'g',
      component: 'map_floor',
      code: 'G',
      name: 'Ground Level',
      units: [unit('cafe', 0), unit(undefined, 10), unit('gone-store', 20)],
      amenities: [
        { _uid: 'a', component: 'map_amenity', kind: 'lift', x: 5, y: 20, label: '' },
        { _uid: 'b', component: 'map_amenity', kind: 'helipad', x: 5, y: 20 },
      ],
    },
    { _uid: 'l1', component: 'map_floor', code: 'L1', name: 'Level 1', units: [unit('books', 0)] },
  ],
}) as unknown as CmsStory<MappingContent>;
const stores = [store('cafe', 11, 'The Cafe', 'G'), store('books', 12, 'Book Nook', 'L1')];

describe('the floor plan model', () => {
  it('should draw every floor, stores by their slug, vacant units without a store and known amenities only', () => {
    const plan = toFloorPlan({ title: 'Centre Map', mapping, stores, selected: [] });
    if (plan.kind !== 'plan') throw new Error(plan.kind);
    expect(plan.floors.map((floor) => floor.code)).toEqual(['G', 'L1']);
    expect(plan.floors[0]?.units.map((u) => u.store?.title)).toEqual(['The Cafe', undefined, undefined]);
    expect(plan.floors[0]?.units[0]).toMatchObject({
      label: { x: 5, y: 5 },
      selected: false,
      store: { href: '/stores/cafe' },
    });
    expect(plan.floors[0]?.amenities).toEqual([{ kind: 'lift', x: 5, y: 20, label: 'Lift' }]);
    expect(plan.floor).toBe('G');
    expect(plan.bounds).toEqual({ x: -80, y: -80, width: 190, height: 180 });
  });

  it('should select the named stores and open on the first one’s floor', () => {
    const plan = toFloorPlan({
      title: 'Centre Map',
      mapping,
      stores,
      selected: ['book nook', 'cafe', 'Nobody'],
      defaultFloor: 'G',
    });
    if (plan.kind !== 'plan') throw new Error(plan.kind);
    expect(plan.floor).toBe('L1');
    expect(plan.selected).toEqual([
      { key: 'books', title: 'Book Nook', href: '/stores/books', floorCode: 'L1', floorName: 'Level 1' },
      { key: 'cafe', title: 'The Cafe', href: '/stores/cafe', floorCode: 'G', floorName: 'Ground Level' },
    ]);
    expect(plan.floors[1]?.units[0]?.selected).toBe(true);
    expect(plan.centreMapHref).toBe('/directions/centre-map?selectedStores=Book%20Nook%2CThe%20Cafe');
  });

  it('should say the map is unavailable without floors, and not found for a floor it does not have', () => {
    expect(toFloorPlan({ title: 'Map', stores, selected: [] }).kind).toBe('unavailable');
    expect(toFloorPlan({ title: 'Map', mapping, stores, selected: [], floor: 'L7' }).kind).toBe('no-floor');
    // the floors it has, as links that keep the selection
    expect(toFloorPlan({ title: 'Map', mapping, stores, selected: ['Book Nook'], floor: 'L7' })).toEqual({
      kind: 'no-floor',
      title: 'Map',
      floors: [
        { name: 'Ground Level', href: '/directions/centre-map?floor=G&selectedStores=Book+Nook' },
        { name: 'Level 1', href: '/directions/centre-map?floor=L1&selectedStores=Book+Nook' },
      ],
    });
  });

  it('should give a store page only the store’s floor, with the store selected', () => {
    const plan = storeFloorPlan({ mapping, stores, store: stores[1] as CmsStory<StoreContent> });
    if (plan.kind !== 'plan') throw new Error(plan.kind);
    expect(plan.floors.map((floor) => floor.code)).toEqual(['L1']);
    expect(plan.selected.map((s) => s.key)).toEqual(['books']);
    expect(storeFloorPlan({ mapping, stores, store: store('kiosk', 13, 'Kiosk', 'G') }).kind).toBe('unavailable');
  });

  it('should link to the centre map alone when nothing is selected', () => {
    expect(centreMapHref([])).toBe('/directions/centre-map');
  });
});

describe('the centre map’s labels, search and route (docs/indoor-map.md "Wayfinding")', () => {
  // Ground: the West entrance at w, a mall w - m - e, Lift A at e. Level 1: the mall e - m, the bookshop's door off m.
  const node = (id: string, x: number, y: number) => ({ _uid: id, component: 'map_node', id, x, y });
  const edge = (from: string, to: string) => ({ _uid: `${from}${to}`, component: 'map_edge', from, to });
  const shop = (store: string | undefined, number: string, door: string, x: number) => ({
    ...unit(store, x),
    ...{ number, door, doorX: x + 60, doorY: -30, points: `${x},-130 ${x + 120},-130 ${x + 120},-30 ${x},-30` },
  });
  const lift = (nodeId: string) => ({
    _uid: `lift${nodeId}`,
    component: 'map_amenity',
    kind: 'lift',
    x: 400,
    y: -60,
    label: 'Lift A',
    node: nodeId,
  });
  const walkable = story('mapping', 1, {
    component: 'mapping',
    floors: [
      {
        _uid: 'g',
        component: 'map_floor',
        code: 'G',
        name: 'Ground Level',
        units: [shop('cafe', 'G01', 'm', 140)],
        amenities: [
          lift('e'),
          { _uid: 'w', component: 'map_amenity', kind: 'entrance', x: 0, y: 0, label: 'West entrance', node: 'w' },
        ],
        nodes: [node('w', 0, 0), node('m', 200, 0), node('e', 400, 0)],
        edges: [edge('w', 'm'), edge('m', 'e')],
      },
      {
        _uid: 'l1',
        component: 'map_floor',
        code: 'L1',
        name: 'Level 1',
        units: [shop('books', '112', 'm', 140), shop('lonely', '113', 'x', 260)],
        amenities: [lift('e')],
        nodes: [node('m', 200, 0), node('e', 400, 0), node('x', 320, 0)],
        edges: [edge('m', 'e')],
      },
    ],
  }) as unknown as CmsStory<MappingContent>;
  const shops = [...stores, store('lonely', 13, 'Island of Long Forgotten Curiosities', 'L1')];
  const centreMap = (asked: { store?: string; from?: string; to?: string }) => {
    const wayfinding = { ...asked, find: ngraphPath };
    const plan = toFloorPlan({ title: 'Centre Map', mapping: walkable, stores: shops, selected: [], wayfinding });
    if (plan.kind !== 'plan') throw new Error(plan.kind);
    return plan;
  };

  it('should label every store’s unit, cut short where the name does not fit, and name it for screen readers', () => {
    const plan = centreMap({});
    expect(plan.floors[1]?.units.map(({ lines, abbreviated, name }) => ({ lines, abbreviated, name }))).toEqual([
      { lines: ['Book Nook'], abbreviated: false, name: 'Book Nook, Level 1, unit 112' },
      {
        lines: ['Island of Long', 'Forgotten…'],
        abbreviated: true,
        name: 'Island of Long Forgotten Curiosities, Level 1, unit 113',
      },
    ]);
    expect(plan.minWidth).toBeGreaterThan(0);
    expect(plan.wayfinding?.places.map((place) => place.id)).toEqual(['lift-a-g', 'west-entrance-g', 'lift-a-l1']);
  });

  it('should find a store and open on its floor, or list the stores that match, or say none does', () => {
    const found = centreMap({ store: 'book nook' });
    expect(found.floor).toBe('L1');
    expect(found.wayfinding?.search).toEqual({
      query: 'book nook',
      found: 'books',
      matches: [],
      message: 'Book Nook is on Level 1, unit 112.',
    });
    expect(found.wayfinding?.to).toBe('books');
    expect(centreMap({ store: 'o' }).wayfinding?.search?.matches.map((match) => match.key)).toEqual([
      'books',
      'lonely',
    ]);
    expect(centreMap({ store: 'pizza' }).wayfinding?.search?.message).toBe('No store on the map matches “pizza”.');
  });

  it('should plan the route the form asks for across floors, opening on the floor it starts from', () => {
    const plan = centreMap({ from: 'west-entrance-g', to: 'Book Nook' });
    expect(plan.floor).toBe('G');
    const route = plan.wayfinding?.route;
    if (!route?.found) throw new Error('no route');
    expect(route.steps).toEqual([
      'From the West entrance, take Lift A up to Level 1.',
      'Turn right: Book Nook is on your right (unit 112).',
    ]);
    expect(route.legs).toEqual([
      { floor: 'G', points: '0,0 200,0 400,0' },
      { floor: 'L1', points: '400,0 200,0 200,-30' },
    ]);
    expect(route.changes.map((change) => `${change.floor}: ${change.text}`)).toEqual([
      'G: Lift A up to Level 1',
      'L1: Lift A from Ground Level',
    ]);
    expect(centreMap({ from: 'west-entrance-g', to: 'lonely' }).wayfinding?.route).toEqual({
      found: false,
      message:
        'There is no walking route on the map from the West entrance to Island of Long Forgotten Curiosities. Try another starting point.',
    });
    // without both ends there is no route yet, only the form
    expect(centreMap({ to: 'books' }).wayfinding?.route).toBeUndefined();
  });

  it('should give a store page its link to the route form', () => {
    const plan = storeFloorPlan({ mapping: walkable, stores: shops, store: shops[1] as CmsStory<StoreContent> });
    expect(svgPlanOf(plan)?.directionsHref).toBe('/directions/centre-map?to=books#map-route');
  });
});

describe('the vendor map choice (docs/indoor-map.md "Vendor seam")', () => {
  const vendor = { clientId: 'client-1', secret: 'secret-1', scripts: ['https://vendor.example/sdk.js'] };
  const withVenue = { ...mapping, content: { ...mapping.content, mappedInVenue: 'willowvale-shopping-centre' } };
  const ctx = (query: string, indoorMap?: MapContext['indoorMap'], map = withVenue): MapContext => ({
    ...mapContextFor({
      assets: { baseUrl: 'https://a.example', origin: 'https://a.example' } as unknown as MapContext['assets'],
      centre: { timeZone: 'Australia/Melbourne', name: 'Willowvale' },
      now: new Date('2026-11-23T02:00:00Z'),
      editMode: false,
      url: `/directions/centre-map${query}`,
      indoorMap,
    }),
    collections: { mapping: [map], stores },
  });
  const centreMap = (context: MapContext) => centreMapBlock.map({ _uid: 'm', component: 'centre_map' }, context);

  it("should show the vendor's map of the centre's venue where the vendor is configured, over the site's plan", () => {
    const model = centreMap(ctx('?floor=L1&selectedStores=Book%20Nook', vendor));
    if (model.kind !== 'vendor') throw new Error(model.kind);
    expect(model).toMatchObject({
      venue: 'willowvale-shopping-centre',
      floor: { code: 'L1', name: 'Level 1' },
      selectedStores: ['Book Nook'],
      sdk: vendor,
    });
    expect(model.fallback).toEqual(
      toFloorPlan({
        title: 'Centre Map',
        mapping: withVenue,
        stores,
        selected: ['Book Nook'],
        floor: 'L1',
        wayfinding: { find: ngraphPath },
      }),
    );
    expect(svgPlanOf(model)).toBe(model.fallback);
    // an island hydrating as it comes into view, as the site's plan is
    const island = centreMapBlock.island;
    expect(typeof island === 'function' ? island(model) : island).toEqual({ when: 'visible' });
  });

  it("should keep the site's plan alone without the vendor or without a venue (the demo)", () => {
    expect(centreMap(ctx('?floor=L1')).kind).toBe('plan');
    const noVenue = { ...mapping, content: { ...mapping.content, mappedInVenue: ' ' } };
    expect(centreMap(ctx('?floor=L1', vendor, noVenue)).kind).toBe('plan');
  });

  it("should keep 'Could not find map for floor' (and the page's 404) for a floor the plan does not have", () => {
    const model = centreMap(ctx('?floor=L7', vendor));
    expect(model.kind).toBe('no-floor');
    expect(centreMapBlock.status?.(model)).toBe(404);
  });

  it("should give a store page the vendor's map with the store selected on its floor, over the store's floor plan", () => {
    const model = storeFloorPlan({ mapping: withVenue, stores, store: stores[1] as CmsStory<StoreContent>, vendor });
    if (model.kind !== 'vendor') throw new Error(model.kind);
    expect(model).toMatchObject({ floor: { code: 'L1', name: 'Level 1' }, selectedStores: ['Book Nook'] });
    expect(model.fallback.floors.map((floor) => floor.code)).toEqual(['L1']);
    expect(storeFloorPlan({ mapping: withVenue, stores, store: stores[1] as CmsStory<StoreContent> }).kind).toBe(
      'plan',
    );
  });
});
