import { observer } from 'mobx-react-lite';
import type { TicketingFlowStore } from '../ticketing-flow.store';
import { LOADING_CONFIRMATION } from '../../../../src/common/domain/ticketing/ticketing-messages';

/** spec 3 §4.2 'Confirmation': the tickets, the transaction id and the invoice number. */
export const ConfirmationView = observer(function ConfirmationView({ flow }: { flow: TicketingFlowStore }) {
  const confirmation = flow.confirmation;
  if (!confirmation) return <p role="status">{LOADING_CONFIRMATION}</p>;
  return (
    <div className="ticketing-confirmation">
      <h3 className="ticketing-step__heading">You're booked!</h3>
      <p>
        Your tickets are on their way to <strong>{flow.details.values.email}</strong>.
      </p>
      <dl className="ticketing-confirmation__refs">
        <dt>Transaction id</dt>
        <dd>{confirmation.transactionId}</dd>
        <dt>Invoice number</dt>
        <dd>{confirmation.invoiceNo}</dd>
      </dl>
      {confirmation.tickets.length === 0 ? (
        <p role="status">{LOADING_CONFIRMATION}</p>
      ) : (
        <ul className="ticketing-confirmation__tickets" aria-label="Your tickets">
          {confirmation.tickets.map((ticket) => (
            <li key={ticket.id}>
              <strong>{ticket.ticketTypeName}</strong>
              {ticket.name && ticket.name !== ticket.ticketTypeName ? ` ${ticket.name}` : ''}
              {ticket.holder ? ` for ${ticket.holder}` : ''}{' '}
              <span className="ticketing-confirmation__id">{ticket.id}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
