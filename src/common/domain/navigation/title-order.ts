/**
 * Ordering by title and by display order (spec 1 §9: stores by title; categories by displayOrder then title).
 */

const collator = new Intl.Collator('en-AU', { sensitivity: 'base', numeric: true });

/** Case- and accent-insensitive, numbers in numeric order ('Store 2' before 'Store 10'). */
export function compareTitles(a: string, b: string): number {
  return collator.compare(a.trim(), b.trim());
}

/** spec 1 §9: a category without a display order sorts as 999. */
export const DEFAULT_DISPLAY_ORDER = 999;

export function displayOrderOf(value: number | string | undefined | null): number {
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '' || text === null || text === undefined) return DEFAULT_DISPLAY_ORDER;
  const order = Number(text);
  return Number.isFinite(order) ? order : DEFAULT_DISPLAY_ORDER;
}

/** Sorts by displayOrder (999 when missing), then title. Returns a new array. */
export function byDisplayOrder<T extends { title: string; displayOrder?: number | string | null }>(items: T[]): T[] {
  return [...items].sort(
    (a, b) => displayOrderOf(a.displayOrder) - displayOrderOf(b.displayOrder) || compareTitles(a.title, b.title),
  );
}
