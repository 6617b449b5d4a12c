// react-big-calendar's month view, which the package's own types do not declare: the booking month extends it
// (client/features/booking/booking-month-view.ts). The browser build points this path at the same class inside
// the package's ES module (scripts/build/month-calendar-only.mjs).
declare module 'react-big-calendar/lib/Month' {
  import type { Component } from 'react';

  export interface MonthViewState {
    rowLimit: number;
    needLimitMeasure: boolean;
    date: Date | null;
  }

  export default class MonthView extends Component<Record<string, unknown> & { date: Date }, MonthViewState> {}
}
