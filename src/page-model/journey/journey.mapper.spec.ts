import type { MappingContent, StoreContent } from '../../common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { encodeStoreIds } from './journey-link';
import { journeyFloorPlan, toJourneyGroup } from './journey.mapper';

const story = <C>(slug: string, content: C) =>
  ({ id: 1, uuid: `uuid-${slug}`, slug, name: slug, full_slug: `foundation/${slug}`, content }) as unknown as CmsStory<C & { _uid: string; component: string }>;
const hours = [{ component: 'trading_hours', days: [{ component: 'trading_day', name: 'Monday', shortName: 'Mon', opens: '09:00', closes: '17:00' }] }];
const store = (slug: string, title: string, floor: string) => story(slug, { component: 'store', title, floor, tradingHours: hours }) as unknown as CmsStory<StoreContent>;
const unit = (slug: string | undefined, x: number) => ({ component: 'map_unit', store: slug, points: `${x},0 ${x + 10},0 ${x + 10},10 ${x},10` });
const mapping = story('mapping', {
  component: 'mapping',
  floors: [
    { component: 'map_floor', code: 'G', name: 'Ground Level', units: [unit('cafe', 0), unit('bank', 10)] },
    { component: 'map_floor', code: 'L1', name: 'Level 1', units: [unit('books', 0)] },
  ],
}) as unknown as CmsStory<MappingContent>;
const stores = [store('cafe', 'The Cafe', 'G'), store('bank', 'The Bank', 'G'), store('books', 'Book Nook', 'L1')];
const group = (storeIds?: string) =>
  toJourneyGroup({ title: 'Your stores', createJourneyHref: '/shopping', centreName: 'Willowvale', stores, mapping, storeIds });

describe('the journey block model', () => {
  it("should open the address's shared journey, keeping only stores the centre has", () => {
    const model = group(encodeStoreIds(['uuid-books', 'uuid-closed', 'uuid-cafe']));
    expect(model.shared).toEqual(['uuid-books', 'uuid-cafe']);
    expect(model.stores.map((item) => [item.id, item.floor, item.href])).toContainEqual(['uuid-books', 'L1', '/stores/books']);
    expect(model.hours).toHaveLength(1);
  });

  it('should have no shared journey without store_ids or with one that is no journey', () => {
    expect(group().shared).toBeUndefined();
    expect(group('%%%').shared).toBeUndefined();
  });

  it("should draw one floor with the journey's stores on it selected and nothing else of the plan", () => {
    const model = group();
    const cafe = model.stores.find((item) => item.key === 'cafe')!;
    const plan = journeyFloorPlan(model.plan, 'G', [cafe]);
    if (plan.kind !== 'plan') throw new Error(plan.kind);
    expect(plan.floor).toBe('G');
    expect(plan.floors.map((floor) => floor.code)).toEqual(['G']);
    expect(plan.floors[0]!.units.map((item) => [item.store?.key, item.selected])).toEqual([
      ['cafe', true],
      ['bank', false],
    ]);
    expect(plan.centreMapHref).toBe('/directions/centre-map?selectedStores=The%20Cafe');
    expect(journeyFloorPlan(model.plan, 'L9', [cafe]).kind).toBe('unavailable');
  });
});
