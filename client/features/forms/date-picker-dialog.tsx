import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { dayName, WEEKDAY_HEADERS } from '../../../src/common/domain/time/calendar-month';
import { type DatePickerStore, moveOfKey } from './date-picker.store';

/** the gap kept between the open calendar and the edges of the screen */
const SCREEN_MARGIN = 8;

interface CalendarDialogProps {
  picker: DatePickerStore;
  label: string;
  titleId: string;
  onClose: () => void;
  onPick: (dateKey: string) => void;
}

/** The modal calendar: month heading, previous/next month, the day grid (one tab stop), Close; focus stays inside. */
export const CalendarDialog = observer(function CalendarDialog({
  picker,
  label,
  titleId,
  onClose,
  onPick,
}: CalendarDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  // focus goes to the focused day on opening and after each key in the grid, never after the month buttons
  const focusDay = useRef(true);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // kept on the screen: on a phone the calendar spans it, below the input
    const rect = element.getBoundingClientRect();
    const left = Math.max(SCREEN_MARGIN, Math.min(rect.left, window.innerWidth - SCREEN_MARGIN - rect.width));
    element.style.transform = `translateX(${left - rect.left}px)`;
    element.scrollIntoView({ block: 'nearest' });
  }, []);
  useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    grid.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus({ preventScroll: true });
  }, [picker.focused]);

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      return onClose();
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const stops = Array.from(dialog.current.querySelectorAll<HTMLElement>('button:not([disabled]), td[tabindex="0"]'));
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = moveOfKey(event.key, event.shiftKey);
    if (move) {
      event.preventDefault();
      const before = picker.focused;
      picker.move(move);
      // at the end of the range the day stays, and so does focus
      if (picker.focused !== before) focusDay.current = true;
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(picker.focused);
    }
  };

  return (
    <div
      className="date-picker__dialog"
      role="dialog"
      aria-modal="true"
      aria-label={label}
      ref={dialog}
      onKeyDown={onDialogKeyDown}
    >
      <div className="date-picker__header">
        <button
          type="button"
          className="date-picker__nav"
          onClick={picker.showPrevious}
          disabled={!picker.canShowPrevious}
        >
          <ChevronIcon direction="previous" />
          <span className="visually-hidden">Previous month</span>
        </button>
        <h2 className="date-picker__title" id={titleId} aria-live="polite">
          {picker.title}
        </h2>
        <button type="button" className="date-picker__nav" onClick={picker.showNext} disabled={!picker.canShowNext}>
          <ChevronIcon direction="next" />
          <span className="visually-hidden">Next month</span>
        </button>
      </div>
      <table className="date-picker__grid" role="grid" aria-labelledby={titleId} ref={grid} onKeyDown={onGridKeyDown}>
        <thead>
          <tr>
            {WEEKDAY_HEADERS.map((day) => (
              <th key={day.short} scope="col" abbr={day.name}>
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {picker.weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                <Day key={day} picker={picker} day={day} onPick={onPick} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="date-picker__footer">
        <button type="button" className="date-picker__close" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
});

/** One day: the grid's tab stop when focused; a day outside the range shows but cannot be picked. */
const Day = observer(function Day({
  picker,
  day,
  onPick,
}: {
  picker: DatePickerStore;
  day: string;
  onPick: (dateKey: string) => void;
}) {
  if (!picker.inMonth(day)) return <td className="date-picker__day date-picker__day--outside" />;
  const offered = picker.isOffered(day);
  return (
    <td
      className="date-picker__day"
      // the focused day is the tab stop even when nothing is offered, so focus still enters the grid
      tabIndex={day === picker.focused ? 0 : offered ? -1 : undefined}
      aria-label={dayName(day)}
      aria-selected={day === picker.selected ? true : undefined}
      aria-current={day === picker.today ? 'date' : undefined}
      aria-disabled={offered ? undefined : true}
      data-date={day}
      onClick={offered ? () => onPick(day) : undefined}
    >
      {Number(day.slice(8))}
    </td>
  );
});

function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
      />
    </svg>
  );
}
