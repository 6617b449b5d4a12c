/**
 * A store as the directory lists it (spec 1 §3 'Directory card' and 'Store card'): only what the card, the
 * filters and the search need, so the directory's view model stays small.
 */
import type { StoreContent } from '../cms/foundation-content.types';
import { letterOf } from '../navigation/letter-index';
import { compareTitles } from '../navigation/title-order';
import { isTrading } from '../stores/store-facts';

export interface DirectoryEntry {
  title: string;
  /** the store's page: /stores/<slug> */
  href: string;
  /** lower-cased text searched by the search box: title, keywords, cuisines (spec 1 §5) */
  searchText: string;
  /** option values of the tag filters: category slugs, sub-category paths, cuisines and meal times */
  tags: string[];
  discover: string[];
  precinct: string;
  /** card type (spec 1 §9: news, events, offers, stores, competitions) */
  type: string;
  giftCard: boolean;
  licensed: boolean;
}

/** What visibility looks at in a store's content. */
export interface StoreFacts {
  title?: string | null;
  status?: string | null;
  /** the card's image (logo, or the store image) */
  hasImage: boolean;
  hasTradingHours: boolean;
}

/**
 * spec 1 §5: stores that are temporarily closed or coming soon are hidden; a store card renders only if
 * title, image and tradingHours exist.
 */
export function isListedStore(store: StoreFacts): boolean {
  return Boolean(store.title?.trim()) && store.hasImage && store.hasTradingHours && isTrading(store.status);
}

/**
 * spec 1 §5 on a store's content as the CMS sends it: listed when it trades and has a title, a logo or an image, and
 * trading hours (the search and the sitemap read the content; the directory's cards check the mapped values).
 */
export function isListedStoreContent(store: Partial<StoreContent> | undefined): boolean {
  if (!store) return false;
  return isListedStore({
    title: typeof store.title === 'string' ? store.title : undefined,
    status: store.status,
    hasImage: Boolean(store.logo?.filename || store.image?.filename),
    hasTradingHours: Array.isArray(store.tradingHours) && store.tradingHours.length > 0,
  });
}

/** spec 1 §9: stores by title. Returns a new array. */
export function sortByTitle<T extends { title: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => compareTitles(a.title, b.title));
}

/** spec 1 §5: the text the search box matches, lower-cased once. */
export function searchTextOf(title: string, keywords: string | string[] | undefined, cuisines: string[] | undefined): string {
  const words = Array.isArray(keywords) ? keywords.join(' ') : (keywords ?? '');
  return [title, words, ...(cuisines ?? [])].join('\n').toLowerCase();
}

/** The letter heading a store is listed under ('a' ... 'z', '#'). */
export function entryLetter(entry: Pick<DirectoryEntry, 'title'>): string {
  return letterOf(entry.title);
}
