import MiniSearch, { type SearchOptions } from 'minisearch';
import type { SearchItem } from '../../../common/domain/search/search-results';
import {
  prefixAllowed,
  SEARCH_FIELD_BOOSTS,
  SEARCH_FIELDS,
  searchTerms,
  startsSomeWord,
  typoAllowance,
} from '../../../common/domain/search/search-terms';
import { SearchEntry, toSearchItem } from './search-entry';

type Indexed = Pick<SearchEntry, 'id' | 'title' | 'keywords' | 'body'>;

/**
 * One centre's search index (MiniSearch, decision 0018): title, keywords and body text, each word folded the same
 * way as the visitor's words. Built once from the published content; searched many times.
 */
export class SiteSearchIndex {
  private readonly search = new MiniSearch<Indexed>({
    fields: [...SEARCH_FIELDS],
    storeFields: [],
    tokenize: searchTerms,
    // searchTerms already folded every word
    processTerm: (term) => term,
  });
  private readonly entries = new Map<string, SearchEntry>();
  /** every word of the index, sorted: a typed word found here is taken as meant, with no typo allowed */
  private readonly words: string[];

  constructor(entries: SearchEntry[]) {
    for (const entry of entries) {
      if (this.entries.has(entry.id)) continue;
      this.entries.set(entry.id, entry);
    }
    const indexed = [...this.entries.values()].map(({ id, title, keywords, body }) => ({ id, title, keywords, body }));
    this.search.addAll(indexed);
    const words = indexed.flatMap((entry) => searchTerms(`${entry.title} ${entry.keywords} ${entry.body}`));
    this.words = [...new Set(words)].sort();
  }

  /**
   * The entries matching every word (or, when none does, any word), best first: title matches before keyword
   * matches before body matches. A word of two letters or more may be the start of a word; a word of five letters
   * or more that no word of the content starts with may carry one typo. Entries outside their dates at `now` are
   * left out.
   */
  find(text: string, now: Date, timeZone: string): SearchItem[] {
    const options: SearchOptions = {
      boost: { ...SEARCH_FIELD_BOOSTS },
      prefix: (term) => prefixAllowed(term),
      fuzzy: (term) => typoAllowance(term, startsSomeWord(this.words, term)),
      filter: (result) => this.entries.get(String(result.id))?.visibleAt?.(now, timeZone) ?? true,
    };
    let results = this.search.search(text, { ...options, combineWith: 'AND' });
    if (results.length === 0 && searchTerms(text).length > 1)
      results = this.search.search(text, { ...options, combineWith: 'OR' });
    return results.map((result) => toSearchItem(this.entries.get(String(result.id))!));
  }
}
