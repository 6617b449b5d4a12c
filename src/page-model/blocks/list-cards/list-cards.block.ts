import { visibleCards } from '../../../common/domain/listings/card-visibility';
import { markShown } from '../../../common/domain/listings/page-cards';
import type { ListingCard } from '../../../common/domain/listings/listing-card';
import type { CardListModel } from '../../cards/card.model';
import { listingCards, numShown, cardListModel, toCardModels, CardBlockOptions } from '../../cards/card.mapper';
import { EMPTY_UPDATES_MESSAGE } from '../../cards/cards.messages';
import { required, defineBlock } from '../block-definition';

/** `items`: the uuids of events, news, offers or competitions the editor picked, in the order to show them. */
type ListCardsBlok = CardBlockOptions & { items?: unknown };

/**
 * list_cards (spec 1 §2.9): a hand-picked list of promotions and competitions in the editor's order. The
 * visibility rules still apply, so a picked offer leaves the list when it ends.
 */
export const listCardsBlock = defineBlock<CardListModel>({
  type: 'list_cards',
  island: (model) => (model.carousel ? { when: 'interaction' } : undefined),
  needs: ['events', 'news', 'offers', 'competitions', 'stores'],
  map: (raw, ctx) => {
    const blok = raw as ListCardsBlok;
    const uuids = required(
      Array.isArray(blok.items) ? blok.items.filter((item): item is string => typeof item === 'string') : undefined,
      'items',
    );
    const byUuid = new Map<string, ListingCard>();
    for (const kind of ['events', 'news', 'offers', 'competitions'] as const)
      for (const card of listingCards(ctx, kind)) byUuid.set(card.uuid, card);
    const picked = uuids.flatMap((uuid) => byUuid.get(uuid) ?? []);
    const cards = visibleCards(picked, ctx.now, ctx.timeZone).slice(0, numShown(blok.num_shown));
    // the editor's picks keep their place; the automatic lists of the page leave them out
    markShown(cards, ctx.pageCards);
    return cardListModel(blok, toCardModels(cards, ctx), EMPTY_UPDATES_MESSAGE);
  },
});
