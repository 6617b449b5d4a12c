import fc from 'fast-check';
import { multiSelectColumns } from './filter-layout';

describe('multi-select filter columns (spec 1 §9)', () => {
  it('should use 2 columns for one item, the item count up to 4, 4 when divisible by 4, else 3', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 16].map(multiSelectColumns)).toEqual([2, 2, 3, 4, 3, 3, 3, 4, 3, 4, 3, 4]);
    expect(multiSelectColumns(0)).toBe(3);
  });

  it('should always give between 2 and 4 columns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (count) => {
        const columns = multiSelectColumns(count);
        expect(columns).toBeGreaterThanOrEqual(2);
        expect(columns).toBeLessThanOrEqual(4);
        if (count > 4) expect(columns).toBe(count % 4 === 0 ? 4 : 3);
      }),
    );
  });
});
