import {
  chooseFloor,
  FLOOR_NOT_FOUND,
  searchStores,
  matchSelectedStores,
  MAX_SELECTED_STORES,
  parseSelectedStores,
} from './map-selection';

const stores = [
  { key: 'yonder-coffee-co', title: 'Yonder Coffee Co.', ids: ['11', 'uuid-yonder'] },
  { key: 'burger-yard', title: 'Burger Yard', ids: ['12', 'uuid-burger'] },
];
const floors = [
  { code: 'LG', name: 'Lower Ground' },
  { code: 'G', name: 'Ground Level' },
  { code: 'L1', name: 'Level 1' },
];

describe('the centre map selection', () => {
  it('should split selectedStores on commas, trimming and dropping blanks and repeats', () => {
    expect(parseSelectedStores(' Burger Yard, ,yonder-coffee-co,burger  yard ')).toEqual([
      'Burger Yard',
      'yonder-coffee-co',
    ]);
    expect(parseSelectedStores(undefined)).toEqual([]);
  });

  it('should ignore names past the limit', () => {
    const many = Array.from({ length: 30 }, (_, i) => `Store ${i}`).join(',');
    expect(parseSelectedStores(many)).toHaveLength(MAX_SELECTED_STORES);
  });

  it('should match stores by title, slug or id, ignoring case, in the order asked', () => {
    expect(matchSelectedStores(['BURGER yard', 'Yonder Coffee Co.'], stores).map((s) => s.key)).toEqual([
      'burger-yard',
      'yonder-coffee-co',
    ]);
    expect(matchSelectedStores(['yonder-coffee-co', '12'], stores).map((s) => s.key)).toEqual([
      'yonder-coffee-co',
      'burger-yard',
    ]);
    expect(matchSelectedStores(['uuid-burger', 'Burger Yard', 'Nobody'], stores).map((s) => s.key)).toEqual([
      'burger-yard',
    ]);
  });

  it('should open on the floor asked for, by code or name', () => {
    expect(chooseFloor(floors, { requested: 'l1' })).toEqual({ code: 'L1' });
    expect(chooseFloor(floors, { requested: 'Lower Ground', selectedFloors: ['G'] })).toEqual({ code: 'LG' });
  });

  it('should say it could not find the map of a floor the plan does not have', () => {
    expect(chooseFloor(floors, { requested: 'L9' })).toEqual({ error: FLOOR_NOT_FOUND });
  });

  it('should otherwise open on the first selected store’s floor, then the default floor, then the lowest', () => {
    expect(chooseFloor(floors, { selectedFloors: ['L1', 'G'], defaultFloor: 'G' })).toEqual({ code: 'L1' });
    expect(chooseFloor(floors, { defaultFloor: 'G' })).toEqual({ code: 'G' });
    expect(chooseFloor(floors, { defaultFloor: 'Rooftop' })).toEqual({ code: 'LG' });
    expect(chooseFloor([], {})).toEqual({ code: undefined });
  });
});

describe('the map’s store search', () => {
  const stores = [
    { key: 'ada-wren', title: 'Ada & Wren', ids: ['1'] },
    { key: 'ada-wren-kids', title: 'Ada & Wren Kids', ids: ['2'] },
    { key: 'burger-yard', title: 'Burger Yard', ids: ['3'] },
  ];

  it('should find the store a search names exactly, by title or slug, ignoring case', () => {
    expect(searchStores(' ada & wren ', stores).map((s) => s.key)).toEqual(['ada-wren']);
    expect(searchStores('burger-yard', stores).map((s) => s.key)).toEqual(['burger-yard']);
  });

  it('should otherwise give every store whose title holds each word, and nothing for a blank search', () => {
    expect(searchStores('wren', stores).map((s) => s.key)).toEqual(['ada-wren', 'ada-wren-kids']);
    expect(searchStores('yard burger', stores).map((s) => s.key)).toEqual(['burger-yard']);
    expect(searchStores('pizza', stores)).toEqual([]);
    expect(searchStores('  ', stores)).toEqual([]);
  });
});
