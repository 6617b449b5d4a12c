import { observer } from 'mobx-react-lite';
import type { TicketType } from '../../../../src/common/domain/ticketing/ticketing-wire';
import type { TicketingFlowStore } from '../ticketing-flow.store';
import { formatEventDay, formatEventTime } from '../../../../src/common/domain/ticketing/event-availability';
import { ticketRowLabels } from '../../../../src/common/domain/ticketing/ticket-selection';
import { CHILDREN_NEED_ADULT } from '../../../../src/common/domain/ticketing/ticketing-messages';
import { seatPlace } from '../../../../src/common/domain/ticketing/seat-map';
import { seatCategoryRef } from '../../../../src/common/domain/ticketing/seat-tickets';

interface TicketRowProps {
  flow: TicketingFlowStore;
  ticket: TicketType;
  /** the category it is sold in, when several categories sell a ticket of that name (seated events) */
  category?: string;
}

const TicketRow = observer(function TicketRow({ flow, ticket, category }: TicketRowProps) {
  const count = flow.counts[ticket.id] ?? 0;
  const labels = ticketRowLabels(ticket, flow.event ?? { meta: {} });
  const label = category ? `${labels.name} (${category})` : labels.name;
  const id = `ticketing-ticket-${ticket.id}`;
  return (
    <li className="ticketing-ticket">
      <div className="ticketing-ticket__about">
        <span className="ticketing-ticket__name" id={id}>
          {labels.name}
          {labels.note ? <span className="ticketing-ticket__note"> {labels.note}</span> : null}
        </span>
        <span className="ticketing-ticket__price">{labels.price}</span>
        {labels.availability ? <span className="ticketing-ticket__left">{labels.availability}</span> : null}
      </div>
      <div className="ticketing-ticket__count" role="group" aria-labelledby={id}>
        <button
          type="button"
          className="ticketing-ticket__step"
          aria-label={`Remove one ${label} ticket`}
          disabled={count === 0 || flow.busy !== undefined}
          onClick={() => flow.remove(ticket.id)}
        >
          −
        </button>
        <output className="ticketing-ticket__amount" aria-live="polite" aria-label={`${label} tickets`}>
          {count}
        </output>
        <button
          type="button"
          className="ticketing-ticket__step"
          aria-label={`Add one ${label} ticket`}
          // a press past a limit is told by the too-many-tickets toast; sold out cannot be pressed at all
          aria-disabled={!flow.canAdd(ticket.id) || undefined}
          disabled={ticket.v <= 0 || flow.busy !== undefined}
          onClick={() => flow.add(ticket.id)}
        >
          +
        </button>
      </div>
    </li>
  );
});

/**
 * spec 3 §5.2 'With seating, tickets per category cannot exceed selected seats': each category the visitor chose
 * seats in, its seats, and its ticket types, a ticket for each seat.
 */
const SeatedTickets = observer(function SeatedTickets({ flow }: { flow: TicketingFlowStore }) {
  const event = flow.event!;
  return (
    <>
      {Object.entries(flow.seats.seatsPerCategory).map(([ref, seats]) => {
        const category = event.categories.find((c) => c.ref === ref);
        const places = flow.seats.chosen.filter((seat) => seatCategoryRef(event, seat) === ref).map(seatPlace);
        const id = `ticketing-category-${ref}`;
        return (
          <section key={ref} className="ticketing-tickets__category" aria-labelledby={id}>
            <h4 className="ticketing-tickets__category-name" id={id}>
              {`${category?.name ?? 'Seats'}: ${seats} ${seats === 1 ? 'seat' : 'seats'}`}
            </h4>
            <p className="ticketing-tickets__seats">{places.join('; ')}</p>
            <ul className="ticketing-tickets__list">
              {event.tickets
                .filter((ticket) => (ticket.categoryRef ?? '') === ref)
                .map((ticket) => (
                  <TicketRow key={ticket.id} flow={flow} ticket={ticket} category={category?.name} />
                ))}
            </ul>
          </section>
        );
      })}
    </>
  );
});

/** spec 3 §2.2, §5.2 'Tickets': each ticket type with plus and minus, its price, what is left, the notices. */
export const TicketSelectionView = observer(function TicketSelectionView({ flow }: { flow: TicketingFlowStore }) {
  const event = flow.event;
  if (!event) return null;
  return (
    <div className="ticketing-tickets">
      <h3 className="ticketing-step__heading">Select your tickets</h3>
      <p className="ticketing-tickets__when">
        {formatEventDay(event.start, event.timezone)}, {formatEventTime(event.start, event.timezone)}
      </p>
      {flow.content.ticketInfo ? <p className="ticketing-tickets__info">{flow.content.ticketInfo}</p> : null}
      {event.seating ? (
        <SeatedTickets flow={flow} />
      ) : (
        <ul className="ticketing-tickets__list">
          {event.tickets.map((ticket) => (
            <TicketRow key={ticket.id} flow={flow} ticket={ticket} />
          ))}
        </ul>
      )}
      <div role="status">{flow.childrenNotice ? <p className="ticketing-notice">{CHILDREN_NEED_ADULT}</p> : null}</div>
    </div>
  );
});
