import fc from 'fast-check';
import { byDisplayOrder, canExpand, filterBySubCategories, initialTileCount, itemsPerRow, offersSubCategoryFilter, pinnedFirst } from './category-rules';

describe('category order (spec 1 §9)', () => {
  it('should sort by displayOrder, 999 when missing, then by title', () => {
    const sorted = byDisplayOrder([
      { title: 'Services' },
      { title: 'Fashion', displayOrder: 1 },
      { title: 'Dining', displayOrder: '2' },
      { title: 'Beauty' },
      { title: 'Zoo', displayOrder: 999 },
    ]);
    expect(sorted.map((item) => item.title)).toEqual(['Fashion', 'Dining', 'Beauty', 'Services', 'Zoo']);
  });
});

describe('the sub-category filter (spec 1 §2.7, §5)', () => {
  it('should be offered only for a category level with stores and more than one sub-category', () => {
    expect(offersSubCategoryFilter('category', 5, 2)).toBe(true);
    expect(offersSubCategoryFilter('category', 5, 1)).toBe(false);
    expect(offersSubCategoryFilter('category', 0, 4)).toBe(false);
    expect(offersSubCategoryFilter('sub_category', 5, 4)).toBe(false);
  });

  it('should keep stores of any chosen sub-category, and all stores when none is chosen', () => {
    const stores = [
      { id: '1', subcategories: ['a'] },
      { id: '2', subcategories: ['b'] },
      { id: '3', subcategories: [] },
    ];
    expect(filterBySubCategories(stores, []).map((store) => store.id)).toEqual(['1', '2', '3']);
    expect(filterBySubCategories(stores, ['a', 'b']).map((store) => store.id)).toEqual(['1', '2']);
  });
});

describe('pinned stores (spec 1 §2.7)', () => {
  it('should sort stores by title and then put the pinned ones first, in pinned order', () => {
    const stores = ['Zara', 'Aesop', 'Myer', 'Country Road'].map((title) => ({ id: title, title }));
    expect(pinnedFirst(stores, ['Myer', 'Nope', 'Aesop']).map((store) => store.title)).toEqual(['Myer', 'Aesop', 'Country Road', 'Zara']);
  });

  it('should keep every store exactly once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { selector: (title) => title }), fc.array(fc.string()), (titles, pinned) => {
        const stores = titles.map((title) => ({ id: title, title }));
        const result = pinnedFirst(stores, pinned);
        expect(result.map((store) => store.id).sort()).toEqual([...titles].sort());
      }),
    );
  });
});

describe('category list (spec 1 §2.7, §9)', () => {
  it('should show 3 per row by default and two rows minus one tile at first', () => {
    expect(itemsPerRow(undefined)).toBe(3);
    expect(itemsPerRow('')).toBe(3);
    expect(itemsPerRow('4')).toBe(4);
    expect(initialTileCount(3)).toBe(5);
    expect(initialTileCount(4)).toBe(7);
  });

  it('should offer Discover More only when there are more tiles than shown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 6 }), (count, perRow) => {
        expect(canExpand(count, perRow)).toBe(count > 2 * perRow - 1);
      }),
    );
  });
});
