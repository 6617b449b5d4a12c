import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import {
  dayName,
  monthOf,
  monthTitle,
  monthWeeks,
  moveDate,
  WEEKDAY_HEADERS,
  type CalendarMove,
} from '../../../src/common/domain/time/calendar-month';
import type { BookingDetailsStore } from './booking-details.store';

const MOVES: Record<string, CalendarMove> = {
  ArrowLeft: 'previousDay',
  ArrowRight: 'nextDay',
  ArrowUp: 'previousWeek',
  ArrowDown: 'nextWeek',
  Home: 'weekStart',
  End: 'weekEnd',
};

/**
 * The grid's arrow keys (WAI-ARIA APG 'Date Picker Dialog'): to the nearest open day that way within the month,
 * chosen at once (the chosen day is the grid's one Tab stop).
 */
function onGridKey(event: KeyboardEvent<HTMLTableElement>, details: BookingDetailsStore, open: Set<string>): void {
  const move = MOVES[event.key];
  if (!move || !details.date) return;
  event.preventDefault();
  const bounds = { from: details.month, to: `${details.month.slice(0, 8)}31` };
  let date = details.date;
  for (let step = 0; step < 31; step += 1) {
    const next = moveDate(date, move, bounds);
    if (next === date || next.slice(0, 7) !== details.month.slice(0, 7)) return;
    date = next;
    if (open.has(date)) break;
  }
  if (!open.has(date)) return;
  details.chooseDate(date);
  const table = event.currentTarget;
  requestAnimationFrame(() => table.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus());
}

/**
 * spec 3 §2.1, §9: the month of session times, Monday first, days without a time disabled. Our own grid of day
 * buttons, not react-big-calendar's month view: that view draws days as plain cells a keyboard cannot reach or
 * choose, and its date-library localizer would add a chunk this step does not need; a table of buttons is
 * complete HTML from the server and works by Tab, the arrow keys, Enter and Space.
 */
export const BookingCalendarView = observer(function BookingCalendarView({ details }: { details: BookingDetailsStore }) {
  const month = monthOf(details.month);
  const title = monthTitle(month);
  const open = details.openDays;
  const ready = details.load === 'ready';
  return (
    <div className="booking-calendar">
      <div className="booking-calendar__bar">
        <button
          type="button"
          className="booking-calendar__move"
          aria-label="Previous month"
          disabled={!ready || details.month <= details.firstMonth}
          onClick={() => void details.showMonth(-1)}
        >
          ‹
        </button>
        <h4 className="booking-calendar__title" aria-live="polite">
          {title}
        </h4>
        <button
          type="button"
          className="booking-calendar__move"
          aria-label="Next month"
          disabled={!ready}
          onClick={() => void details.showMonth(1)}
        >
          ›
        </button>
      </div>
      <table className="booking-calendar__grid" aria-label={title} onKeyDown={(event) => onGridKey(event, details, new Set(open.keys()))}>
        <thead>
          <tr>
            {WEEKDAY_HEADERS.map((day) => (
              <th key={day.name} scope="col" abbr={day.name}>
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const inMonth = date.slice(0, 7) === details.month.slice(0, 7);
                if (!inMonth) return <td key={date} />;
                const chosen = details.date === date;
                return (
                  <td key={date}>
                    <button
                      type="button"
                      className={chosen ? 'booking-calendar__day booking-calendar__day--chosen' : 'booking-calendar__day'}
                      aria-label={dayName(date)}
                      aria-pressed={chosen}
                      data-date={date}
                      tabIndex={chosen || !details.date ? 0 : -1}
                      disabled={!open.has(date)}
                      onClick={() => details.chooseDate(date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
