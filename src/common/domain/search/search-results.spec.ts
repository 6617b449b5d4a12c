import { asSearchResponse, groupMatches, searchGroups, SearchItem, totalMatches } from './search-results';

const item = (type: SearchItem['type'], title: string): SearchItem => ({
  type,
  title,
  link: `/${type}/${title}`,
  excerpt: '',
});

describe('search result groups (spec 1 §4: groups keyed by type)', () => {
  it('should keep the groups in one order whatever matched best, each group in rank order', () => {
    const response = groupMatches('fresh', [
      item('pages', 'Fresh Food Market'),
      item('stores', 'FreshMart'),
      item('offers', 'Fresh specials'),
      item('stores', 'Greengrocer'),
    ]);
    expect(Object.keys(response.groups)).toEqual(['stores', 'offers', 'pages']);
    expect(searchGroups(response).map((group) => group.label)).toEqual(['Stores', 'Offers', 'Pages']);
    expect(response.groups.stores!.map((found) => found.title)).toEqual(['FreshMart', 'Greengrocer']);
    expect(response.counts).toEqual({ stores: 2, offers: 1, pages: 1 });
    expect(totalMatches(response)).toBe(4);
    // another query whose best match is an event: the tabs still read Stores, Events
    const other = groupMatches('market', [item('events', 'Makers Market'), item('stores', 'FreshMart')]);
    expect(searchGroups(other).map((group) => group.type)).toEqual(['stores', 'events']);
  });

  it('should list at most the limit per group and still count every match', () => {
    const stores = Array.from({ length: 15 }, (_, at) => item('stores', `Store ${at}`));
    const response = groupMatches('store', stores, 12);
    expect(response.groups.stores).toHaveLength(12);
    expect(response.counts.stores).toBe(15);
    expect(searchGroups(response)).toEqual([
      { type: 'stores', label: 'Stores', count: 15, items: stores.slice(0, 12) },
    ]);
  });

  it('should have no groups when nothing matched', () => {
    expect(groupMatches('zzz', [])).toEqual({ query: 'zzz', groups: {}, counts: {} });
  });

  it('should take an answer with its groups as a success and one without them as a failure', () => {
    const good = groupMatches('fresh', [item('stores', 'FreshMart')]);
    expect(asSearchResponse(JSON.parse(JSON.stringify(good)))).toEqual(good);
    expect(asSearchResponse({ query: 'fresh' })).toBeUndefined();
    expect(asSearchResponse({ query: 'fresh', groups: { stores: [{ link: '/x' }] }, counts: {} })).toBeUndefined();
    expect(asSearchResponse(null)).toBeUndefined();
  });
});
