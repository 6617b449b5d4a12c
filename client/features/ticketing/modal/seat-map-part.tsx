import { observer } from 'mobx-react-lite';
import { hasWheelchairSpaces } from '../../../../src/common/domain/ticketing/seat-map';
import {
  ACCESSIBLE_SEATS_NOTICE,
  LOADING_SEAT_MAP,
  SEATS_NOT_GUARANTEED,
} from '../../../../src/common/domain/ticketing/ticketing-messages';
import { SeatMap } from '../seat-map/seat-map';
import { ChosenSeats, SeatLegend } from '../seat-map/seat-legend';
import type { TicketingFlowStore } from '../ticketing-flow.store';

/** The map, what the visitor holds and the legend, once the map and its sheet (`ready`) are in. */
export const SeatMapPart = observer(function SeatMapPart({
  flow,
  ready,
}: {
  flow: TicketingFlowStore;
  ready: boolean;
}) {
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
  return body;
});
