import { RELATED_WORD_GROUPS, relatedWords } from './related-words';
import { foldTerm } from './search-terms';

describe('related words (issue 26 part 3: search that understands a shopper)', () => {
  it("should relate a shopper's word for shoes to the Footwear category and the other shoe words", () => {
    expect(relatedWords('sneakers')).toEqual(expect.arrayContaining(['footwear', 'shoes']));
    expect(relatedWords('Shoes')).toEqual(expect.arrayContaining(['footwear', 'sneakers', 'boots']));
    expect(relatedWords('chemist')).toContain('pharmacy');
    expect(relatedWords('jewelry')).toContain('jewellery');
  });

  it('should find the group of a word typed in the singular through its plural', () => {
    expect(relatedWords('sneaker')).toContain('footwear');
    expect(relatedWords('sneaker')).not.toContain('sneakers');
    expect(relatedWords('optometrist')).toContain('glasses');
  });

  it('should leave out the typed word itself and relate nothing to a word of no group', () => {
    expect(relatedWords('shoes')).not.toContain('shoes');
    expect(relatedWords('lantern')).toEqual([]);
    expect(relatedWords('')).toEqual([]);
  });

  it('should write every word of the table folded, as the index folds the words of the content', () => {
    for (const group of RELATED_WORD_GROUPS) for (const word of group) expect(foldTerm(word)).toBe(word);
  });
});
