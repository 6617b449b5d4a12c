/**
 * spec 1 §9: multi-select filter layout: 3 columns by default, 2 for one item, the item count for up to 4,
 * 4 when the count is divisible by 4.
 */
export function multiSelectColumns(itemCount: number): number {
  if (itemCount === 1) return 2;
  if (itemCount >= 2 && itemCount <= 4) return itemCount;
  if (itemCount > 4 && itemCount % 4 === 0) return 4;
  return 3;
}
