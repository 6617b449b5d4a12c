import type { CmsBlok, CmsAsset, CmsLink } from '../../../common/domain/cms/storyblok.types';
import { toImage } from '../../../common/domain/images/cms-image';
import { toLink } from '../../../common/domain/links/link-rules';
import type { CardModel, CardListModel } from '../../cards/card.model';
import { cardListModel, CardBlockOptions } from '../../cards/card.mapper';
import { EMPTY_UPDATES_MESSAGE } from '../../cards/cards.messages';
import { required, text, defineBlock } from '../block-definition';

type GenericCardBlok = CmsBlok & { title?: string; description?: string; image?: CmsAsset; link?: CmsLink };

type GenericCardsBlok = CardBlockOptions & { cards?: GenericCardBlok[] };

/** generic_cards (spec 1 §2.9): cards an editor writes (title, description, image, link), as a grid or carousel. */
export const genericCardsBlock = defineBlock<CardListModel>({
  type: 'generic_cards',
  island: (model) => (model.carousel ? { when: 'interaction' } : undefined),
  map: (raw, ctx) => {
    const blok = raw as GenericCardsBlok;
    const cards: CardModel[] = required(blok.cards, 'cards').flatMap((item, index) => {
      const title = text(item.title);
      if (!title) return [];
      return [
        {
          key: item._uid || `card-${index}`,
          title,
          description: text(item.description),
          image: toImage(item.image, ctx.assets),
          dateText: '',
          link: toLink(item.link),
          pinned: false,
        },
      ];
    });
    return cardListModel(blok, cards, EMPTY_UPDATES_MESSAGE);
  },
});
