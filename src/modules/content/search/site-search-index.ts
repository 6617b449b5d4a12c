import MiniSearch, { type SearchOptions } from 'minisearch';
import type { SearchItem } from '../../../common/domain/search/search-results';
import {
  prefixAllowed,
  SEARCH_FIELD_BOOSTS,
  SEARCH_FIELDS,
  searchTerms,
  typoAllowance,
} from '../../../common/domain/search/search-terms';
import { SearchEntry, toSearchItem } from './search-entry';

type Indexed = Pick<SearchEntry, 'id' | 'title' | 'keywords' | 'body'>;

/**
 * One centre's search index (MiniSearch, decision 0017): title, keywords and body text, each word folded the same
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

  constructor(entries: SearchEntry[]) {
    for (const entry of entries) {
      if (this.entries.has(entry.id)) continue;
      this.entries.set(entry.id, entry);
    }
    this.search.addAll(
      [...this.entries.values()].map(({ id, title, keywords, body }) => ({ id, title, keywords, body })),
    );
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The entries matching every word (or, when none does, any word), best first: title matches before keyword
   * matches before body matches; a word of two letters or more may be the start of a word; words of five letters or more may
   * carry one typo. Entries outside their dates at `now` are left out.
   */
  find(text: string, now: Date, timeZone: string): SearchItem[] {
    const options: SearchOptions = {
      boost: { ...SEARCH_FIELD_BOOSTS },
      prefix: (term) => prefixAllowed(term),
      fuzzy: (term) => typoAllowance(term),
      filter: (result) => this.entries.get(String(result.id))?.visibleAt?.(now, timeZone) ?? true,
    };
    let results = this.search.search(text, { ...options, combineWith: 'AND' });
    if (results.length === 0 && searchTerms(text).length > 1)
      results = this.search.search(text, { ...options, combineWith: 'OR' });
    return results.map((result) => toSearchItem(this.entries.get(String(result.id))!));
  }
}
