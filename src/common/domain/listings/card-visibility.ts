import type { ListingCard } from './listing-card';
import { listingWindow, withinWindow } from './listing-window';
import { hasValidDates } from './promotion-dates';

/**
 * spec 1 §5 'Card visibility (listings)': a title; not in-centre only; within its window at `now` in the centre's
 * time zone; non-competition cards not flagged not-on-store-filter; events need appointmentRecurrence; and a
 * promotion card renders only if its dates are valid.
 */
export function isCardVisible(card: ListingCard, now: Date, timeZone: string): boolean {
  if (card.title.trim() === '') return false;
  if (card.inCentreOnly) return false;
  if (card.kind !== 'competitions' && card.notOnStoreFilter) return false;
  if (card.kind === 'events' && !card.hasRecurrence) return false;
  const window = listingWindow(card);
  if (!withinWindow(window.start, window.end, now, timeZone)) return false;
  return hasValidDates(card, timeZone);
}

export function visibleCards(cards: ListingCard[], now: Date, timeZone: string): ListingCard[] {
  return cards.filter((card) => isCardVisible(card, now, timeZone));
}
