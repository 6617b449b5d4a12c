import { makeAutoObservable } from 'mobx';
import { parseEntryDate, toPickerDate } from '../../../src/common/domain/competitions/entry-dates';
import {
  addMonths,
  clampToBounds,
  type CalendarBounds,
  type CalendarMonth,
  type CalendarMove,
  isInBounds,
  monthInBounds,
  monthOf,
  monthTitle,
  monthWeeks,
  moveDate,
} from '../../../src/common/domain/time/calendar-month';

/** The keys of the grid (WAI-ARIA APG "Date Picker Dialog"); Shift with Page Up/Down moves a year. */
export function moveOfKey(key: string, shiftKey: boolean): CalendarMove | undefined {
  switch (key) {
    case 'ArrowLeft':
      return 'previousDay';
    case 'ArrowRight':
      return 'nextDay';
    case 'ArrowUp':
      return 'previousWeek';
    case 'ArrowDown':
      return 'nextWeek';
    case 'PageUp':
      return shiftKey ? 'previousYear' : 'previousMonth';
    case 'PageDown':
      return shiftKey ? 'nextYear' : 'nextMonth';
    case 'Home':
      return 'weekStart';
    case 'End':
      return 'weekEnd';
    default:
      return undefined;
  }
}

/**
 * The open calendar of one date field (spec 2 §5 "Competition": "Date picker: only dates within the range (start
 * and end inclusive), else only dates up to the end of today; format DD/MM/YYYY"). It holds the focused date (the
 * grid's one tab stop, which sets the month shown), the date already in the field, and today.
 */
export class DatePickerStore {
  open = false;
  /** 'YYYY-MM-DD': the grid's focused day */
  focused = '';
  /** 'YYYY-MM-DD': the date in the field when the calendar opened, if it is one */
  selected?: string;
  today = '';
  bounds: CalendarBounds = {};

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /**
   * Opens on the field's date when the picker offers it, else on today when offered, else on the range's last date
   * (a competition that ended), or its first when the range has no end.
   */
  show(written: string, today: string, bounds: CalendarBounds): void {
    this.today = today;
    this.bounds = bounds;
    const selected = parseEntryDate(written);
    this.selected = selected;
    if (selected !== undefined && isInBounds(selected, bounds)) this.focused = selected;
    else if (isInBounds(today, bounds)) this.focused = today;
    else this.focused = bounds.to ?? clampToBounds(today, bounds);
    this.open = true;
  }

  hide(): void {
    this.open = false;
  }

  /** No date to offer (a competition that has not started: its first date is after today). */
  get empty(): boolean {
    return this.bounds.from !== undefined && this.bounds.to !== undefined && this.bounds.from > this.bounds.to;
  }

  get month(): CalendarMonth {
    return monthOf(this.focused);
  }

  get title(): string {
    return monthTitle(this.month);
  }

  get weeks(): string[][] {
    return monthWeeks(this.month);
  }

  get canShowPrevious(): boolean {
    return monthInBounds(monthOf(addMonths(this.focused, -1)), this.bounds);
  }

  get canShowNext(): boolean {
    return monthInBounds(monthOf(addMonths(this.focused, 1)), this.bounds);
  }

  isOffered(dateKey: string): boolean {
    return isInBounds(dateKey, this.bounds);
  }

  inMonth(dateKey: string): boolean {
    const { year, month } = monthOf(dateKey);
    return year === this.month.year && month === this.month.month;
  }

  move(move: CalendarMove): void {
    if (!this.empty) this.focused = moveDate(this.focused, move, this.bounds);
  }

  /** The previous / next month buttons. */
  showPrevious(): void {
    if (this.canShowPrevious) this.move('previousMonth');
  }

  showNext(): void {
    if (this.canShowNext) this.move('nextMonth');
  }

  focus(dateKey: string): void {
    if (this.isOffered(dateKey)) this.focused = dateKey;
  }

  /** The date as the field takes it (DD/MM/YYYY), and the calendar closed; undefined for a date not offered. */
  pick(dateKey: string): string | undefined {
    if (!this.isOffered(dateKey)) return undefined;
    this.open = false;
    return toPickerDate(dateKey);
  }
}
