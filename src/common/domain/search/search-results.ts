/**
 * spec 1 §4: 'Search results: groups keyed by type, each a list of items (title, link, excerpt, type)'. The groups
 * and their labels are the same in the take-over and on the results page.
 */

export const SEARCH_GROUP_TYPES = ['stores', 'offers', 'events', 'news', 'competitions', 'pages'] as const;
export type SearchGroupType = (typeof SEARCH_GROUP_TYPES)[number];

export const SEARCH_GROUP_LABELS: Record<SearchGroupType, string> = {
  stores: 'Stores',
  offers: 'Offers',
  events: 'Events',
  news: 'News',
  competitions: 'Competitions',
  pages: 'Pages',
};

/** What one result is, shown on it. */
export const SEARCH_ITEM_LABELS: Record<SearchGroupType, string> = {
  stores: 'Store',
  offers: 'Offer',
  events: 'Event',
  news: 'News',
  competitions: 'Competition',
  pages: 'Page',
};

/** At most this many items are listed per group; its count still says how many matched. */
export const SEARCH_GROUP_LIMIT = 12;

export interface SearchItem {
  title: string;
  /** a path of the site */
  link: string;
  excerpt: string;
  type: SearchGroupType;
}

export interface SearchResponse {
  /** the text searched (normalised) */
  query: string;
  /** groups keyed by type, in SEARCH_GROUP_TYPES order whatever the query; only groups with matches */
  groups: Partial<Record<SearchGroupType, SearchItem[]>>;
  /** how many matched in each group (a group lists its best SEARCH_GROUP_LIMIT) */
  counts: Partial<Record<SearchGroupType, number>>;
}

export const NO_RESULTS_MESSAGE = 'No results found';
/** What the take-over and the results page say before anything is searched. */
export const SEARCH_HINT = 'Search stores, dining, events, offers and centre information.';

export const emptySearchResponse = (query = ''): SearchResponse => ({ query, groups: {}, counts: {} });

/**
 * Groups ranked matches (best first) by type: the groups always in SEARCH_GROUP_TYPES order (the tabs keep their
 * places whatever is typed: issue 26 part 3), each keeping the order of its matches and at most `limit` of them.
 */
export function groupMatches(query: string, matches: SearchItem[], limit = SEARCH_GROUP_LIMIT): SearchResponse {
  const response = emptySearchResponse(query);
  for (const type of SEARCH_GROUP_TYPES) {
    const ofType = matches.filter((item) => item.type === type);
    if (ofType.length === 0) continue;
    response.groups[type] = ofType.slice(0, limit);
    response.counts[type] = ofType.length;
  }
  return response;
}

/** The groups of a response as a list, in SEARCH_GROUP_TYPES order, with label and count. */
export function searchGroups(
  response: SearchResponse,
): Array<{ type: SearchGroupType; label: string; count: number; items: SearchItem[] }> {
  return SEARCH_GROUP_TYPES.filter((type) => response.groups[type] !== undefined).map((type) => ({
      type,
      label: SEARCH_GROUP_LABELS[type],
      count: response.counts[type] ?? 0,
      items: response.groups[type] ?? [],
    }));
}

export function totalMatches(response: SearchResponse): number {
  return Object.values(response.counts).reduce((sum, count) => sum + (count ?? 0), 0);
}

/** The payload check of the browser (spec 1 §4: a success without its payload is a failure). */
export function asSearchResponse(body: unknown): SearchResponse | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { query, groups, counts } = body as Partial<SearchResponse>;
  if (typeof query !== 'string' || !groups || typeof groups !== 'object' || !counts || typeof counts !== 'object')
    return undefined;
  const lists = Object.values(groups);
  const valid = lists.every(
    (items) =>
      Array.isArray(items) &&
      items.every((item: SearchItem) => typeof item?.title === 'string' && typeof item.link === 'string'),
  );
  return valid ? { query, groups, counts } : undefined;
}
