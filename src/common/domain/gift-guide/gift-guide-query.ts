/**
 * spec 1 §2.11: the gift guide's filters in the address bar. Read from keys categories, price, suitedTo,
 * editorialContent and gender ("a gender filter is also supported") (keys beginning `_storyblok` or `utm` are never read or written); chosen filters are written
 * back under the same keys, other parameters left as they were. The search text and the letter are read too (the
 * guide's GET form sends them where no script runs) but never written.
 */
import { INDEX_LETTERS } from '../directory/directory-filter';
import { FilterOption, matchOptions } from '../directory/directory-query';

export const GIFT_FILTER_KEYS = ['categories', 'suitedTo', 'editorialContent', 'price', 'gender'] as const;
export type GiftFilterKey = (typeof GIFT_FILTER_KEYS)[number];

/** One value per filter ('' is 'All'), the search text and the chosen letter ('' for none). */
export interface GiftSelection {
  filters: Partial<Record<GiftFilterKey, string>>;
  search: string;
  letter: string;
}

export const EMPTY_GIFT_SELECTION: GiftSelection = { filters: {}, search: '', letter: '' };

/** The names the guide's form sends its search text and a pressed letter under. */
export const GIFT_SEARCH_KEY = 'search';
export const GIFT_LETTER_KEY = 'letter';

/** Parameters that belong to the editor or to campaign tracking, never to the gift guide. */
export function isForeignKey(key: string): boolean {
  return /^_storyblok/i.test(key) || /^utm/i.test(key);
}

/** The selection a query asks for: each key's value matched to an option by value or label, case-insensitively. */
export function readGiftSelection(
  query: Record<string, string>,
  options: Partial<Record<GiftFilterKey, FilterOption[]>>,
): GiftSelection {
  const filters: GiftSelection['filters'] = {};
  for (const [key, raw] of Object.entries(query)) {
    if (isForeignKey(key)) continue;
    const filter = GIFT_FILTER_KEYS.find((name) => name.toLowerCase() === key.toLowerCase());
    const available = filter && options[filter];
    if (!filter || !available || filters[filter] !== undefined) continue;
    const [value] = matchOptions(raw, available);
    if (value !== undefined) filters[filter] = value;
  }
  const letter = (query[GIFT_LETTER_KEY] ?? '').trim().toLowerCase();
  return {
    filters,
    search: (query[GIFT_SEARCH_KEY] ?? '').trim(),
    letter: INDEX_LETTERS.includes(letter) ? letter : '',
  };
}

/** A location search string with the selection's filters in place of earlier ones; every other parameter kept. */
export function searchWithGiftSelection(search: string, selection: GiftSelection): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    if (!isForeignKey(key) && GIFT_FILTER_KEYS.some((name) => name.toLowerCase() === key.toLowerCase()))
      params.delete(key);
  }
  for (const key of GIFT_FILTER_KEYS) {
    const value = selection.filters[key];
    if (value) params.append(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
