import { AppLink } from '../../ui/app-link';
import { CmsImage } from '../../ui/cms-image';
import type { PromotionCardModel, SimilarStoreModel } from '../../../src/page-model/store/store.model';
import { trackAttributes } from '../../../src/common/domain/analytics/site-events';

/** spec 1 §2.6: the store's promotions article group. */
export function StorePromotions({ cards, storeTitle }: { cards: PromotionCardModel[]; storeTitle: string }) {
  return (
    <section className="store-promotions" aria-labelledby="store-promotions-title">
      <h2 id="store-promotions-title" className="store-section__title">
        {`Offers and events at ${storeTitle}`}
      </h2>
      <ul className="store-promos">
        {cards.map((card, index) => (
          <li
            key={card.key}
            className="store-promo"
            {...trackAttributes({ kind: 'tile', list: 'Store promotions', position: index + 1, id: card.key, name: card.title, type: card.typeLabel })}
          >
            {card.image ? <CmsImage image={card.image} widths={[320, 520]} sizes="(max-width: 767px) 100vw, 33vw" aspect={340 / 520} className="store-promo__image" /> : null}
            <div className="store-promo__text">
              <span className="store-promo__type">{card.typeLabel}</span>
              <h3 className="store-promo__title">
                <AppLink to={card.href}>{card.title}</AppLink>
              </h3>
              {card.dateText ? <p className="store-promo__date">{card.dateText}</p> : null}
              {card.description ? <p className="store-promo__description">{card.description}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** spec 1 §2.6: 'check out these similar stores' cards. */
export function SimilarStores({ stores }: { stores: SimilarStoreModel[] }) {
  return (
    <section className="similar-stores" aria-labelledby="similar-stores-title">
      <h2 id="similar-stores-title" className="store-section__title">
        Check out these similar stores
      </h2>
      <ul className="similar-stores__list">
        {stores.map((store, index) => (
          <li
            key={store.href}
            className="similar-store"
            {...trackAttributes({ kind: 'tile', list: 'Similar stores', position: index + 1, id: store.href, name: store.title, type: 'store' })}
          >
            {store.image ? <CmsImage image={store.image} widths={[160, 320]} sizes="160px" aspect={1} className="similar-store__logo" /> : null}
            <AppLink to={store.href} className="similar-store__title">
              {store.title}
            </AppLink>
            <span className="similar-store__floor">{store.floor}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
