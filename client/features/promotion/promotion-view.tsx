import { AppLink } from '../../ui/app-link';
import { CmsImage } from '../../ui/cms-image';
import { hasRichText, RichText } from '../../ui/rich-text';
import { EventDatesList } from './event-dates-list';
import type { PromotionPageModel } from '../../../src/page-model/promotion/promotion.model';
import { ShareButtons } from './share-buttons';
import { BookNow } from '../ticketing/book-now';

/** spec 1 §2.8: event, news and offer pages. */
export function PromotionView({ model }: { model: PromotionPageModel }) {
  const event = model.event;
  return (
    <article className={`promotion promotion--${model.kind} container`}>
      <header className="promotion__header">
        <span className={`pill promotion__pill${model.kind === 'event' ? ' promotion__pill--event' : ''}`}>{model.kind === 'event' ? 'EVENT' : model.typeLabel}</span>
        <h1 className="promotion__title">{model.title}</h1>
        <PromotionDateLine model={model} />
        {model.editUrl ? (
          <a className="edit-link" href={model.editUrl} target="_blank" rel="noopener noreferrer">
            Edit in the CMS<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </header>
      <div className="promotion__layout">
        <div className="promotion__main">
          {model.image ? (
            <CmsImage image={model.image} widths={[480, 800, 1200]} sizes="(max-width: 959px) 100vw, 760px" aspect={2 / 3} className="promotion__image" lazy={false} priority />
          ) : null}
          <ShareButtons url={model.shareUrl} title={model.title} />
          {model.excerpt ? <p className="promotion__excerpt">{model.excerpt}</p> : null}
          <RichText doc={model.body} className="rich-text promotion__body" />
          {hasRichText(model.terms) ? (
            <section className="promotion__terms" aria-labelledby="promotion-terms">
              <h2 id="promotion-terms">Terms and Conditions</h2>
              <RichText doc={model.terms} className="rich-text" />
            </section>
          ) : null}
        </div>
        <aside className="promotion__aside" aria-label={event ? 'Event details' : 'Details'}>
          {event ? (
            <>
              {event.ticketing ? (
                <section className="promotion__tickets" aria-label="Tickets">
                  {event.ticketing.ticketInfo ? <p className="promotion__ticket-info">{event.ticketing.ticketInfo}</p> : null}
                  <BookNow event={event.ticketing} />
                </section>
              ) : null}
              <dl className="promotion__facts">
                {event.location ? (
                  <div>
                    <dt>Location</dt>
                    <dd>{event.location}</dd>
                  </div>
                ) : null}
                {event.inConjunction ? (
                  <div>
                    <dt>In conjunction with</dt>
                    <dd>
                      <AppLink to={event.inConjunction.href}>{event.inConjunction.name}</AppLink>
                    </dd>
                  </div>
                ) : null}
                {event.facts.length > 0 ? (
                  <div>
                    <dt>Good to know</dt>
                    <dd>{event.facts.join(' · ')}</dd>
                  </div>
                ) : null}
              </dl>
              <EventDatesList event={event} />
            </>
          ) : null}
          {model.store ? (
            <p className="promotion__store">
              <span>From </span>
              <AppLink to={model.store.href}>{model.store.name}</AppLink>
            </p>
          ) : null}
        </aside>
      </div>
    </article>
  );
}

function PromotionDateLine({ model }: { model: PromotionPageModel }) {
  if (model.event) {
    const { dates } = model.event;
    if (!dates.summary) return null;
    return <p className={`promotion__dates${dates.status === 'ended' ? ' promotion__dates--ended' : ''}`}>{dates.summary}</p>;
  }
  const dates = model.dates;
  if (!dates || (!dates.label && !dates.range)) return null;
  return (
    <p className="promotion__dates">
      {dates.label ? <span className="promotion__dates-label">{dates.label}</span> : null}
      {dates.range ? <span className="promotion__dates-range">{dates.range}</span> : null}
    </p>
  );
}
