import fc from 'fast-check';
import { EMPTY_SELECTION, Selection } from './directory-filter';
import { queryRecord, queryValues } from '../links/query-params';
import { FilterOptions, filterParam, matchOptions, parseSelection, searchWithSelection, selectionParams } from './directory-query';

const options: FilterOptions = {
  category: [
    { value: 'fashion', label: 'Fashion' },
    { value: 'home-living', label: 'Home & Living' },
    { value: 'beauty-wellbeing', label: 'Beauty & Wellbeing' },
  ],
  discover_types: [
    { value: 'new', label: 'New' },
    { value: 'luxury', label: 'Luxury' },
  ],
  view_by: [
    { value: 'a', label: 'A' },
    { value: '#', label: '#' },
  ],
};
const SINGLE = ['discover_types', 'view_by'] as const;

describe('directory filters from the URL (spec 1 §2.1, §2.5)', () => {
  it('should pre-select discover from filter[discover]=new', () => {
    expect(parseSelection({ 'filter[discover]': 'new' }, options, SINGLE).filters).toEqual({ discover_types: ['new'] });
  });

  it('should pre-select a category by its title as well as by its value, in any case', () => {
    expect(parseSelection(queryRecord('?filter[categories]=Home%20%26%20Living'), options).filters).toEqual({ category: ['home-living'] });
    expect(parseSelection({ 'filter[categories]': 'fashion' }, options).filters).toEqual({ category: ['fashion'] });
    expect(parseSelection({ 'filter[Categories]': 'FASHION,beauty & wellbeing' }, options).filters).toEqual({ category: ['fashion', 'beauty-wellbeing'] });
  });

  it('should ignore unknown values and other parameters, and keep one value of a single-select filter', () => {
    const selection = parseSelection({ 'filter[discover]': 'new,luxury', 'filter[categories]': 'Plumbing', utm_source: 'x' }, options, SINGLE);
    expect(selection.filters).toEqual({ discover_types: ['new'] });
  });

  it('should read the search text, the letter and the gift-card and licensed toggles', () => {
    const selection = parseSelection({ 'filter[search]': ' bean ', 'filter[viewBy]': '#', 'filter[giftCard]': 'true', 'filter[licensed]': '1' }, options, SINGLE);
    expect(selection).toEqual({ search: 'bean', filters: { view_by: ['#'] }, giftCard: true, licensed: true });
  });

  it('should read what the directory’s GET form sends: a checkbox per value under one name, empty selects and toggles', () => {
    const query = queryValues(
      `?filter%5Bsearch%5D=&${filterParam('category')}=fashion&${filterParam('category')}=home-living&${filterParam('discover_types')}=&${filterParam('view_by')}=&filter%5BgiftCard%5D=true`,
    );
    expect(parseSelection(query, options, SINGLE)).toEqual({ search: '', filters: { category: ['fashion', 'home-living'] }, giftCard: true, licensed: false });
  });

  it('should read a filter written comma-separated by the browser and repeated by a form alike, once each', () => {
    const query = queryValues('?filter[categories]=fashion,beauty-wellbeing&filter[categories]=fashion&filter[discover]=luxury&filter[discover]=new');
    expect(parseSelection(query, options, SINGLE).filters).toEqual({ category: ['fashion', 'beauty-wellbeing'], discover_types: ['luxury'] });
  });

  it('should match options by value or label', () => {
    expect(matchOptions('Luxury', options.discover_types!)).toEqual(['luxury']);
    expect(matchOptions('nothing', options.discover_types!)).toEqual([]);
  });
});

describe('directory filters written back to the URL', () => {
  it('should write chosen filters as filter[...] parameters and keep other parameters', () => {
    const selection: Selection = { search: 'bean', filters: { category: ['fashion', 'home-living'], discover_types: ['new'] }, giftCard: true, licensed: false };
    expect(selectionParams(selection)).toEqual([
      ['filter[discover]', 'new'],
      ['filter[categories]', 'fashion,home-living'],
      ['filter[search]', 'bean'],
      ['filter[giftCard]', 'true'],
    ]);
    expect(searchWithSelection('?utm_source=mail&filter[categories]=Beauty', selection)).toBe(
      '?utm_source=mail&filter%5Bdiscover%5D=new&filter%5Bcategories%5D=fashion%2Chome-living&filter%5Bsearch%5D=bean&filter%5BgiftCard%5D=true',
    );
    expect(searchWithSelection('?filter[categories]=Beauty', EMPTY_SELECTION)).toBe('');
  });

  it('should read back exactly the selection it wrote', () => {
    const value = (kind: 'category' | 'discover_types' | 'view_by') => fc.subarray(options[kind]!.map((option) => option.value), { minLength: 0 });
    fc.assert(
      fc.property(value('category'), value('discover_types'), value('view_by'), fc.string().filter((text) => text.trim() === text), fc.boolean(), fc.boolean(), (category, discover, letter, search, giftCard, licensed) => {
        const filters: Selection['filters'] = {};
        if (category.length) filters.category = category;
        if (discover.length) filters.discover_types = discover.slice(0, 1);
        if (letter.length) filters.view_by = letter.slice(0, 1);
        const selection: Selection = { search, filters, giftCard, licensed };
        expect(parseSelection(queryRecord(searchWithSelection('', selection)), options, SINGLE)).toEqual(selection);
      }),
    );
  });
});
