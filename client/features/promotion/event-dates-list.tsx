import { useId, useState } from 'react';
import { VIEW_ALL_DATES_LABEL } from '../../../src/common/domain/events/event-dates';
import type { EventDetails } from '../../../src/page-model/promotion/promotion.model';

/**
 * spec 1 §2.8: the event's upcoming dates, the first three then 'View all dates and times'; each session
 * has an add-to-calendar (.ics) download in the centre's time zone.
 */
export function EventDatesList({ event }: { event: EventDetails }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { dates } = event;
  // the ended and unknown-pattern messages are the page's date summary (under the title)
  if (dates.status !== 'upcoming' || dates.entries.length === 0) return null;
  const shown = expanded ? dates.entries : dates.entries.slice(0, dates.previewCount);
  return (
    <section className="event-dates" aria-labelledby={`${listId}-title`}>
      <h2 id={`${listId}-title`} className="event-dates__title">
        Dates and times
      </h2>
      <ul id={listId} className="event-dates__list">
        {shown.map((entry) => (
          <li key={entry.date} className="event-dates__entry">
            <time className="event-dates__date" dateTime={entry.date}>
              {entry.label}
            </time>
            {entry.centreClosed ? <p className="event-dates__closed">{entry.centreClosed}</p> : null}
            <ul className="event-dates__times">
              {entry.times.map((time) => (
                <li key={time.session} className="event-dates__time">
                  <span>{time.label}</span>
                  <a className="event-dates__calendar" href={`${event.calendarHref}?session=${time.session}`} download>
                    Add to calendar<span className="visually-hidden">{`: ${entry.label}, ${time.label}`}</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {dates.entries.length > dates.previewCount ? (
        <button type="button" className="event-dates__toggle" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show fewer dates' : VIEW_ALL_DATES_LABEL}
        </button>
      ) : null}
    </section>
  );
}
