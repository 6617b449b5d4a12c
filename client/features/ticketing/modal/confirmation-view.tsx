import { observer } from 'mobx-react-lite';
import type { TicketingFlowStore } from '../ticketing-flow.store';
import { LOADING_CONFIRMATION } from '../../../../src/common/domain/ticketing/ticketing-messages';
import { seatPlace } from '../../../../src/common/domain/ticketing/seat-map';

/** spec 3 §4.2 'Confirmation': the tickets, the transaction id and the invoice number. */
export const ConfirmationView = observer(function ConfirmationView({ flow }: { flow: TicketingFlowStore }) {
  const confirmation = flow.confirmation;
  if (!confirmation) return <p role="status">{LOADING_CONFIRMATION}</p>;
  // issue 25: the seats booked, as the checkout held them
  const seated = (flow.checkout?.items ?? []).filter((line) => line.seatingInfo);
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
      {seated.length > 0 ? (
        <>
          <h4 className="ticketing-confirmation__seats-title">Your seats</h4>
          <ul className="ticketing-confirmation__seats">
            {seated.map((line) => (
              <li key={line.seatingInfo!.statusId}>
                {seatPlace(line.seatingInfo!)} <span className="ticketing-confirmation__id">{line.name}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
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
