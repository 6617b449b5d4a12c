/**
 * Words a shopper uses for the same kind of shop (issue 26 part 3): 'sneakers' should find the shoe shops, 'shoes'
 * every Footwear store, 'chemist' the pharmacy. The index already holds each store's category and sub-category
 * names (decision 0018); this small table adds the everyday words for them. Each group is a set of words that
 * find each other: a typed word of a group also searches the group's other words, and what only they find is
 * listed after what the word itself finds (src/modules/content/search/site-search-index.ts). Words are written folded (lower case, no accents or apostrophes), singular
 * and plural where both are typed; a word may sit in more than one group.
 *
 * Keep it small and about shops: a group says 'a shopper typing one of these wants any of these'. Words that
 * mean other things too ('watch', 'post') are left out.
 */
import { foldTerm } from './search-terms';

export const RELATED_WORD_GROUPS: readonly (readonly string[])[] = [
  ['footwear', 'shoes', 'shoe', 'sneakers', 'sneaker', 'trainers', 'runners', 'boots', 'heels', 'sandals', 'thongs'],
  ['fashion', 'clothes', 'clothing', 'apparel', 'outfits', 'menswear', 'womenswear'],
  ['dining', 'restaurant', 'restaurants', 'eat', 'eats', 'lunch', 'dinner'],
  ['cafe', 'cafes', 'coffee', 'espresso'],
  ['supermarket', 'supermarkets', 'groceries', 'grocery', 'grocer'],
  ['pharmacy', 'chemist', 'chemists', 'pharmacist'],
  ['optometrist', 'optometrists', 'optician', 'glasses', 'eyewear', 'sunglasses'],
  ['medical', 'doctor', 'doctors', 'gp', 'clinic'],
  ['dentist', 'dental'],
  ['hair', 'hairdresser', 'hairdressers', 'haircut', 'salon', 'salons', 'barber', 'barbers'],
  ['gym', 'gyms', 'fitness', 'workout'],
  ['jewellery', 'jewelry', 'jeweller', 'jewellers', 'rings', 'necklaces', 'earrings'],
  ['phones', 'phone', 'mobile', 'mobiles', 'smartphone'],
  ['computers', 'computer', 'laptop', 'laptops', 'electronics', 'gaming'],
  ['cinema', 'cinemas', 'movies', 'movie', 'films'],
  ['bank', 'banks', 'banking', 'atm'],
  ['liquor', 'bottleshop', 'alcohol', 'beer', 'spirits'],
  ['cosmetics', 'makeup', 'skincare'],
  ['fragrance', 'perfume', 'perfumes', 'cologne'],
  ['toys', 'toy', 'games', 'kids', 'children'],
  ['books', 'book', 'bookshop', 'bookstore', 'stationery'],
  ['furniture', 'homewares', 'decor', 'bedding', 'kitchenware'],
];

const groupsByWord = new Map<string, string[]>();
for (const group of RELATED_WORD_GROUPS) {
  for (const word of group) groupsByWord.set(word, [...(groupsByWord.get(word) ?? []), ...group]);
}

/** The table's plural of a word typed in the singular ('sneaker' → 'sneakers'), searched as the word itself. */
export function tablePlural(typed: string): string | undefined {
  const term = foldTerm(typed);
  return !groupsByWord.has(term) && groupsByWord.has(`${term}s`) ? `${term}s` : undefined;
}

/**
 * The words related to a typed word (folded), without the word itself or its plural; none for a word of no group.
 * A word typed in the singular finds its group through its plural ('sneaker' through 'sneakers').
 */
export function relatedWords(typed: string): string[] {
  const term = foldTerm(typed);
  const group = groupsByWord.get(term) ?? groupsByWord.get(`${term}s`) ?? [];
  return [...new Set(group)].filter((word) => word !== term && word !== `${term}s`);
}
