import MonthView, { type MonthViewState } from 'react-big-calendar/lib/Month';

/**
 * react-big-calendar's month view without its measuring pass. Out of the box the view first renders its weeks as
 * bare cells to measure how many event rows fit, then, once mounted, renders them again as rows (and again after
 * every resize). The booking month shows every row and no events (`showAllEvents`), so the measure is never read:
 * skipping it lets the server send the real rows (a whole table from the first byte) and spares the browser a
 * second render of the month as the page starts, the longest task of the booking page on a phone (decision 0021).
 */
export class BookingMonthView extends MonthView {
  constructor(props: ConstructorParameters<typeof MonthView>[0]) {
    super(props);
    this.state = { ...this.state, needLimitMeasure: false };
  }

  static getDerivedStateFromProps({ date }: { date: Date }): Partial<MonthViewState> {
    return { date, needLimitMeasure: false };
  }
}
