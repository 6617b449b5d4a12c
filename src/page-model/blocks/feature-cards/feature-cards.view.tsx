import { CmsImage } from '../../../../client/ui/cms-image';
import { SmartLink } from '../../../../client/ui/smart-link';
import type { BlockProps } from '../block-definition';
import type { FeatureCardsModel } from './feature-cards.block';
import { trackAttributes } from '../../../common/domain/analytics/site-events';

export const FeatureCardsView = ({ model }: BlockProps<FeatureCardsModel>) => (
  <section id={model.anchor} className="feature-cards container">
    {model.title ? <h2 className="feature-cards__title">{model.title}</h2> : null}
    <ul className={`feature-cards__grid feature-cards__grid--${Math.min(model.cards.length, 4)}`}>
      {model.cards.map((card, index) => (
        <li
          key={card.title}
          className="feature-card"
          {...trackAttributes({ kind: 'tile', list: model.title || 'Feature cards', position: index + 1, id: card.title, name: card.title, type: 'feature_card' })}
        >
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
);
