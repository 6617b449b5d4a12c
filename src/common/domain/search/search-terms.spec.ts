import fc from 'fast-check';
import { foldTerm, prefixAllowed, searchTerms, typoAllowance } from './search-terms';

describe('search terms (issue 13)', () => {
  it('should fold case, accents and apostrophes so a visitor types the words as they come', () => {
    expect(searchTerms("Nonna's Table")).toEqual(['nonnas', 'table']);
    expect(searchTerms('Café Crème')).toEqual(['cafe', 'creme']);
    expect(searchTerms('Greengrocer & Co.')).toEqual(['greengrocer', 'co']);
    expect(searchTerms('24/7 Convenience')).toEqual(['24', '7', 'convenience']);
    expect(foldTerm('FreshMart')).toBe('freshmart');
  });

  it('should give nothing for text without letters or digits', () => {
    expect(searchTerms('  -- & ! ')).toEqual([]);
  });

  it('should allow one typo only in words of five letters or more', () => {
    expect(typoAllowance('cafe')).toBe(0);
    expect(typoAllowance('sushi')).toBe(1);
    expect(typoAllowance('freshmrt')).toBe(1);
  });

  it('should match the start of words of two letters or more, never of one', () => {
    expect(prefixAllowed('f')).toBe(false);
    expect(prefixAllowed('fr')).toBe(true);
  });

  it('should give the same terms for text already made terms (indexed and typed text agree)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const terms = searchTerms(text);
        expect(searchTerms(terms.join(' '))).toEqual(terms);
        for (const term of terms) expect(term).toBe(term.toLowerCase());
      }),
    );
  });
});
