import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import type { StoreContent } from '../../common/domain/cms/foundation-content.types';
import { toImage } from '../../common/domain/images/cms-image';
import { toLink } from '../../common/domain/links/link-rules';
import { cardColumns, wholeRows } from '../../common/domain/listings/card-columns';
import { orderCards } from '../../common/domain/listings/card-order';
import { visibleCards } from '../../common/domain/listings/card-visibility';
import {
  CardKind,
  cardHref,
  competitionCard,
  ListingCard,
  promotionCard,
} from '../../common/domain/listings/listing-card';
import { markShown, notYetOnPage } from '../../common/domain/listings/page-cards';
import { promotionDateText } from '../../common/domain/listings/promotion-dates';
import { MapContext, num, text } from '../blocks/block-definition';
import { collection } from '../collections';
import type { CardListModel, CardModel } from './card.model';
import { emptyListingMessage } from './cards.messages';

/** Every story of a kind as listing cards, in the CMS order. */
export function listingCards(ctx: MapContext, kind: CardKind): ListingCard[] {
  switch (kind) {
    case 'events':
      return collection(ctx.collections, 'events').map((story) => promotionCard(story, 'events'));
    case 'news':
      return collection(ctx.collections, 'news').map((story) => promotionCard(story, 'news'));
    case 'offers':
      return collection(ctx.collections, 'offers').map((story) => promotionCard(story, 'offers'));
    default:
      return collection(ctx.collections, 'competitions').map(competitionCard);
  }
}

function storeNames(stores: CmsStory<StoreContent>[]): Map<string, string> {
  return new Map(stores.map((story) => [story.uuid, text(story.content.title)]));
}

/** A listing card as the grid shows it: image, store name, dates in Australia/Sydney and the detail link. */
export function toCardModels(cards: ListingCard[], ctx: MapContext): CardModel[] {
  const names = storeNames(collection(ctx.collections, 'stores'));
  return cards.map((card) => ({
    key: `${card.kind}-${card.uuid}`,
    kind: card.kind,
    title: card.title,
    store: card.store ? names.get(card.store) || undefined : undefined,
    description: card.description,
    image: toImage(card.image, ctx.assets, ''),
    dateText: promotionDateText(card, ctx.timeZone),
    link: { href: cardHref(card), newTab: false, external: false },
    pinned: card.pinToTop,
  }));
}

/**
 * The CMS options every card block shares: title, num_shown, a 'View all' link, carousel, an anchor, and the grid's
 * column count on a wide screen (2, 3 or 4; none: as many as fit).
 */
export interface CardBlockOptions {
  title?: unknown;
  num_shown?: unknown;
  link?: Parameters<typeof toLink>[0];
  carousel?: unknown;
  slug?: unknown;
  columns?: unknown;
}

/** How many cards a block shows: num_shown when it is a positive number, else every card. */
export function numShown(value: unknown): number {
  const count = Math.floor(num(value, Number.POSITIVE_INFINITY));
  return count > 0 ? count : Number.POSITIVE_INFINITY;
}

export function cardListModel(blok: CardBlockOptions, cards: CardModel[], emptyMessage: string): CardListModel {
  const carousel = blok.carousel === true || blok.carousel === 'true';
  const columns = carousel ? undefined : cardColumns(blok.columns);
  return {
    title: text(blok.title),
    cards,
    emptyMessage,
    viewAll: toLink(blok.link),
    carousel,
    ...(columns ? { columns } : {}),
    anchor: text(blok.slug) || undefined,
  };
}

/**
 * The cards an automatic list shows of those it may (in their order): none the page shows elsewhere (one item once
 * per page), at most num_shown, and whole rows of a fixed column count. It notes what it shows for the lists below.
 */
export function cardsToShow(blok: CardBlockOptions, ordered: ListingCard[], ctx: MapContext): ListingCard[] {
  const candidates = notYetOnPage(ordered, ctx.pageCards);
  const count = Math.min(numShown(blok.num_shown), candidates.length);
  const carousel = blok.carousel === true || blok.carousel === 'true';
  const cards = candidates.slice(0, carousel ? count : wholeRows(count, cardColumns(blok.columns)));
  markShown(cards, ctx.pageCards);
  return cards;
}

/**
 * What an automatic list says when it shows nothing: the spec's empty message when it has nothing to show, and
 * nothing at all when everything it had is shown elsewhere on the page (no 'check back soon' under offers above).
 */
export function emptyMessageOf(ordered: ListingCard[], shown: ListingCard[], message: string): string {
  return shown.length === 0 && ordered.length > 0 ? '' : message;
}

/** centre_events / centre_news / centre_offers / competition: the visible cards of one kind, pinned first then newest. */
export function listingBlockModel(blok: CardBlockOptions, kind: CardKind, ctx: MapContext): CardListModel {
  const ordered = orderCards(visibleCards(listingCards(ctx, kind), ctx.now, ctx.timeZone), ctx.timeZone);
  const cards = cardsToShow(blok, ordered, ctx);
  return cardListModel(blok, toCardModels(cards, ctx), emptyMessageOf(ordered, cards, emptyListingMessage(kind)));
}
