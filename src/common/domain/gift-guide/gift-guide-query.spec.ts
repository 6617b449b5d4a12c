import { filterGiftOffers, giftLetters } from './gift-guide-filter';
import { EMPTY_GIFT_SELECTION, readGiftSelection, searchWithGiftSelection } from './gift-guide-query';

const options = {
  categories: [
    { value: 'Home', label: 'Home' },
    { value: 'Tech', label: 'Tech' },
  ],
  suitedTo: [{ value: 'Mum', label: 'Mum' }],
  editorialContent: [{ value: 'Staff Pick', label: 'Staff Pick' }],
  price: [
    { value: 'Under $50', label: 'Under $50' },
    { value: '$50 - $100', label: '$50 - $100' },
  ],
  gender: [
    { value: 'Female', label: 'Female' },
    { value: 'Male', label: 'Male' },
    { value: 'Unisex', label: 'Unisex' },
  ],
};

const offers = [
  {
    name: 'Candle',
    storeName: 'Scentique',
    price: 24,
    categories: ['Home'],
    suitedTo: ['Mum'],
    editorialContent: [],
    gender: ['Female'],
  },
  {
    name: 'Earbuds',
    storeName: 'Circuit Lab',
    price: 149,
    categories: ['Tech'],
    suitedTo: [],
    editorialContent: ['Staff Pick'],
    gender: ['Unisex'],
  },
  {
    name: 'Picnic basket',
    storeName: 'Woven Home',
    price: 89,
    categories: ['Home'],
    suitedTo: ['Mum'],
    editorialContent: [],
    gender: ['Male'],
  },
  { name: 'Voucher', price: 50, categories: ['Home'], suitedTo: [], editorialContent: [], gender: [] },
];

describe('gift guide address bar', () => {
  it('should pre-select the filters the query names, by value or label in any case', () => {
    expect(readGiftSelection({ categories: 'home', price: 'under $50', suitedTo: 'Mum' }, options).filters).toEqual({
      categories: 'Home',
      price: 'Under $50',
      suitedTo: 'Mum',
    });
  });

  it('should read and write the gender filter under the key gender', () => {
    const selection = readGiftSelection({ gender: 'male', utm_source: 'mail' }, options);
    expect(selection.filters).toEqual({ gender: 'Male' });
    expect(searchWithGiftSelection('?utm_source=mail&gender=Female', selection)).toBe('?utm_source=mail&gender=Male');
  });

  it('should read the search text and a letter the guide’s form sends, and no letter the index does not have', () => {
    expect(readGiftSelection({ search: ' watch ', letter: 'T', categories: 'tech' }, options)).toEqual({
      filters: { categories: 'Tech' },
      search: 'watch',
      letter: 't',
    });
    expect(readGiftSelection({ letter: '#' }, options).letter).toBe('#');
    expect(readGiftSelection({ letter: 'ab' }, options).letter).toBe('');
  });

  it('should ignore _storyblok and utm keys and values no option has', () => {
    const query = { _storyblok: '123', _storyblok_tk: 'x', utm_source: 'mail', categories: 'Garden' };
    expect(readGiftSelection(query, options)).toEqual(EMPTY_GIFT_SELECTION);
  });

  it('should write chosen filters back and keep every other parameter', () => {
    const selection = { ...EMPTY_GIFT_SELECTION, filters: { categories: 'Home', price: 'Under $50', suitedTo: '' } };
    expect(searchWithGiftSelection('?utm_source=mail&categories=Tech&_storyblok=1', selection)).toBe(
      '?utm_source=mail&_storyblok=1&categories=Home&price=Under+%2450',
    );
    expect(searchWithGiftSelection('?categories=Tech', EMPTY_GIFT_SELECTION)).toBe('');
  });
});

describe('gift guide filters', () => {
  it('should combine filters, price bands and search', () => {
    const pick = (selection: Parameters<typeof filterGiftOffers>[1]) =>
      filterGiftOffers(offers, selection).map((offer) => offer.name);
    expect(pick({ ...EMPTY_GIFT_SELECTION, filters: { categories: 'Home', suitedTo: 'Mum' } })).toEqual([
      'Candle',
      'Picnic basket',
    ]);
    expect(pick({ ...EMPTY_GIFT_SELECTION, filters: { price: '$50 - $100' } })).toEqual(['Picnic basket', 'Voucher']);
    expect(pick({ ...EMPTY_GIFT_SELECTION, search: 'circuit' })).toEqual(['Earbuds']);
    expect(pick({ ...EMPTY_GIFT_SELECTION, letter: 'w' })).toEqual(['Picnic basket']);
  });

  it('should show under a gender the offers for it and the unisex ones, never those for no gender', () => {
    const pick = (gender: string) =>
      filterGiftOffers(offers, { ...EMPTY_GIFT_SELECTION, filters: { gender } }).map((offer) => offer.name);
    expect(pick('Female')).toEqual(['Candle', 'Earbuds']);
    expect(pick('male')).toEqual(['Earbuds', 'Picnic basket']);
    expect(pick('Unisex')).toEqual(['Earbuds']);
    expect(pick('')).toEqual(['Candle', 'Earbuds', 'Picnic basket', 'Voucher']);
  });

  it('should disable the letters no offer is filed under, with the other filters applied', () => {
    const letters = giftLetters(offers, { ...EMPTY_GIFT_SELECTION, filters: { categories: 'Tech' }, letter: 'x' });
    expect(letters.filter((entry) => entry.enabled).map((entry) => entry.letter)).toEqual(['c']);
    expect(letters).toHaveLength(27);
  });
});
