/**
 * The gift guide's creation panel (docs/gift-guide.md): the set's choices as tiles, each a ready-made selection of
 * filters, and the editor's panel colours (only #hex, never anything else, reaches a style attribute).
 */
import { FilterOption, matchOptions } from '../directory/directory-query';
import { filterGiftOffers, type FilterableGiftOffer } from './gift-guide-filter';
import {
  EMPTY_GIFT_SELECTION,
  GIFT_FILTER_KEYS,
  GiftFilterKey,
  GiftSelection,
  searchWithGiftSelection,
} from './gift-guide-query';

/** Where a choice's link and a chosen tile take the visitor: the results (their wrapper's id). */
export const GIFT_RESULTS_ID = 'gift-guide-results';

/** A panel colour from content: the #hex background and the ink that reads on it. */
export interface PanelColour {
  background: string;
  ink: 'dark' | 'light';
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc' or '#aabbcc' (any case) as '#aabbcc'; anything else undefined. */
export function hexColour(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!HEX.test(text)) return undefined;
  const digits = text.slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits}`;
}

const channel = (hex: string, at: number) => {
  const value = parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a '#aabbcc' colour. */
export const luminance = (hex: string) =>
  0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/** The site's dark ink (tokens.css --ink) for contrast on a light panel. */
const DARK_INK_LUMINANCE = luminance('#1b1f23');

/** A panel colour with the ink of the higher contrast (dark ink or white), or undefined when the value is not #hex. */
export function panelColour(value: unknown): PanelColour | undefined {
  const background = hexColour(value);
  if (!background) return undefined;
  const lum = luminance(background);
  const onWhite = 1.05 / (lum + 0.05);
  const onDark = (lum + 0.05) / (DARK_INK_LUMINANCE + 0.05);
  return { background, ink: onDark >= onWhite ? 'dark' : 'light' };
}

/** A choice's filters from content: each of its filter types with the value it names under that key. */
export interface ChoiceContent {
  filterTypes?: unknown;
  [key: string]: unknown;
}

/**
 * The filters a choice applies: for each filter type it lists (one of the five keys), its value under that key
 * (a string, or the first of a list) matched to that filter's options by value or label. Undefined when a type
 * names no known key, has no value or no option matches: a tile must do what it says.
 */
export function choiceFilters(
  choice: ChoiceContent,
  options: Partial<Record<GiftFilterKey, FilterOption[]>>,
): GiftSelection['filters'] | undefined {
  const types = Array.isArray(choice.filterTypes)
    ? choice.filterTypes.filter((type): type is string => typeof type === 'string' && type.trim() !== '')
    : typeof choice.filterTypes === 'string'
      ? choice.filterTypes.split(',').filter((type) => type.trim() !== '')
      : [];
  if (types.length === 0) return undefined;
  const filters: GiftSelection['filters'] = {};
  for (const type of types) {
    const key = GIFT_FILTER_KEYS.find((name) => name.toLowerCase() === type.trim().toLowerCase());
    if (!key || !options[key]) return undefined;
    const raw = Array.isArray(choice[key]) ? (choice[key] as unknown[])[0] : choice[key];
    if (typeof raw !== 'string' || raw.trim() === '') return undefined;
    const [value] = matchOptions(raw.trim(), options[key] ?? []);
    if (value === undefined) return undefined;
    filters[key] = value;
  }
  return filters;
}

/** The selection a tile makes: its filters alone (the others back to 'All'), no letter, the search kept. */
export const selectionOfChoice = (filters: GiftSelection['filters'], search = ''): GiftSelection => ({
  ...EMPTY_GIFT_SELECTION,
  filters: { ...filters },
  search,
});

/** Whether a selection's filters are exactly a tile's (the tile shows as pressed). */
export function isChoiceSelected(choice: GiftSelection['filters'], selection: GiftSelection['filters']): boolean {
  const chosen = GIFT_FILTER_KEYS.filter((key) => selection[key]);
  const own = GIFT_FILTER_KEYS.filter((key) => choice[key]);
  return own.length > 0 && chosen.length === own.length && own.every((key) => selection[key] === choice[key]);
}

/** How many offers a tile's filters leave. */
export const choiceCount = (offers: readonly FilterableGiftOffer[], filters: GiftSelection['filters']) =>
  filterGiftOffers(offers, selectionOfChoice(filters)).length;

/** A tile's link without JavaScript: the page itself with the tile's filters, at the results. */
export const choiceHref = (filters: GiftSelection['filters']) =>
  `${searchWithGiftSelection('', selectionOfChoice(filters)) || '?'}#${GIFT_RESULTS_ID}`;
