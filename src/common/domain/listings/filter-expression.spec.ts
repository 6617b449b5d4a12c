import fc from 'fast-check';
import { filterExpression, filterQuery } from './filter-expression';

describe('filter expressions for content queries (spec 1 §5)', () => {
  it('should join the expressions with a space after filter=', () => {
    expect(filterQuery(['type:offers', 'store:abc'])).toBe('filter=type:offers store:abc');
  });

  it('should drop blank expressions and give nothing when none is left', () => {
    expect(filterQuery(['', 'type:news', '   '])).toBe('filter=type:news');
    expect(filterQuery([])).toBe('');
    expect(filterQuery(['', ' '])).toBe('');
  });

  it('should give empty text for an empty value', () => {
    expect(filterExpression('store', '')).toBe('');
    expect(filterExpression('store', [])).toBe('');
    expect(filterExpression('store', undefined)).toBe('');
    expect(filterExpression('tags', ['student', ' ', 'weekly'])).toBe('tags:student,weekly');
  });

  it('should build a query from which every non-blank expression can be read back, in order', () => {
    const token = fc.stringMatching(/^[a-z:,_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(fc.oneof(token, fc.constantFrom('', ' ', '\t')), { maxLength: 10 }), (expressions) => {
        const query = filterQuery(expressions);
        const kept = expressions.filter((e) => e.trim() !== '');
        expect(query).toBe(kept.length ? `filter=${kept.join(' ')}` : '');
        if (query) expect(query.slice('filter='.length).split(' ')).toEqual(kept);
      }),
    );
  });
});
