import type { MapContext } from '../blocks/block-definition';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { deepFreeze } from '../../common/domain/cms/frozen-content';
import { toDirectory } from './directory.mapper';

const hours = [{ component: 'trading_hours', days: [{ name: 'Monday', opens: '09:00', closes: '17:00' }] }];
const store = (slug: string, discoverTypes: string[]) =>
  ({
    uuid: `u-${slug}`,
    slug,
    full_slug: `foundation/stores/${slug}`,
    name: slug,
    content: {
      component: 'store',
      title: slug.toUpperCase(),
      logo: { filename: 'https://a.storyblok.com/f/1/1x1/a/logo-x.svg' },
      image: { filename: 'https://a.storyblok.com/f/1/1x1/a/card-x.svg' },
      tradingHours: hours,
      status: 'open',
      categories: [],
      discoverTypes,
    },
  }) as unknown as CmsStory;
const stores = [store('ada', ['luxury']), store('bea', ['trending']), store('cy', [])];
const ctx = (query: Record<string, string>, collections: object = { stores, categories: [] }) =>
  ({
    assets: { origin: 'https://a.storyblok.com', baseUrl: 'https://img.example' },
    timeZone: 'Australia/Melbourne',
    now: new Date(),
    editMode: false,
    centreName: 'W',
    collections,
    query,
    queryAll: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, [value]])),
  }) as unknown as MapContext;
const blok = { _uid: 'd', component: 'foundation_store', filters: ['discover_types'] };

describe('the directory’s filters from the address bar (spec 1 §2.1, §2.5)', () => {
  it('should pre-select a discover value that a listed store has', () => {
    const model = toDirectory(blok, ctx({ 'filter[discover]': 'luxury' }));
    expect(model.initial.filters.discover_types).toEqual(['luxury']);
    expect(model.filters[0]!.options.map((option) => option.value)).toEqual(['luxury', 'trending']);
  });

  it('should keep a discover value that no listed store has, offered beside the others, rather than drop it', () => {
    const model = toDirectory(blok, ctx({ 'filter[discover]': 'new' }));
    expect(model.initial.filters.discover_types).toEqual(['new']);
    expect(model.filters[0]!.options).toContainEqual({ value: 'new', label: 'New' });
  });

  it('should still ignore a value the directory does not know', () => {
    const model = toDirectory(blok, ctx({ 'filter[discover]': 'bargains' }));
    expect(model.initial.filters.discover_types).toBeUndefined();
    expect(model.filters[0]!.options.map((option) => option.value)).toEqual(['luxury', 'trending']);
  });
});

describe('the directory of content shared between requests', () => {
  it('should make its cards and options once for frozen collections, each request still reading its own address bar', () => {
    const shared = deepFreeze({ stores: [...stores], categories: [] });
    const first = toDirectory(blok, ctx({ 'filter[discover]': 'luxury' }, shared));
    const second = toDirectory(blok, ctx({}, shared));
    expect(second.stores).toBe(first.stores);
    expect(second.filters[0]!.options).toBe(first.filters[0]!.options);
    expect(Object.isFrozen(first.stores[0])).toBe(true);
    expect(first.initial.filters.discover_types).toEqual(['luxury']);
    expect(second.initial.filters.discover_types).toBeUndefined();
    // the same model as from collections made for this request alone
    expect(toDirectory(blok, ctx({}, { stores, categories: [] }))).toEqual(second);
  });

  it('should list a new version of the content anew', () => {
    const before = toDirectory(blok, ctx({}, deepFreeze({ stores: [...stores], categories: [] })));
    const after = toDirectory(blok, ctx({}, deepFreeze({ stores: stores.slice(1), categories: [] })));
    expect(after.stores.map((card) => card.title)).toEqual(['BEA', 'CY']);
    expect(before.stores.map((card) => card.title)).toEqual(['ADA', 'BEA', 'CY']);
  });
});
