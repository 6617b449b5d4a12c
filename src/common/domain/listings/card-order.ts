import type { ListingCard } from './listing-card';
import { boundInstant, listingWindow } from './listing-window';

/** Milliseconds of a wall time in the centre's zone, or -Infinity when unset or unreadable (sorts last). */
function timeOf(local: string | undefined, timeZone: string): number {
  const instant = boundInstant(local, timeZone);
  return instant ? instant.getTime() : Number.NEGATIVE_INFINITY;
}

/** Stable sort: newest first by the key, then pinned cards first (spec 1 §9). */
function newestThenPinned(cards: ListingCard[], key: (card: ListingCard) => number): ListingCard[] {
  const byDate = cards
    .map((card, index) => ({ card, index, time: key(card) }))
    .sort((a, b) => (a.time === b.time ? a.index - b.index : b.time > a.time ? 1 : -1))
    .map((entry) => entry.card);
  return [...byDate.filter((card) => card.pinToTop), ...byDate.filter((card) => !card.pinToTop)];
}

/** spec 1 §9 'Card ordering': pinned first, then by start date, newest first (ties keep the CMS order). */
export function orderCards(cards: ListingCard[], timeZone: string): ListingCard[] {
  return newestThenPinned(cards, (card) => timeOf(listingWindow(card).start, timeZone));
}

/**
 * spec 1 §9 'Latest cards': newest date first, then pinned first. Events are dated by their start date
 * (else end date), the others by their effective date (else expiry date). A card with neither (an offer
 * usually has only its offer and listing dates) falls back to its listing start, so it is not always last.
 */
export function latestDate(card: ListingCard, timeZone: string): number {
  const dates =
    card.kind === 'events'
      ? [card.startDate, card.endDate]
      : [card.effectiveDate, card.expiryDate, listingWindow(card).start];
  for (const date of dates) {
    const time = timeOf(date, timeZone);
    if (time !== Number.NEGATIVE_INFINITY) return time;
  }
  return Number.NEGATIVE_INFINITY;
}

export function orderLatest(cards: ListingCard[], timeZone: string): ListingCard[] {
  return newestThenPinned(cards, (card) => latestDate(card, timeZone));
}
