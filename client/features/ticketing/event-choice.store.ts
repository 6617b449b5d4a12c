import { makeAutoObservable } from 'mobx';
import { zonedDateKey } from '../../../src/common/domain/time/zoned-time';
import type { TicketingEventSummary } from '../../../src/common/domain/ticketing/ticketing-wire';

/**
 * spec 3 §2.2 event_selection: a recurrent event's dates and times; the mini calendar chooses the day (in the
 * event's own time zone), the time picker one of its times.
 */
export class EventChoiceStore {
  events: TicketingEventSummary[] = [];
  date?: string;
  chosenEventId?: string;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get recurrent(): boolean {
    return this.events.length > 0;
  }

  get daysWithEvents(): Map<string, TicketingEventSummary[]> {
    const days = new Map<string, TicketingEventSummary[]>();
    const byStart = [...this.events].sort((a, b) => a.start.localeCompare(b.start));
    for (const summary of byStart) {
      const day = zonedDateKey(new Date(summary.start), summary.timezone);
      days.set(day, [...(days.get(day) ?? []), summary]);
    }
    return days;
  }

  get timesOfDay(): TicketingEventSummary[] {
    return this.date ? (this.daysWithEvents.get(this.date) ?? []) : [];
  }

  /** The listing arrived: the first day with a time on sale is chosen. */
  use(events: TicketingEventSummary[]): void {
    this.events = events;
    const days = [...this.daysWithEvents.entries()];
    const open = days.find(([, times]) => times.some((summary) => summary.saleStatus === 'onSale' && summary.v > 0));
    this.date = (open ?? days[0])?.[0];
    this.chosenEventId = undefined;
  }

  chooseDate(date: string): void {
    this.date = date;
    if (!this.timesOfDay.some((summary) => summary._id === this.chosenEventId)) this.chosenEventId = undefined;
  }

  chooseTime(eventId: string): void {
    this.chosenEventId = eventId;
  }

  forgetTime(): void {
    this.chosenEventId = undefined;
  }
}
