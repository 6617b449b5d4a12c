import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import { relatedWords, tablePlural } from '../../../common/domain/search/related-words';
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
   * or more that no word of the content starts with may carry one typo. A word of the related-words table also
   * finds what its group's other words find ('sneakers' finds the Footwear stores), listed after everything the
   * typed words find themselves. Entries outside their dates at `now` are left out.
   */
  find(text: string, now: Date, timeZone: string): SearchItem[] {
    const options: SearchOptions = {
      boost: { ...SEARCH_FIELD_BOOSTS },
      prefix: (term) => prefixAllowed(term),
      fuzzy: (term) => typoAllowance(term, startsSomeWord(this.words, term)),
      filter: (result) => this.entries.get(String(result.id))?.visibleAt?.(now, timeZone) ?? true,
    };
    const terms = searchTerms(text);
    let ids = this.matching(terms, 'AND', options);
    if (ids.length === 0 && terms.length > 1) ids = this.matching(terms, 'OR', options);
    return ids.map((id) => toSearchItem(this.entries.get(id)!));
  }

  /** The ids the typed words find, then those only their related words find. */
  private matching(terms: string[], combineWith: 'AND' | 'OR', options: SearchOptions): string[] {
    const direct = this.search.search({ combineWith, queries: terms }, options).map((result) => String(result.id));
    const found = new Set(direct);
    const related = this.search
      .search(withRelatedWords(terms, combineWith), options)
      .map((result) => String(result.id))
      .filter((id) => !found.has(id));
    return [...direct, ...related];
  }
}

/** The typed words as one query, each word itself (or its plural in the table) or one of its related words. */
function withRelatedWords(terms: string[], combineWith: 'AND' | 'OR'): Query {
  return {
    combineWith,
    queries: terms.map((term): Query => {
      const related = relatedWords(term);
      if (related.length === 0) return term;
      const plural = tablePlural(term);
      const alternatives: Query = { combineWith: 'OR', queries: related, fuzzy: false };
      return { combineWith: 'OR', queries: [plural ? `${term} ${plural}` : term, alternatives] };
    }),
  };
}
