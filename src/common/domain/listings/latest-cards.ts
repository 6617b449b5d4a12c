import { orderLatest } from './card-order';
import { visibleCards } from './card-visibility';
import type { ListingCard } from './listing-card';

/**
 * spec 1 §2.9, §5, §9 'Latest cards': the visible cards without those flagged not-on-last-promo and without
 * in-centre-only competitions, newest date first then pinned first, the first `numShown` of them.
 */
export function latestCards(cards: ListingCard[], numShown: number, now: Date, timeZone: string): ListingCard[] {
  const eligible = visibleCards(cards, now, timeZone).filter(
    (card) => !card.notOnLastPromo && !(card.kind === 'competitions' && card.inCentreOnly),
  );
  return orderLatest(eligible, timeZone).slice(0, Math.max(0, Math.floor(numShown)));
}
