import type { SearchGroupType, SearchItem } from '../../../common/domain/search/search-results';

/** One searchable thing of a centre: its indexed text, what a result shows, and whether it shows now. */
export interface SearchEntry {
  id: string;
  type: SearchGroupType;
  title: string;
  /** a store's keywords, categories, cuisines and precinct; a promotion's tags and store; words that find it */
  keywords: string;
  body: string;
  link: string;
  excerpt: string;
  /** listed only within its dates (events, offers, news, competitions: spec 1 §5); always when absent */
  visibleAt?: (now: Date, timeZone: string) => boolean;
}

export const toSearchItem = (entry: SearchEntry): SearchItem => ({
  title: entry.title,
  link: entry.link,
  excerpt: entry.excerpt,
  type: entry.type,
});
