import type { CardKind } from '../../../common/domain/listings/listing-card';
import { latestCards } from '../../../common/domain/listings/latest-cards';
import type { CardListModel } from '../../cards/card.model';
import {
  listingCards,
  cardListModel,
  cardsToShow,
  emptyMessageOf,
  toCardModels,
  CardBlockOptions,
} from '../../cards/card.mapper';
import { EMPTY_UPDATES_MESSAGE } from '../../cards/cards.messages';
import { defineBlock } from '../block-definition';

const KINDS: CardKind[] = ['offers', 'events', 'news', 'competitions'];

const DEFAULT_KINDS: CardKind[] = ['offers', 'events', 'news'];

type LatestBlok = CardBlockOptions & { types?: unknown };

/** The card types the editor picked (offers, events, news, competitions); offers, events and news when none. */
function kindsOf(types: unknown): CardKind[] {
  const picked = Array.isArray(types) ? KINDS.filter((kind) => types.includes(kind)) : [];
  return picked.length > 0 ? picked : DEFAULT_KINDS;
}

/** spec 1 §2.9 'Latest cards': title plus cards, number from num_shown (rules in domain/listings/latest-cards). */
export const latestPromotionCardsBlock = defineBlock<CardListModel>({
  type: 'latest_promotion_cards',
  island: (model) => (model.carousel ? { when: 'interaction' } : undefined),
  needs: ['events', 'news', 'offers', 'competitions', 'stores'],
  map: (raw, ctx) => {
    const blok = raw as LatestBlok;
    const cards = kindsOf(blok.types).flatMap((kind) => listingCards(ctx, kind));
    const ordered = latestCards(cards, cards.length, ctx.now, ctx.timeZone);
    const latest = cardsToShow(blok, ordered, ctx);
    return cardListModel(blok, toCardModels(latest, ctx), emptyMessageOf(ordered, latest, EMPTY_UPDATES_MESSAGE));
  },
});
