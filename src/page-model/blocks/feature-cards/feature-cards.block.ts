import type { FeatureCardsBlok } from '../../../common/domain/cms/block-content.types';
import { toImage, ImageModel } from '../../../common/domain/images/cms-image';
import { toLink, LinkModel } from '../../../common/domain/links/link-rules';
import { required, text, defineBlock } from '../block-definition';

interface FeatureCard {
  title: string;
  image: ImageModel;
  text: string;
  link?: LinkModel;
  linkText: string;
}

export interface FeatureCardsModel {
  title: string;
  cards: FeatureCard[];
  anchor?: string;
}

/** spec 1 §2.9: feature cards: image cards (520x340, text clamped to two lines) that link on. */
export const featureCardsBlock = defineBlock<FeatureCardsModel>({
  type: 'feature_cards',
  map: (raw, ctx) => {
    const blok = raw as FeatureCardsBlok;
    const cards = required(blok.items, 'items').flatMap((item) => {
      const image = toImage(item.image, ctx.assets);
      return text(item.title) && image
        ? [
            {
              title: text(item.title),
              image,
              text: text(item.text),
              link: toLink(item.link),
              linkText: text(item.linkText),
            },
          ]
        : [];
    });
    return { title: text(blok.title), cards: required(cards, 'items.image'), anchor: text(blok.slug) || undefined };
  },
});
