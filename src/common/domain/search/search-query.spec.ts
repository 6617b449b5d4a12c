import fc from 'fast-check';
import {
  normaliseQuery,
  queryProblem,
  SEARCH_QUERY_CONTROL_CHARACTERS,
  typedQuery,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_TOO_LONG,
} from './search-query';

describe('the search query (spec 1 §4 /api/search)', () => {
  it('should trim the text and make runs of spaces one', () => {
    expect(normaliseQuery('  fresh    food  ')).toBe('fresh food');
    expect(normaliseQuery('   ')).toBe('');
  });

  it('should refuse control characters, line breaks and tabs included', () => {
    expect(queryProblem('fresh\u0000food')).toBe(SEARCH_QUERY_CONTROL_CHARACTERS);
    expect(queryProblem('fresh\nfood')).toBe(SEARCH_QUERY_CONTROL_CHARACTERS);
    expect(queryProblem('fresh\u009bfood')).toBe(SEARCH_QUERY_CONTROL_CHARACTERS);
  });

  it(`should refuse text longer than ${SEARCH_QUERY_MAX_LENGTH} characters and accept it at the limit`, () => {
    expect(queryProblem('a'.repeat(SEARCH_QUERY_MAX_LENGTH))).toBeUndefined();
    expect(queryProblem('a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1))).toBe(SEARCH_QUERY_TOO_LONG);
  });

  it('should accept any printable text up to the limit, accents and emoji included', () => {
    expect(queryProblem("Nonna's café 🍝")).toBeUndefined();
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const printable = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
        if (printable.length <= SEARCH_QUERY_MAX_LENGTH) expect(queryProblem(printable)).toBeUndefined();
      }),
    );
  });

  it("should read the typed text from 'query', or from 'q' when there is no 'query'", () => {
    expect(typedQuery({ query: 'shoes' })).toBe('shoes');
    expect(typedQuery({ q: 'shoes' })).toBe('shoes');
    expect(typedQuery({ query: 'boots', q: 'shoes' })).toBe('boots');
    expect(typedQuery({})).toBeUndefined();
    // a repeated parameter is a list, not text
    expect(typedQuery({ q: ['a', 'b'] })).toBeUndefined();
  });
});
