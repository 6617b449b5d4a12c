/**
 * A card grid's column count, where the editor fixes one (the `columns` field of a card block: 2, 3 or 4 across on
 * a wide screen; issue 26 part 5). A grid with a fixed count ends on a full row: it shows the largest whole number
 * of rows its cards fill, never a last row with a card or two on their own. Fewer cards than one row are one row.
 */
export const CARD_COLUMN_CHOICES = [2, 3, 4] as const;
export type CardColumns = (typeof CARD_COLUMN_CHOICES)[number];

/** The editor's column count (a number or numeric text), or undefined for the grid's own flowing layout. */
export function cardColumns(value: unknown): CardColumns | undefined {
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return CARD_COLUMN_CHOICES.find((choice) => choice === count);
}

/** How many of `available` cards a grid of `columns` shows: whole rows only, or all of them when under one row. */
export function wholeRows(available: number, columns: CardColumns | undefined): number {
  if (!columns || available < columns) return available;
  return available - (available % columns);
}
