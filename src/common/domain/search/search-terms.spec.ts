import fc from 'fast-check';
import { foldTerm, prefixAllowed, searchTerms, startsSomeWord, typoAllowance } from './search-terms';

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

  it("should allow no typo in a word the content has or starts ('cooking' is not 'booking')", () => {
    expect(typoAllowance('cooking', true)).toBe(0);
    const words = ['booking', 'cooking', 'freshmart', 'fresh'].sort();
    expect(startsSomeWord(words, 'cooking')).toBe(true);
    expect(startsSomeWord(words, 'fres')).toBe(true);
    expect(startsSomeWord(words, 'freshmrt')).toBe(false);
    expect(startsSomeWord(words, 'zzz')).toBe(false);
    expect(startsSomeWord([], 'a')).toBe(false);
  });

  it('should say a word starts some word exactly when one in the list starts with it', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 })), fc.string({ maxLength: 4 }), (list, term) => {
        const sorted = [...new Set(list)].sort();
        expect(startsSomeWord(sorted, term)).toBe(sorted.some((word) => word.startsWith(term)));
      }),
    );
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
