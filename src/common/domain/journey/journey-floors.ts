/** A floor of the journey: its code (undefined: the stores whose floor the plan does not know) and its stores. */
export interface JourneyFloorGroup<S> {
  floor: string | undefined;
  stores: S[];
}

/**
 * spec 1 §2.13: the journey's stores grouped by floor, floors in the centre's order (the mapping's floors, lowest
 * first); stores keep the journey's order within a floor; stores on a floor the mapping does not list go last.
 */
export function groupByFloor<S extends { floor?: string }>(
  stores: readonly S[],
  floorOrder: readonly string[],
): JourneyFloorGroup<S>[] {
  const groups: JourneyFloorGroup<S>[] = floorOrder.map((floor) => ({ floor, stores: [] }));
  const unknown: S[] = [];
  for (const store of stores) {
    const group = store.floor ? groups.find((item) => item.floor === store.floor) : undefined;
    if (group) group.stores.push(store);
    else unknown.push(store);
  }
  const known = groups.filter((group) => group.stores.length > 0);
  return unknown.length > 0 ? [...known, { floor: undefined, stores: unknown }] : known;
}
