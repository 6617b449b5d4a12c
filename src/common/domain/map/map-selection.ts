/** spec 1 §2: `/directions/centre-map?floor=&selectedStores=` (a comma-separated list of stores). */

/** More than this many names in one address is not a visitor's selection; the rest are ignored. */
export const MAX_SELECTED_STORES = 20;

export const FLOOR_NOT_FOUND = 'Could not find map for floor';

/** The names in `selectedStores`: trimmed, blanks and repeats dropped, in the order given. */
export function parseSelectedStores(value: string | undefined): string[] {
  const names: string[] = [];
  for (const part of String(value ?? '').split(',')) {
    const name = part.trim();
    if (name && !names.some((known) => normalise(known) === normalise(name))) names.push(name);
  }
  return names.slice(0, MAX_SELECTED_STORES);
}

export interface SelectableStore {
  /** the store story's slug: the key of its outline on the plan */
  key: string;
  title: string;
  /** the story's numeric id and uuid, as strings */
  ids: string[];
}

/**
 * The stores a selection names, in its order: a name matches a store's title (the spec's form, as store pages
 * link to it), its slug or its id, ignoring case and runs of spaces. Names that match no store are dropped.
 */
export function matchSelectedStores<S extends SelectableStore>(names: string[], stores: S[]): S[] {
  const chosen: S[] = [];
  for (const name of names) {
    const wanted = normalise(name);
    const store = stores.find(
      (s) => normalise(s.title) === wanted || s.key.toLowerCase() === wanted || s.ids.includes(name.trim()),
    );
    if (store && !chosen.includes(store)) chosen.push(store);
  }
  return chosen;
}

export interface FloorChoice {
  /** the floor to show, or undefined when the plan has none */
  code?: string;
  /** set when the address asked for a floor the plan does not have */
  error?: typeof FLOOR_NOT_FOUND;
}

/**
 * Which floor the plan opens on: the floor the address asks for (by code or name), else the floor of the first
 * selected store, else the page's default floor, else the lowest floor. A floor the plan does not have is the spec's
 * error 'Could not find map for floor' (spec 1 §2.13).
 */
export function chooseFloor(
  floors: Array<{ code: string; name: string }>,
  input: { requested?: string; selectedFloors?: string[]; defaultFloor?: string },
): FloorChoice {
  const find = (wanted: string | undefined) =>
    wanted
      ? floors.find((f) => f.code.toLowerCase() === normalise(wanted) || normalise(f.name) === normalise(wanted))
      : undefined;
  const requested = input.requested?.trim();
  if (requested) {
    const floor = find(requested);
    return floor ? { code: floor.code } : { error: FLOOR_NOT_FOUND };
  }
  const floor = find(input.selectedFloors?.[0]) ?? find(input.defaultFloor) ?? floors[0];
  return { code: floor?.code };
}

function normalise(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** At most this many stores answer a search that names none exactly. */
export const MAX_SEARCH_MATCHES = 8;

/**
 * The map's store search (`?store=`, docs/indoor-map.md): the store the words name exactly (title, slug or id, as a
 * selection matches), else every store whose title holds each of the words, in the stores' order.
 */
export function searchStores<S extends SelectableStore>(query: string | undefined, stores: S[]): S[] {
  const text = String(query ?? '').trim();
  if (!text) return [];
  const exact = matchSelectedStores([text], stores);
  if (exact.length > 0) return exact;
  const words = normalise(text).split(' ');
  return stores
    .filter((store) => words.every((word) => normalise(store.title).includes(word)))
    .slice(0, MAX_SEARCH_MATCHES);
}
