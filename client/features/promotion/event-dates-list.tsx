import { useId } from 'react';
import { VIEW_ALL_DATES_LABEL } from '../../../src/common/domain/events/event-dates';
import type { EventDetails } from '../../../src/page-model/promotion/promotion.model';

type DateEntry = EventDetails['dates']['entries'][number];

function DateEntries({ entries, calendarHref }: { entries: DateEntry[]; calendarHref: string }) {
  return (
    <ul className="event-dates__list">
      {entries.map((entry) => (
        <li key={entry.date} className="event-dates__entry">
          <time className="event-dates__date" dateTime={entry.date}>
            {entry.label}
          </time>
          {entry.centreClosed ? <p className="event-dates__closed">{entry.centreClosed}</p> : null}
          <ul className="event-dates__times">
            {entry.times.map((time) => (
              <li key={time.session} className="event-dates__time">
                <span>{time.label}</span>
                <a className="event-dates__calendar" href={`${calendarHref}?session=${time.session}`} download>
                  Add to calendar<span className="visually-hidden">{`: ${entry.label}, ${time.label}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * spec 1 §2.8: the event's upcoming dates, the first three then 'View all dates and times'; each session
 * has an add-to-calendar (.ics) download in the centre's time zone. The rest of the dates are a `<details>`, so
 * they open with or without JavaScript; its summary says 'Show fewer dates' while open (promotion.css).
 */
export function EventDatesList({ event }: { event: EventDetails }) {
  const titleId = useId();
  const { dates } = event;
  // the ended and unknown-pattern messages are the page's date summary (under the title)
  if (dates.status !== 'upcoming' || dates.entries.length === 0) return null;
  const rest = dates.entries.slice(dates.previewCount);
  return (
    <section className="event-dates" aria-labelledby={titleId}>
      <h2 id={titleId} className="event-dates__title">
        Dates and times
      </h2>
      <DateEntries entries={dates.entries.slice(0, dates.previewCount)} calendarHref={event.calendarHref} />
      {rest.length ? (
        <details className="event-dates__more">
          <summary className="event-dates__toggle">
            <span className="event-dates__when-closed">{VIEW_ALL_DATES_LABEL}</span>
            <span className="event-dates__when-open">Show fewer dates</span>
          </summary>
          <DateEntries entries={rest} calendarHref={event.calendarHref} />
        </details>
      ) : null}
    </section>
  );
}
