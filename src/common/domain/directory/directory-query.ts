/**
 * The directory's filters in the URL (spec 1 §2.1, §2.5): `filter[discover]=new`,
 * `filter[categories]=<title, URL-encoded>`; a value pre-selects the option whose value or label it is.
 * Chosen filters are written back the same way, so a filtered directory can be shared. The directory's controls are
 * a GET form under the same names (a checkbox per option, its name repeated), so without JavaScript the server
 * renders what the form asks for; the browser writes a filter's values comma-separated: both are read.
 */
import type { QueryValues } from '../links/query-params';
import { EMPTY_SELECTION, FilterKind, Selection } from './directory-filter';

export interface FilterOption {
  value: string;
  label: string;
}

export type FilterOptions = Partial<Record<FilterKind, FilterOption[]>>;

/** The key each filter is written under, and the other spellings read. */
const KEYS: Record<FilterKind, string[]> = {
  discover_types: ['discover', 'discover_types', 'discoverTypes'],
  category: ['categories', 'category'],
  subcategory: ['subcategories', 'subcategory', 'subCategories'],
  type: ['type', 'types'],
  view_by: ['viewBy', 'view_by', 'letter'],
  precinct: ['precinct', 'precincts'],
  cuisines: ['cuisines', 'cuisine'],
  meal_times: ['mealTimes', 'meal_times', 'mealTime'],
};
const SEARCH_KEY = 'search';
const GIFT_CARD_KEY = 'giftCard';
const LICENSED_KEY = 'licensed';

const param = (key: string) => `filter[${key}]`;

/** The name each filter's control has in the directory's form, and its parameter in the URL. */
export const filterParam = (kind: FilterKind): string => param(KEYS[kind][0]!);
export const SEARCH_PARAM = param(SEARCH_KEY);
export const GIFT_CARD_PARAM = param(GIFT_CARD_KEY);
export const LICENSED_PARAM = param(LICENSED_KEY);
/** what a ticked toggle sends */
export const TOGGLE_ON = 'true';

/** The values of the parameters spelt one of these ways, in order; undefined when none is there. */
function read(query: QueryValues | Record<string, string>, keys: string[]): string[] | undefined {
  const wanted = new Set(keys.map((key) => param(key).toLowerCase()));
  const found = Object.keys(query).filter((key) => wanted.has(key.toLowerCase()));
  if (found.length === 0) return undefined;
  return found.flatMap((key) => query[key] ?? []);
}

const fold = (text: string) => text.trim().toLowerCase();

/** The options a query value names: by value or by label, case-insensitive; a whole value first, then its comma-separated parts. */
export function matchOptions(raw: string, options: FilterOption[]): string[] {
  const find = (text: string) => options.find((option) => fold(option.value) === fold(text) || fold(option.label) === fold(text));
  const whole = find(raw);
  if (whole) return [whole.value];
  const values = raw.split(',').flatMap((part) => {
    const option = part.trim() ? find(part) : undefined;
    return option ? [option.value] : [];
  });
  return [...new Set(values)];
}

const truthy = (value: string) => /^(1|true|yes|on)$/i.test(value.trim());

/**
 * The selection a query asks for: each parameter's first value, or all its values (a form's checkboxes). Unknown
 * values are ignored; a single-select filter keeps its first value.
 */
export function parseSelection(query: QueryValues | Record<string, string>, options: FilterOptions, single: readonly FilterKind[] = []): Selection {
  const filters: Selection['filters'] = {};
  for (const kind of Object.keys(KEYS) as FilterKind[]) {
    const raw = read(query, KEYS[kind]);
    const available = options[kind];
    if (raw === undefined || !available) continue;
    const values = [...new Set(raw.flatMap((text) => matchOptions(text, available)))];
    if (values.length) filters[kind] = single.includes(kind) ? values.slice(0, 1) : values;
  }
  const search = read(query, [SEARCH_KEY])?.find((text) => text.trim() !== '') ?? '';
  return {
    ...EMPTY_SELECTION,
    search: search.trim(),
    filters,
    giftCard: (read(query, [GIFT_CARD_KEY]) ?? []).some(truthy),
    licensed: (read(query, [LICENSED_KEY]) ?? []).some(truthy),
  };
}

/** The `filter[...]` parameters of a selection, in a stable order (empty ones left out). */
export function selectionParams(selection: Selection): Array<[string, string]> {
  const params: Array<[string, string]> = [];
  for (const kind of Object.keys(KEYS) as FilterKind[]) {
    const values = selection.filters[kind];
    if (values?.length) params.push([filterParam(kind), values.join(',')]);
  }
  if (selection.search.trim()) params.push([SEARCH_PARAM, selection.search.trim()]);
  if (selection.giftCard) params.push([GIFT_CARD_PARAM, TOGGLE_ON]);
  if (selection.licensed) params.push([LICENSED_PARAM, TOGGLE_ON]);
  return params;
}

/** A location search string with the selection's filters in place of any earlier `filter[...]` ones; other parameters kept. */
export function searchWithSelection(search: string, selection: Selection): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (/^filter\[/i.test(key)) params.delete(key);
  for (const [key, value] of selectionParams(selection)) params.append(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
