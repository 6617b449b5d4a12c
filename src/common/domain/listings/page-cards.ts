/**
 * One item once per page (issue 26 part 5): an offer, event, news item or competition that a card list higher on
 * the page already shows is not shown again by an automatic list below it ('Latest' above, then 'Offers': the
 * offers grid shows the next offers instead). A hand-picked list (list_cards) keeps the editor's picks wherever it
 * stands, and the automatic lists leave those picks to it. Cards are known by their story uuid.
 */
import type { ListingCard } from './listing-card';

export interface PageCards {
  /** the cards the page's lists have shown so far, top to bottom */
  shown: Set<string>;
  /** the cards the page's hand-picked lists show, wherever they stand */
  picked: Set<string>;
}

export function pageCards(picked: Iterable<string> = []): PageCards {
  return { shown: new Set(), picked: new Set(picked) };
}

/** The cards an automatic list may still show: not shown higher on the page, not picked by hand on it. */
export function notYetOnPage(cards: ListingCard[], page: PageCards | undefined): ListingCard[] {
  if (!page) return cards;
  return cards.filter((card) => !page.shown.has(card.uuid) && !page.picked.has(card.uuid));
}

/** Notes the cards a list shows, so the lists below leave them out. */
export function markShown(cards: ListingCard[], page: PageCards | undefined): void {
  for (const card of cards) page?.shown.add(card.uuid);
}
