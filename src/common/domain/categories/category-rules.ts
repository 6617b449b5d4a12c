/**
 * Category pages and the category list block (spec 1 §2.7, §5, §9).
 */
import { compareTitles } from '../navigation/title-order';

export { byDisplayOrder, displayOrderOf, DEFAULT_DISPLAY_ORDER } from '../navigation/title-order';

export type CategoryLevel = 'category' | 'sub_category';

/** spec 1 §2.7: the sub-category multi-select is offered only for a category with stores and more than one sub-category. */
export function offersSubCategoryFilter(level: string | undefined, storeCount: number, subCategoryCount: number): boolean {
  return level !== 'sub_category' && storeCount > 0 && subCategoryCount > 1;
}

/** spec 1 §2.7: store cards sorted by title, then the pinned ones first (in their pinned order). */
export function pinnedFirst<T extends { id: string; title: string }>(stores: T[], pinnedIds: string[]): T[] {
  const sorted = [...stores].sort((a, b) => compareTitles(a.title, b.title));
  const pinned = [...new Set(pinnedIds)].flatMap((id) => sorted.filter((store) => store.id === id).slice(0, 1));
  const pinnedSet = new Set(pinned.map((store) => store.id));
  return [...pinned, ...sorted.filter((store) => !pinnedSet.has(store.id))];
}

/** Stores of any chosen sub-category; all stores when none is chosen. */
export function filterBySubCategories<T extends { subcategories: string[] }>(stores: T[], chosen: string[]): T[] {
  if (chosen.length === 0) return stores;
  return stores.filter((store) => store.subcategories.some((id) => chosen.includes(id)));
}

/** spec 1 §9: category list items per row, 3 by default. */
export const DEFAULT_ITEMS_PER_ROW = 3;

export function itemsPerRow(raw: number | string | undefined | null): number {
  const value = Math.floor(Number(typeof raw === 'string' ? raw.trim() || NaN : (raw ?? NaN)));
  return Number.isFinite(value) && value >= 1 ? Math.min(value, 6) : DEFAULT_ITEMS_PER_ROW;
}

/** spec 1 §2.7, §9: the category list first shows two rows' worth minus one tile. */
export function initialTileCount(perRow: number): number {
  return Math.max(1, 2 * perRow - 1);
}

/** Whether 'Discover More' is offered: more tiles than the collapsed list shows. */
export function canExpand(itemCount: number, perRow: number): boolean {
  return itemCount > initialTileCount(perRow);
}
