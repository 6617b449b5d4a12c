import { useId } from 'react';
import { SmartLink } from '../../ui/smart-link';
import type { CardListModel } from '../../../src/page-model/cards/card.model';
import { CardCarousel } from './card-carousel';
import { CompetitionCard } from './competition-card';
import { PromotionCard } from './promotion-card';
import { trackAttributes } from '../../../src/common/domain/analytics/site-events';

/** spec 1 §9: card lists use lazy-loaded images when they have more than 12 cards: past the first 12. */
export const EAGER_CARD_IMAGES = 12;

/** A card block: heading, the cards as a grid (or a carousel), the spec's empty message, a 'View all' link. */
export function CardList({ model }: { model: CardListModel }) {
  const cards = model.cards.map((card, index) => {
    const lazy = index >= EAGER_CARD_IMAGES;
    const track = trackAttributes({
      kind: 'tile',
      list: model.title || 'Cards',
      position: index + 1,
      id: card.key,
      name: card.title,
      type: card.kind ?? 'card',
    });
    return card.kind === 'competitions' ? (
      <CompetitionCard key={card.key} card={card} lazy={lazy} track={track} />
    ) : (
      <PromotionCard key={card.key} card={card} lazy={lazy} track={track} />
    );
  });
  const label = model.title || 'Cards';
  const headingId = useId();
  // everything it had is shown higher on the page (one item once per page): no heading over nothing
  if (cards.length === 0 && !model.emptyMessage) return null;
  return (
    <section
      id={model.anchor}
      className="card-list container"
      aria-label={model.title ? undefined : label}
      aria-labelledby={model.title ? headingId : undefined}
    >
      {model.title || model.viewAll ? (
        <div className="card-list__header">
          {model.title ? (
            <h2 id={headingId} className="card-list__title">
              {model.title}
            </h2>
          ) : null}
          {model.viewAll && model.cards.length > 0 ? (
            <SmartLink
              link={model.viewAll}
              className="card-list__view-all"
              aria-label={model.title ? `View all ${model.title.toLowerCase()}` : undefined}
            >
              View all
            </SmartLink>
          ) : null}
        </div>
      ) : null}
      {cards.length === 0 ? (
        <p className="card-list__empty">{model.emptyMessage}</p>
      ) : model.carousel ? (
        <CardCarousel label={label}>{cards}</CardCarousel>
      ) : (
        <ul className={model.columns ? `card-grid card-grid--columns-${model.columns}` : 'card-grid'}>
          {cards.map((card) => (
            <li key={card.key} className="card-grid__item">
              {card}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
