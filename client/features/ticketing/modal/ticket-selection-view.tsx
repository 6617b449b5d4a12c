import { observer } from 'mobx-react-lite';
import type { TicketType } from '../../../../src/common/domain/ticketing/ticketing-wire';
import type { TicketingFlowStore } from '../ticketing-flow.store';
import { formatEventDay, formatEventTime } from '../../../../src/common/domain/ticketing/event-availability';
import { ticketRowLabels } from '../../../../src/common/domain/ticketing/ticket-selection';
import { CHILDREN_NEED_ADULT } from '../../../../src/common/domain/ticketing/ticketing-messages';

const TicketRow = observer(function TicketRow({ flow, ticket }: { flow: TicketingFlowStore; ticket: TicketType }) {
  const count = flow.counts[ticket.id] ?? 0;
  const labels = ticketRowLabels(ticket, flow.event ?? { meta: {} });
  const label = labels.name;
  const id = `ticketing-ticket-${ticket.id}`;
  return (
    <li className="ticketing-ticket">
      <div className="ticketing-ticket__about">
        <span className="ticketing-ticket__name" id={id}>
          {label}
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
      <ul className="ticketing-tickets__list">
        {event.tickets.map((ticket) => (
          <TicketRow key={ticket.id} flow={flow} ticket={ticket} />
        ))}
      </ul>
      <div role="status">{flow.childrenNotice ? <p className="ticketing-notice">{CHILDREN_NEED_ADULT}</p> : null}</div>
    </div>
  );
});
