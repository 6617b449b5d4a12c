import type { FeatureCardsBlok } from '../../../common/domain/cms/block-content.types';
import { ImageModel, toImage } from '../../../common/domain/images/cms-image';
import { LinkModel, toLink } from '../../../common/domain/links/link-rules';
import { CmsImage } from '../../../../client/ui/cms-image';
import { SmartLink } from '../../../../client/ui/smart-link';
import { defineBlock, required, text } from '../block-definition';

interface FeatureCard {
  title: string;
  image: ImageModel;
  text: string;
  link?: LinkModel;
  linkText: string;
}

interface FeatureCardsModel {
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
  Component: ({ model }) => (
    <section id={model.anchor} className="feature-cards container">
      {model.title ? <h2 className="feature-cards__title">{model.title}</h2> : null}
      <ul className={`feature-cards__grid feature-cards__grid--${Math.min(model.cards.length, 4)}`}>
        {model.cards.map((card) => (
          <li key={card.title} className="feature-card">
            <CmsImage
              image={card.image}
              widths={[320, 520, 780]}
              sizes="(max-width: 767px) 100vw, 33vw"
              aspect={340 / 520}
              className="feature-card__image"
            />
            <div className="feature-card__body">
              <h3 className="feature-card__title">
                {card.link ? (
                  <SmartLink link={card.link} className="feature-card__link">
                    {card.title}
                  </SmartLink>
                ) : (
                  card.title
                )}
              </h3>
              {card.text ? <p className="feature-card__text">{card.text}</p> : null}
              {card.link && card.linkText ? (
                <span className="feature-card__cta" aria-hidden="true">
                  {card.linkText}
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  ),
});
