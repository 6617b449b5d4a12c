import { BookNow } from '../../../../client/features/ticketing/book-now';
import { AppLink } from '../../../../client/ui/app-link';
import type { BlockProps } from '../block-definition';
import type { EventTicketingModel } from './event-ticketing.model';

/** The event named and introduced, its ticket information, then Book Now. */
export const EventTicketingView = ({ model }: BlockProps<EventTicketingModel>) => (
  <section className="event-ticketing container" aria-label={`Tickets: ${model.title}`}>
    <div className="event-ticketing__card">
      <h2 className="event-ticketing__title">
        <AppLink to={model.href}>{model.title}</AppLink>
      </h2>
      {model.dates ? (
        <p className="event-ticketing__dates">
          {model.dates}
          {model.time ? (
            <>
              , <span className="event-ticketing__time">{model.time}</span>
            </>
          ) : null}
        </p>
      ) : null}
      {model.excerpt ? <p className="event-ticketing__excerpt">{model.excerpt}</p> : null}
      {model.event.ticketInfo ? <p className="event-ticketing__info">{model.event.ticketInfo}</p> : null}
      <BookNow event={model.event} />
    </div>
  </section>
);
