import { CmsImage } from '../../ui/cms-image';
import { SmartLink } from '../../ui/smart-link';
import type { CardModel } from '../../../src/page-model/cards/card.model';
import type { TrackAttributes } from '../../../src/common/domain/analytics/site-events';

const KIND_LABEL: Record<string, string> = {
  events: 'Event',
  news: 'News',
  offers: 'Offer',
  competitions: 'Competition',
};

/**
 * spec 1 §3, §9: a promotion card: 520x340 image, title, store, description clamped to two lines, dates.
 * The title's link covers the whole card, so the card is one tab stop with a meaningful name.
 */
export function PromotionCard({ card, lazy, track }: { card: CardModel; lazy: boolean; track?: TrackAttributes }) {
  const kind = card.kind ? KIND_LABEL[card.kind] : undefined;
  return (
    <article className={`card${card.link ? ' card--linked' : ''}`} {...track}>
      <div className="card__media">
        {card.image ? (
          <CmsImage
            image={card.image}
            widths={[260, 520, 780]}
            sizes="(max-width: 479px) 90vw, (max-width: 767px) 46vw, 380px"
            aspect={340 / 520}
            lazy={lazy}
          />
        ) : (
          <span className="card__placeholder" aria-hidden="true" />
        )}
        {kind ? <span className="card__kind">{kind}</span> : null}
      </div>
      <div className="card__body">
        {card.store ? <p className="card__store">{card.store}</p> : null}
        <h3 className="card__title">
          {card.link ? (
            <SmartLink link={card.link} className="card__link">
              {card.title}
            </SmartLink>
          ) : (
            card.title
          )}
        </h3>
        {card.description ? <p className="card__description">{card.description}</p> : null}
        {card.dateText ? <p className="card__dates">{card.dateText}</p> : null}
      </div>
    </article>
  );
}
