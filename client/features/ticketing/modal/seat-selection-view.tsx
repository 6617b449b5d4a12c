import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { formatEventDay, formatEventTime } from '../../../../src/common/domain/ticketing/event-availability';
import { hasWheelchairSpaces } from '../../../../src/common/domain/ticketing/seat-map';
import {
  ACCESSIBLE_SEATS_NOTICE,
  CHANGE_TIME_WARNING,
  LOADING_SEAT_MAP,
  SEATS_NOT_GUARANTEED,
  SELECT_YOUR_SEATS,
} from '../../../../src/common/domain/ticketing/ticketing-messages';
import { SeatMap } from '../seat-map/seat-map';
import { ChosenSeats, SeatLegend } from '../seat-map/seat-legend';
import type { TicketingFlowStore } from '../ticketing-flow.store';
import { EventSelectionView } from './event-selection-view';
import { StepStatus } from './payment-view';
import { useModalSheets } from './use-modal-sheets';

/** spec 3 §4.2: a recurrent event's mini calendar on the seat step, behind a button, with its warning. */
const ChangeTime = observer(function ChangeTime({ flow }: { flow: TicketingFlowStore }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="seat-step__change">
      <button
        type="button"
        className="button button--secondary seat-step__change-toggle"
        aria-expanded={open}
        aria-controls="seat-step-times"
        onClick={() => setOpen(!open)}
      >
        Change date or time
      </button>
      {open ? (
        <div id="seat-step-times" className="seat-step__times">
          {flow.seats.count > 0 ? <p className="ticketing-notice">{CHANGE_TIME_WARNING}</p> : null}
          <EventSelectionView flow={flow} onChoose={flow.changeTime} />
        </div>
      ) : null}
    </div>
  );
});

/** The map, what the visitor holds and the legend, once the map and its sheet are in. */
const SeatMapPart = observer(function SeatMapPart({ flow }: { flow: TicketingFlowStore }) {
  const { links, ready } = useModalSheets(['seat-map']);
  const seats = flow.seats;
  const map = seats.map;
  const event = flow.event!;
  let body;
  if (seats.loadError && !map)
    body = (
      <div role="alert">
        <p className="form-field__error">{seats.loadError}</p>
        <button type="button" className="button button--secondary" onClick={() => void seats.load(event._id)}>
          Try again
        </button>
      </div>
    );
  else if (!map || !ready) body = <p role="status">{LOADING_SEAT_MAP}</p>;
  else
    body = (
      <>
        <SeatMap key={map.eventId} map={map} seats={seats} />
        <div className="seat-step__aside">
          <ChosenSeats seats={seats} cap={flow.seatCap} />
          <SeatLegend event={event} map={map} />
        </div>
        <div className="seat-step__notices">
          <p className="ticketing-notice">{SEATS_NOT_GUARANTEED}</p>
          {hasWheelchairSpaces(map) ? <p className="ticketing-notice">{ACCESSIBLE_SEATS_NOTICE}</p> : null}
        </div>
      </>
    );
  return (
    <>
      {links}
      {body}
    </>
  );
});

/** spec 3 §2.2 seat_selection (issue 25): the date and time, the notices, the seat map and its legend. */
export const SeatSelectionView = observer(function SeatSelectionView({ flow }: { flow: TicketingFlowStore }) {
  const event = flow.event;
  if (!event) return null;
  return (
    <div className="seat-step">
      <h3 className="ticketing-step__heading">{SELECT_YOUR_SEATS}</h3>
      <div className="seat-step__when">
        <p className="ticketing-tickets__when">
          {formatEventDay(event.start, event.timezone)}, {formatEventTime(event.start, event.timezone)}
        </p>
        {flow.recurrent ? <ChangeTime flow={flow} /> : null}
      </div>
      <SeatMapPart flow={flow} />
      <StepStatus flow={flow} />
    </div>
  );
});
