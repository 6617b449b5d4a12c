import type { GiftCardModel } from '../../../src/page-model/gift-guide/gift-guide.model';
import { CmsImage } from '../../ui/cms-image';

/** spec 1 §9: gift-guide images load lazily after the first 17 cards. */
export const EAGER_GIFT_CARDS = 17;

/** spec 1 §2.11: a gift card: image (400x400), store, name, price with '$', validity. */
export function GiftCard({ offer, index }: { offer: GiftCardModel; index: number }) {
  return (
    <article className="gift-card">
      {offer.image ? (
        <CmsImage
          image={offer.image}
          widths={[200, 400]}
          sizes="(max-width: 479px) 50vw, 280px"
          aspect={1}
          lazy={index >= EAGER_GIFT_CARDS}
          className="gift-card__image"
        />
      ) : null}
      <div className="gift-card__body">
        {offer.storeName ? (
          <p className="gift-card__store">
            {offer.storeHref ? <a href={offer.storeHref}>{offer.storeName}</a> : offer.storeName}
          </p>
        ) : null}
        <h3 className="gift-card__title">
          <a href={offer.href}>{offer.name}</a>
        </h3>
        {offer.priceText ? <p className="gift-card__price">{offer.priceText}</p> : null}
        {offer.description ? <p className="gift-card__description">{offer.description}</p> : null}
        {offer.validity ? <p className="gift-card__validity">{offer.validity}</p> : null}
      </div>
    </article>
  );
}
