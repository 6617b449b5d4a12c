import { DISCOVER_VALUES, discoverLabel, isDiscoverValue } from './discover';

describe('discover values (spec 1 §9)', () => {
  it('should know new, exclusives, australian-designers, sustainable-designers, luxury and trending', () => {
    expect(DISCOVER_VALUES).toEqual(['new', 'exclusives', 'australian-designers', 'sustainable-designers', 'luxury', 'trending']);
    expect(isDiscoverValue('luxury')).toBe(true);
    expect(isDiscoverValue('cheap')).toBe(false);
  });

  it('should label known values and capitalise others', () => {
    expect(discoverLabel('australian-designers')).toBe('Australian Designers');
    expect(discoverLabel('pop-up_stores')).toBe('Pop Up Stores');
  });
});
