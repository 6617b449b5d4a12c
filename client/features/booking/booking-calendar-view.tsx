import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, type ComponentType, type KeyboardEvent } from 'react';
import { Calendar, type CalendarProps, type Components, type DateHeaderProps, type HeaderProps, type ViewStatic } from 'react-big-calendar';
import {
  dayName,
  monthOf,
  monthTitle,
  moveDate,
  WEEKDAY_HEADERS,
  type CalendarMove,
} from '../../../src/common/domain/time/calendar-month';
import { weekdayOf } from '../../../src/common/domain/time/zoned-time';
import type { BookingDetailsStore } from './booking-details.store';
import { bookingMonthLocalizer, dateOfKey, keyOfDate } from './booking-month-localizer';
import { BookingMonthView } from './booking-month-view';

const MOVES: Record<string, CalendarMove> = {
  ArrowLeft: 'previousDay',
  ArrowRight: 'nextDay',
  ArrowUp: 'previousWeek',
  ArrowDown: 'nextWeek',
  Home: 'weekStart',
  End: 'weekEnd',
};

// the month alone, without its measuring pass (booking-month-view.ts)
const BOOKING_VIEWS: CalendarProps['views'] = { month: BookingMonthView as unknown as ComponentType & ViewStatic };
const NO_EVENTS: object[] = [];
const ignore = () => {};

/**
 * The grid's arrow keys (WAI-ARIA APG 'Date Picker Dialog'): to the nearest open day that way within the month,
 * chosen at once (the chosen day is the grid's one Tab stop).
 */
function onGridKey(event: KeyboardEvent<HTMLElement>, details: BookingDetailsStore): void {
  const move = MOVES[event.key];
  const from = (event.target as HTMLElement).dataset.date;
  if (!move || !from || !details.date) return;
  event.preventDefault();
  const open = details.openDays;
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
  const grid = event.currentTarget;
  requestAnimationFrame(() => grid.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus());
}

/** The weekday over a column: the short name shown ('Mon'), the whole name for screen readers. */
function WeekdayHeader({ date, label }: HeaderProps) {
  return (
    <span role="columnheader" aria-label={WEEKDAY_HEADERS[weekdayOf(keyOfDate(date)) - 1]!.name}>
      {label}
    </span>
  );
}

/**
 * react-big-calendar's date cells drawn as our day buttons: the month's days only, a day without a time disabled,
 * the chosen day pressed and the grid's one Tab stop. `focused` remembers the day that had the focus: should the
 * view draw its rows anew, the day takes the focus back.
 */
function dayComponents(details: BookingDetailsStore, focused: { current?: string }): Components {
  const DayButton = observer(function DayButton({ date, label, isOffRange }: DateHeaderProps) {
    const key = keyOfDate(date);
    const button = useRef<HTMLButtonElement>(null);
    useEffect(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (focused.current === key && lost) button.current?.focus();
    }, [key]);
    // the days of the months around are empty cells: not choosable
    if (isOffRange) return null;
    const chosen = details.date === key;
    return (
      <button
        ref={button}
        type="button"
        className={chosen ? 'booking-calendar__day booking-calendar__day--chosen' : 'booking-calendar__day'}
        aria-label={dayName(key)}
        aria-pressed={chosen}
        data-date={key}
        tabIndex={chosen || !details.date ? 0 : -1}
        disabled={!details.openDays.has(key)}
        onClick={() => details.chooseDate(key)}
        onFocus={() => (focused.current = key)}
        onBlur={(event) => {
          if (event.relatedTarget) focused.current = undefined;
        }}
      >
        {label}
      </button>
    );
  });
  return { header: WeekdayHeader, month: { dateHeader: DayButton } };
}

/**
 * spec 3 §2.1, §9: the month of session times, Monday first, days without a time disabled: react-big-calendar's
 * month view (decision 0021) with our day buttons as its date cells, so the month works by Tab, the arrow keys,
 * Enter and Space, and the server sends the days in the page. Our own bar moves between months; the calendar
 * shows no events (the times are listed beside it).
 */
export const BookingCalendarView = observer(function BookingCalendarView({ details }: { details: BookingDetailsStore }) {
  const title = monthTitle(monthOf(details.month));
  const ready = details.load === 'ready';
  const focused = useRef<string>(undefined);
  const components = useMemo(() => dayComponents(details, focused), [details]);
  const today = details.today;
  const getNow = useMemo(() => () => dateOfKey(today), [today]);
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
      <div
        className="booking-calendar__grid"
        role="group"
        aria-label={title}
        onKeyDown={(event) => onGridKey(event, details)}
      >
        <Calendar
          localizer={bookingMonthLocalizer}
          culture="en-AU"
          events={NO_EVENTS}
          views={BOOKING_VIEWS}
          view="month"
          onView={ignore}
          date={dateOfKey(details.month)}
          onNavigate={ignore}
          getNow={getNow}
          toolbar={false}
          drilldownView={null}
          // no events: rows need not measure how many fit
          showAllEvents
          components={components}
        />
      </div>
    </div>
  );
});
