import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { formatEventDay, formatEventTime } from '../../../../src/common/domain/ticketing/event-availability';
import {
  CHANGE_TIME_WARNING,
  LOADING_SEAT_MAP,
  SELECT_YOUR_SEATS,
} from '../../../../src/common/domain/ticketing/ticketing-messages';
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

/**
 * The map, the seats held and the legend: their code (the seat map's, about 9.5 KB minified) loads when a seated
 * event reaches this step, while its map is asked for; the step's heading and notices show at once.
 */
const SeatMapPart = lazy(() => import('./seat-map-part').then((module) => ({ default: module.SeatMapPart })));

/** spec 3 §2.2 seat_selection (issue 25): the date and time, the notices, the seat map and its legend. */
export const SeatSelectionView = observer(function SeatSelectionView({ flow }: { flow: TicketingFlowStore }) {
  // the seat map's sheet, asked for as the step shows, while the map and its code load
  const { links, ready } = useModalSheets(['seat-map']);
  const event = flow.event;
  if (!event) return null;
  return (
    <div className="seat-step">
      {links}
      <h3 className="ticketing-step__heading">{SELECT_YOUR_SEATS}</h3>
      <div className="seat-step__when">
        <p className="ticketing-tickets__when">
          {formatEventDay(event.start, event.timezone)}, {formatEventTime(event.start, event.timezone)}
        </p>
        {flow.recurrent ? <ChangeTime flow={flow} /> : null}
      </div>
      <Suspense fallback={<p role="status">{LOADING_SEAT_MAP}</p>}>
        <SeatMapPart flow={flow} ready={ready} />
      </Suspense>
      <StepStatus flow={flow} />
    </div>
  );
});
