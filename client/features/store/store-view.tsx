import { observer } from 'mobx-react-lite';
import { openStatus } from '../../../src/common/domain/hours/open-status';
import { storeHoursOptions } from '../../../src/common/domain/hours/store-hours';
import { AppLink } from '../../ui/app-link';
import { useRootStore } from '../../app/root-store-context';
import { CmsImage } from '../../ui/cms-image';
import { hasRichText, RichText } from '../../ui/rich-text';
import { SmartLink } from '../../ui/smart-link';
import { JourneyToggle } from '../journey/journey-toggle';
import { FloorPlan } from '../map/floor-plan';
import { SimilarStores, StorePromotions } from './store-cards';
import { StoreHours } from './store-hours';
import type { StorePageModel } from '../../../src/page-model/store/store.model';
import { svgPlanOf } from '../../../src/page-model/map/floor-plan.mapper';

/** spec 1 §2.6: the store detail page, every part in the spec's order (the alert banner is the page's). */
export const StoreView = observer(function StoreView({ model }: { model: StorePageModel }) {
  const { site, now } = useRootStore();
  const { timeZone, tradingHours } = site.centre;
  const hoursOptions = model.hours ? storeHoursOptions(model.hours, tradingHours, model.ignoreSpecialHours) : undefined;
  // one open/closed reading, in the centre's time zone, for both the status pill and the hours panel
  const openNow =
    model.hours && model.status === 'open' ? openStatus(model.hours, now, timeZone, hoursOptions) : undefined;
  const hasAbout =
    hasRichText(model.about.pre) || hasRichText(model.about.description) || hasRichText(model.about.post);
  return (
    <article className="store container">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ol>
          {model.breadcrumbs.map((crumb) => (
            <li key={crumb.label}>
              {crumb.href ? (
                <AppLink to={crumb.href}>{crumb.label}</AppLink>
              ) : (
                <span aria-current="page">{crumb.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div className="store__hero">
        <div className="store__media">
          {model.image ? (
            <CmsImage
              image={model.image}
              widths={[480, 800, 1040]}
              sizes="(max-width: 959px) 100vw, 620px"
              aspect={340 / 520}
              className="store__image"
              lazy={false}
              priority
            />
          ) : model.logo ? (
            <CmsImage
              image={model.logo}
              widths={[320, 480]}
              sizes="320px"
              aspect={1}
              className="store__image store__image--logo"
              lazy={false}
              priority
            />
          ) : null}
        </div>
        <div className="store__summary">
          <StoreStatusPill model={model} open={openNow?.open} />
          <h1 className="store__title">{model.title}</h1>
          <p className="store__location">
            <span className="store__floor">{model.floor}</span>
            {model.location ? <span> · {model.location}</span> : null}
          </p>
          {model.hours ? <StoreHours hours={model.hours} options={hoursOptions} status={openNow} /> : null}
          <StoreActions model={model} />
        </div>
      </div>
      <div className="store__columns">
        <div className="store__details">
          <StoreConnect model={model} />
          {model.payments.length > 0 ? <FactList title="Accepted payment" items={model.payments} /> : null}
          {model.delivery.length > 0 ? <FactList title="Delivery" items={model.delivery} /> : null}
        </div>
        <div className="store__main">
          {hasAbout ? (
            <section className="store-about" aria-labelledby="store-about-title">
              <h2 id="store-about-title" className="store-section__title">
                {`About ${model.title}`}
              </h2>
              <RichText doc={model.about.pre} className="rich-text store-about__pre" />
              <RichText doc={model.about.description} className="rich-text" />
              <RichText doc={model.about.post} className="rich-text store-about__post" />
            </section>
          ) : null}
        </div>
      </div>
      <StoreMap model={model} />
      {model.promotions.length > 0 ? <StorePromotions cards={model.promotions} storeTitle={model.title} /> : null}
      {model.similar.length > 0 ? <SimilarStores stores={model.similar} /> : null}
      {model.editUrl ? (
        <p className="store__edit">
          <a className="edit-link" href={model.editUrl} target="_blank" rel="noopener noreferrer">
            Edit store data<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
    </article>
  );
});

/**
 * spec 1 §2.6: the indoor map, here the store's own floor with the store selected. Headed 'Indoor map': the
 * store's own About text often says 'Find us' already (the demo's does), and the page says it once.
 */
function StoreMap({ model }: { model: StorePageModel }) {
  const plan = svgPlanOf(model.map);
  return (
    <section className="store-map" aria-labelledby="store-map-title">
      <h2 id="store-map-title" className="store-section__title">
        Indoor map
      </h2>
      <FloorPlan model={model.map} />
      {plan ? (
        <p className="store-map__link">
          <a href={plan.centreMapHref}>{`Show ${model.title} on the centre map`}</a>
          {plan.directionsHref ? (
            <a className="store-map__directions" href={plan.directionsHref}>
              Directions to this store
            </a>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

/** The store's status: 'Open' or 'Closed' now while it trades (as its hours say), otherwise its content status. */
function StoreStatusPill({ model, open }: { model: StorePageModel; open: boolean | undefined }) {
  const kind = open === false ? 'closed' : model.status;
  const label = open === false ? 'Closed' : model.statusLabel;
  return <span className={`pill store__status store__status--${kind}`}>{label}</span>;
}

function StoreActions({ model }: { model: StorePageModel }) {
  const { site } = useRootStore();
  if (!model.menu && !model.bookNow && !site.centre.journey.enabled) return null;
  return (
    <div className="store__actions">
      <JourneyToggle
        entry={{ _uid: model.id, title: model.title, floor: model.floorCode, ...(model.hours ? { tradingHours: model.hours } : {}) }}
      />
      {model.menu ? (
        <SmartLink link={model.menu} className="button button--secondary">
          View our menu
        </SmartLink>
      ) : null}
      {model.bookNow ? (
        <SmartLink link={model.bookNow} className="button button--primary">
          Book Now
        </SmartLink>
      ) : null}
    </div>
  );
}

function StoreConnect({ model }: { model: StorePageModel }) {
  const { website, phone, email, social } = model.connect;
  if (!website && !phone && !email && social.length === 0) return null;
  return (
    <section className="store-connect" aria-labelledby="store-connect-title">
      <h2 id="store-connect-title" className="store-section__title">
        Connect
      </h2>
      <ul className="store-connect__list">
        {website ? (
          <li>
            <SmartLink link={website.link}>{website.label}</SmartLink>
          </li>
        ) : null}
        {phone ? (
          <li>
            <a href={phone.href}>{phone.label}</a>
          </li>
        ) : null}
        {email ? (
          <li>
            <a href={email.href}>{email.label}</a>
          </li>
        ) : null}
        {social.map((entry) => (
          <li key={entry.type}>
            <SmartLink link={entry.link}>{entry.label}</SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FactList({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="store-facts">
      <h2 className="store-section__title">{title}</h2>
      <ul className="store-facts__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
