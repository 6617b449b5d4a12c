import { INDEX_LETTERS } from '../directory/directory-filter';
import { letterOf } from '../navigation/letter-index';
import type { GiftFilterKey, GiftSelection } from './gift-guide-query';
import { parsePriceRange, priceInRange } from './gift-price';

/** What the gift guide's filters test of an offer. */
export interface FilterableGiftOffer {
  name: string;
  description?: string;
  storeName?: string;
  price?: number;
  categories: string[];
  suitedTo: string[];
  editorialContent: string[];
  /** spec 1 §3 gift guide offer `gender` */
  gender: string[];
}

const fold = (text: string) => text.trim().toLowerCase();

/** The letter an offer is filed under: its store's, or its own name's when it has no store. */
export const giftLetter = (offer: FilterableGiftOffer): string => letterOf(offer.storeName || offer.name);

function matchesFilter(offer: FilterableGiftOffer, key: GiftFilterKey, value: string): boolean {
  if (key === 'price') {
    const range = parsePriceRange(value);
    return range ? priceInRange(offer.price, range) : true;
  }
  if (key === 'gender') return matchesGender(offer.gender, value);
  return offer[key].some((item) => fold(item) === fold(value));
}

/** The gender value of a gift that suits anyone: it shows under every gender choice. */
export const UNISEX = 'Unisex';

/** spec 1 §2.11 gender filter: the offer carries the chosen gender, or is unisex (a gift for anyone suits either). */
export function matchesGender(genders: readonly string[], chosen: string): boolean {
  return genders.some((item) => fold(item) === fold(chosen) || fold(item) === fold(UNISEX));
}

function matchesSearch(offer: FilterableGiftOffer, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = fold([offer.name, offer.storeName ?? '', offer.description ?? ''].join(' '));
  return words.every((word) => haystack.includes(word));
}

/** The offers a selection leaves, in their order; `ignoreLetter` leaves the letter out (to know which letters have offers). */
export function filterGiftOffers<T extends FilterableGiftOffer>(
  offers: readonly T[],
  selection: GiftSelection,
  ignoreLetter = false,
): T[] {
  return offers.filter(
    (offer) =>
      Object.entries(selection.filters).every(
        ([key, value]) => !value || matchesFilter(offer, key as GiftFilterKey, value),
      ) &&
      matchesSearch(offer, selection.search) &&
      (ignoreLetter || !selection.letter || giftLetter(offer) === selection.letter),
  );
}

/** spec 1 §7: the A–Z and # letters, each enabled only when an offer (with the other filters applied) is filed under it. */
export function giftLetters(
  offers: readonly FilterableGiftOffer[],
  selection: GiftSelection,
): Array<{ letter: string; enabled: boolean }> {
  const present = new Set(filterGiftOffers(offers, selection, true).map(giftLetter));
  return INDEX_LETTERS.map((letter) => ({ letter, enabled: present.has(letter) }));
}
