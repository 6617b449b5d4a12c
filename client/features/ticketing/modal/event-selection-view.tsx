import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import {
  addMonths,
  dayName,
  monthOf,
  monthTitle,
  monthWeeks,
  WEEKDAY_HEADERS,
} from '../../../../src/common/domain/time/calendar-month';
import { formatPrice } from '../../../../src/common/domain/money/money';
import type { TicketingFlowStore } from '../ticketing-flow.store';
import { formatEventTime } from '../../../../src/common/domain/ticketing/event-availability';
import {
  SELECT_YOUR_TIME,
  SOLD_OUT,
  ticketsLeftNotice,
} from '../../../../src/common/domain/ticketing/ticketing-messages';

/**
 * spec 3 §2.2 'a mini calendar for a recurrent event to change date and time': the month, Monday first, the days
 * with a time to book as buttons, the chosen day pressed.
 */
const MiniCalendar = observer(function MiniCalendar({ flow }: { flow: TicketingFlowStore }) {
  const days = flow.choice.daysWithEvents;
  const first = days.keys().next().value as string | undefined;
  const [month, setMonth] = useState(() => (flow.choice.date ?? first ?? '2026-01-01').slice(0, 7) + '-01');
  const keys = [...days.keys()].sort();
  const lastMonth = (keys.at(-1) ?? month).slice(0, 7);
  const firstMonth = (keys[0] ?? month).slice(0, 7);
  const title = monthTitle(monthOf(month));
  return (
    <div className="ticketing-calendar">
      <div className="ticketing-calendar__bar">
        <button
          type="button"
          className="ticketing-calendar__move"
          aria-label="Previous month"
          disabled={month.slice(0, 7) <= firstMonth}
          onClick={() => setMonth(addMonths(month, -1))}
        >
          ‹
        </button>
        <h3 className="ticketing-calendar__title" aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          className="ticketing-calendar__move"
          aria-label="Next month"
          disabled={month.slice(0, 7) >= lastMonth}
          onClick={() => setMonth(addMonths(month, 1))}
        >
          ›
        </button>
      </div>
      <table className="ticketing-calendar__grid" aria-label={title}>
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
          {monthWeeks(monthOf(month)).map((week) => (
            <tr key={week[0]}>
              {week.map((key) => (
                <td key={key}>
                  {key.slice(0, 7) !== month.slice(0, 7) ? null : (
                    <button
                      type="button"
                      className="ticketing-calendar__day"
                      aria-label={dayName(key)}
                      aria-pressed={flow.choice.date === key}
                      disabled={!days.has(key)}
                      onClick={() => flow.choice.chooseDate(key)}
                    >
                      {Number(key.slice(8))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});

/**
 * spec 3 §2.2: the chosen day's times ('Select your time'), each with its price from and what is left. The seat
 * step shows it too, to change the date and time (`onChoose`: the flow's change, which warns first when seats are
 * held).
 */
export const EventSelectionView = observer(function EventSelectionView({
  flow,
  onChoose = flow.choice.chooseTime,
}: {
  flow: TicketingFlowStore;
  onChoose?: (eventId: string) => void;
}) {
  return (
    <div className="ticketing-events">
      <MiniCalendar flow={flow} />
      <fieldset className="ticketing-times">
        <legend className="ticketing-step__heading">{SELECT_YOUR_TIME}</legend>
        {flow.choice.date ? <p className="ticketing-times__day">{dayName(flow.choice.date)}</p> : null}
        <div className="ticketing-times__list">
          {flow.choice.timesOfDay.map((summary) => {
            const soldOut = summary.v <= 0 || summary.saleStatus === 'soldOut';
            const left = soldOut ? SOLD_OUT : ticketsLeftNotice(summary.v);
            return (
              <button
                key={summary._id}
                type="button"
                className="ticketing-times__time"
                aria-pressed={flow.choice.chosenEventId === summary._id}
                disabled={soldOut || summary.saleStatus !== 'onSale'}
                onClick={() => onChoose(summary._id)}
              >
                <strong>{formatEventTime(summary.start, summary.timezone)}</strong>
                <span>from {formatPrice(summary.startingPriceCents)}</span>
                {left ? <span className="ticketing-times__left">{left}</span> : null}
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
});
