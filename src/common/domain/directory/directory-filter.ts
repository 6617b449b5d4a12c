/**
 * Directory search and filters (spec 1 §2.5, §5): the same functions filter on the server (the first view
 * for the URL's query) and in the browser.
 */
import { letterOf } from '../navigation/letter-index';
import type { DirectoryEntry } from './directory-entry';

/** spec 1 §9 filter types. */
export const FILTER_KINDS = ['category', 'subcategory', 'type', 'discover_types', 'view_by', 'precinct', 'cuisines', 'meal_times'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

/** Filters whose values match within one of categories, subcategories, cuisines or mealTimes (spec 1 §5). */
export const TAG_FILTERS: readonly FilterKind[] = ['category', 'subcategory', 'cuisines', 'meal_times'];

export interface Selection {
  search: string;
  /** the chosen option values of each filter (single-select filters hold at most one) */
  filters: Partial<Record<FilterKind, string[]>>;
  giftCard: boolean;
  licensed: boolean;
}

export const EMPTY_SELECTION: Selection = { search: '', filters: {}, giftCard: false, licensed: false };

/** spec 1 §5: case-insensitive substring over title, keywords and cuisines; blank search matches all. */
export function matchesSearch(entry: Pick<DirectoryEntry, 'searchText'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || entry.searchText.includes(needle);
}

/** spec 1 §5: every selected tag value must be among the store's categories, subcategories, cuisines or mealTimes. */
export function matchesTags(entry: Pick<DirectoryEntry, 'tags'>, selection: Selection): boolean {
  return TAG_FILTERS.every((kind) => (selection.filters[kind] ?? []).every((value) => entry.tags.includes(value)));
}

function matchesOne(values: string[] | undefined, test: (value: string) => boolean): boolean {
  return !values || values.length === 0 || values.some(test);
}

export function matchesSelection(entry: DirectoryEntry, selection: Selection): boolean {
  const { filters } = selection;
  return (
    matchesSearch(entry, selection.search) &&
    matchesTags(entry, selection) &&
    matchesOne(filters.discover_types, (value) => entry.discover.includes(value)) &&
    matchesOne(filters.precinct, (value) => entry.precinct === value) &&
    matchesOne(filters.type, (value) => entry.type === value) &&
    // spec 1 §5: the 'viewBy' letter matches the title's first letter; '#' means a non-letter
    matchesOne(filters.view_by, (value) => letterOf(entry.title) === value) &&
    (!selection.giftCard || entry.giftCard) &&
    (!selection.licensed || entry.licensed)
  );
}

export function filterEntries<T extends DirectoryEntry>(entries: T[], selection: Selection): T[] {
  return entries.filter((entry) => matchesSelection(entry, selection));
}

/** True when nothing is chosen: the directory shows every store. */
export function isEmptySelection(selection: Selection): boolean {
  return !selection.search.trim() && !selection.giftCard && !selection.licensed && Object.values(selection.filters).every((values) => !values?.length);
}

/** How many choices the filters hold, the search apart (the count on a phone's 'Filters' button). */
export function chosenFilterCount(selection: Selection): number {
  const chosen = Object.values(selection.filters).reduce((sum, values) => sum + (values?.length ?? 0), 0);
  return chosen + Number(selection.giftCard) + Number(selection.licensed);
}

/** Entries grouped under their letter, in the order given (already sorted by title). */
export function groupByLetter<T extends Pick<DirectoryEntry, 'title'>>(entries: T[]): Array<{ letter: string; entries: T[] }> {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const letter = letterOf(entry.title);
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...groups.keys()].sort(letterOrder).map((letter) => ({ letter, entries: groups.get(letter)! }));
}

/** a ... z, then '#'. */
export function letterOrder(a: string, b: string): number {
  return (a === '#' ? 1 : 0) - (b === '#' ? 1 : 0) || a.localeCompare(b);
}

/** The A–Z and # index (spec 1 §2.5). */
export const INDEX_LETTERS = [...'abcdefghijklmnopqrstuvwxyz', '#'];
