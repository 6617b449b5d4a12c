import { observer } from 'mobx-react-lite';
import { seatAccessibleName } from '../../../../src/common/domain/ticketing/seat-map';
import type { SeatMapSeat } from '../../../../src/common/domain/ticketing/ticketing-wire';
import type { SeatSelectionStore } from '../seat-selection.store';
import type { RovingStop } from './roving-stop';

interface SeatViewProps {
  seat: SeatMapSeat;
  seats: SeatSelectionStore;
  stop: RovingStop;
  /** the seat's radius in map units */
  r: number;
  color: string;
}

/**
 * One seat of the map: a control named by where it is, its category, its price from and its status (issue 25), a
 * circle in its category's colour (a square for a wheelchair space), ticked when selected, grey when it cannot be
 * had, a dashed ring while its call is under way. It reads only its own keys of the selection (and of the Tab
 * stop), so a press or a key re-renders this seat and its neighbour, not the venue. Presses, keys and focus are
 * handled once for the whole map (seat-map.tsx), by `data-seat`.
 */
export const SeatView = observer(function SeatView({ seat, seats, stop: tabStop, r, color }: SeatViewProps) {
  const status = seats.statusOf(seat);
  const pending = seats.pending.get(seat.statusId);
  const category = seats.categoryOf.get(seat.categoryId);
  const wheelchair = seat.seatType === 'handicapped';
  const fill = status === 'available' ? color : undefined;
  const stop = tabStop.is(seat.statusId);
  return (
    <g
      className={`seat seat--${status}${pending ? ' seat--pending' : ''}`}
      role="button"
      tabIndex={stop ? 0 : -1}
      aria-label={seatAccessibleName(seat, category, status)}
      aria-disabled={status === 'unavailable' || undefined}
      aria-busy={pending ? true : undefined}
      data-seat={seat.statusId}
    >
      {wheelchair ? (
        <rect
          className="seat__shape"
          x={seat.x - r}
          y={seat.y - r}
          width={r * 2}
          height={r * 2}
          rx={r * 0.3}
          fill={fill}
        />
      ) : (
        <circle className="seat__shape" cx={seat.x} cy={seat.y} r={r} fill={fill} />
      )}
      {status === 'selected' ? (
        <path
          className="seat__tick"
          d={`M${seat.x - r * 0.45} ${seat.y}l${r * 0.3} ${r * 0.35}l${r * 0.6} ${-r * 0.7}`}
          strokeWidth={r * 0.28}
        />
      ) : null}
      {pending ? (
        <circle className="seat__pending" cx={seat.x} cy={seat.y} r={r * 0.6} strokeWidth={r * 0.3} pathLength={4} />
      ) : null}
      {/* the focus ring, drawn on the one seat that can have the focus (the Tab stop), shown by :focus-visible */}
      {stop ? <circle className="seat__ring" cx={seat.x} cy={seat.y} r={r * 1.4} /> : null}
    </g>
  );
});
