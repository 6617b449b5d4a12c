import { observer } from 'mobx-react-lite';
import {
  hasWheelchairSpaces,
  priceFromText,
  seatCategoryKeys,
  seatPlace,
  SEAT_STATUS_WORDS,
  type SeatingEvent,
} from '../../../../src/common/domain/ticketing/seat-map';
import type { SeatMapView } from '../../../../src/common/domain/ticketing/ticketing-wire';
import { WHEELCHAIR_SPACE } from '../../../../src/common/domain/ticketing/ticketing-messages';
import type { SeatSelectionStore } from '../seat-selection.store';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A legend swatch drawn as the map draws the seat. */
function Swatch({ kind, color }: { kind: string; color?: string }) {
  return (
    <svg className={`seat-legend__swatch seat seat--${kind}`} viewBox="-12 -12 24 24" aria-hidden="true">
      {kind === 'wheelchair' ? (
        <rect className="seat__shape" x={-9} y={-9} width={18} height={18} rx={3} fill={color} />
      ) : (
        <circle className="seat__shape" r={9} fill={color} />
      )}
      {kind === 'selected' ? <path className="seat__tick" d="M-4 0l3 3.5l6-7" strokeWidth={2.5} /> : null}
    </svg>
  );
}

/** issue 25: the categories with their colour and price from, and what each state of a seat looks like. */
export function SeatLegend({ event, map }: { event: SeatingEvent; map: SeatMapView }) {
  const keys = seatCategoryKeys(event, map);
  return (
    <div className="seat-legend">
      <h4 className="seat-legend__title">Price categories</h4>
      <ul className="seat-legend__list">
        {keys.map((key) => (
          <li key={key.id}>
            <Swatch kind="available" color={key.color} />
            <span>
              {key.name}
              {key.priceFromCents === undefined ? null : (
                <span className="seat-legend__price"> {priceFromText(key.priceFromCents)}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <h4 className="seat-legend__title">Seats</h4>
      <ul className="seat-legend__list">
        <li>
          <Swatch kind="available" color={keys[0]?.color} />
          {capitalised(SEAT_STATUS_WORDS.available)} (in its category's colour)
        </li>
        <li>
          <Swatch kind="selected" />
          {capitalised(SEAT_STATUS_WORDS.selected)}
        </li>
        <li>
          <Swatch kind="unavailable" />
          {capitalised(SEAT_STATUS_WORDS.unavailable)}
        </li>
        {hasWheelchairSpaces(map) ? (
          <li>
            <Swatch kind="wheelchair" color="#ffffff" />
            {WHEELCHAIR_SPACE}
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** The seats the visitor holds, each with its place and a button to give it back (the map's other way in). */
export const ChosenSeats = observer(function ChosenSeats({ seats, cap }: { seats: SeatSelectionStore; cap: number }) {
  return (
    <div className="seat-chosen">
      <h4 className="seat-chosen__title" aria-live="polite">
        Your seats: {seats.count} of up to {cap}
      </h4>
      {seats.count > 0 ? (
        <ul className="seat-chosen__list">
          {seats.chosen.map((seat) => {
            const place = seatPlace(seat);
            return (
              <li key={seat.statusId}>
                <span>
                  {place}
                  <span className="seat-chosen__category"> {seats.categoryOf.get(seat.categoryId)?.name}</span>
                </span>
                <button
                  type="button"
                  className="button button--secondary seat-map__button"
                  aria-label={`Unselect ${place}`}
                  disabled={seats.pending.has(seat.statusId)}
                  onClick={() => seats.toggle(seat.statusId)}
                >
                  Unselect
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
});
