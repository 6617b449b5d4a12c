import { CmsImage } from '../../ui/cms-image';
import { SmartLink } from '../../ui/smart-link';
import { BrandBuckets } from './brand-buckets';
import { categoryItems, LinkList } from './link-list';
import type { FlyoutModel } from '../../../src/page-model/navigation/navigation.model';

interface ColumnsProps {
  flyout: FlyoutModel;
  active: boolean;
  onNavigate: () => void;
  idPrefix: string;
}

/** The four columns of the shopping flyout (spec 1 §2.3): brands, categories, discover, premium guest services. */
export function FlyoutColumns({ flyout, active, onNavigate, idPrefix }: ColumnsProps) {
  return (
    <div className="flyout__grid container">
      <section className="flyout__col flyout__col--brands" aria-labelledby={`${idPrefix}-brands`}>
        <h2 className="flyout__heading" id={`${idPrefix}-brands`}>
          {flyout.brandsTitle}
        </h2>
        <BrandBuckets buckets={flyout.buckets} orientation="vertical" active={active} onNavigate={onNavigate} />
      </section>
      {flyout.categories.length > 0 ? (
        <section className="flyout__col" aria-labelledby={`${idPrefix}-categories`} data-flyout-col="categories">
          <h2 className="flyout__heading" id={`${idPrefix}-categories`}>
            {flyout.categoriesTitle}
          </h2>
          <LinkList items={categoryItems(flyout)} className="flyout__list" onNavigate={onNavigate} />
        </section>
      ) : null}
      {flyout.discoverLinks.length > 0 ? (
        <section className="flyout__col" aria-labelledby={`${idPrefix}-discover`} data-flyout-col="discover">
          <h2 className="flyout__heading" id={`${idPrefix}-discover`}>
            {flyout.discoverTitle}
          </h2>
          <LinkList items={flyout.discoverLinks} className="flyout__list" onNavigate={onNavigate} />
        </section>
      ) : null}
      {flyout.premiumServices.length > 0 ? (
        <section
          className="flyout__col flyout__col--premium"
          aria-labelledby={`${idPrefix}-premium`}
          data-flyout-col="premium"
        >
          <h2 className="flyout__heading" id={`${idPrefix}-premium`}>
            {flyout.premiumTitle}
          </h2>
          <ul className="flyout__services">
            {flyout.premiumServices.map((service) => (
              <li key={service.title}>
                <SmartLink link={service.link} onClick={onNavigate} className="flyout__service">
                  {service.image ? (
                    <CmsImage
                      image={{ ...service.image, alt: '' }}
                      widths={[96, 192]}
                      sizes="48px"
                      aspect={1}
                      className="flyout__service-image"
                    />
                  ) : null}
                  <span className="flyout__service-text">
                    <span className="flyout__service-title">{service.title}</span>
                    {service.description ? (
                      <span className="flyout__service-description">{service.description}</span>
                    ) : null}
                  </span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
