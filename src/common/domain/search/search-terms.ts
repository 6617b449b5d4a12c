/**
 * How text becomes search terms, the same for what is indexed and what is typed, and how forgiving a term's match
 * is (issue 13: one typo in words of five letters or more, prefixes as the visitor types).
 */

/** Title matches rank first, then a store's keywords and categories, then body text. */
export const SEARCH_FIELD_BOOSTS = { title: 8, keywords: 3, body: 1 } as const;

export type SearchField = keyof typeof SEARCH_FIELD_BOOSTS;
export const SEARCH_FIELDS = Object.keys(SEARCH_FIELD_BOOSTS) as SearchField[];

/** A word shorter than this must be typed exactly (or as a prefix): 'cafe' is not a typo of 'care'. */
export const TYPO_MIN_LENGTH = 5;

const MARKS = /[\u0300-\u036f]/g;
const APOSTROPHES = /['\u2018\u2019`]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

/** Folds a word: lower case, accents off ('Café' is 'cafe'), apostrophes gone ("Nonna's" is 'nonnas'). */
export function foldTerm(term: string): string {
  return term.normalize('NFD').replace(MARKS, '').replace(APOSTROPHES, '').toLowerCase();
}

/** The folded words of a text, in order. */
export function searchTerms(text: string): string[] {
  return foldTerm(text)
    .split(SEPARATORS)
    .filter((term) => term !== '');
}

/** A word of two letters or more also finds the words it starts ('fres' finds 'FreshMart'); one letter is too few. */
export function prefixAllowed(term: string): boolean {
  return term.length >= 2;
}

/**
 * The edit distance a typed word may be from a word of the content: one for five letters or more, none for shorter
 * words, and none for a word the content has (or has words starting with): 'cooking' finds cooking, not booking.
 */
export function typoAllowance(term: string, knownWordStart = false): number {
  return term.length >= TYPO_MIN_LENGTH && !knownWordStart ? 1 : 0;
}

/** Whether some word of a sorted word list starts with `term` (binary search). */
export function startsSomeWord(sortedWords: readonly string[], term: string): boolean {
  let low = 0;
  let high = sortedWords.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sortedWords[mid]! < term) low = mid + 1;
    else high = mid;
  }
  return low < sortedWords.length && sortedWords[low]!.startsWith(term);
}
