import type { CmsBlok } from '../../../common/domain/cms/storyblok.types';
import { ALL_DAY_LABEL, eventDates, type EventDates } from '../../../common/domain/events/event-dates';
import { centreToday } from '../../../common/domain/hours/centre-day';
import type { TicketingEventContent } from '../../../common/domain/ticketing/ticketing-wire';
import type { MapContext } from '../block-definition';
import { ticketedEventOf } from '../../ticketing/ticketed-event-block';

/** event_ticketing: the named event introduced (title, dates, ticket information) above its Book Now. */
export interface EventTicketingModel {
  /** the block's own title, else the event's */
  title: string;
  /** the event's date summary ('Every Saturday and Sunday to ...'), with its time when it has one session */
  dates?: string;
  excerpt?: string;
  event: TicketingEventContent;
  href: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** 'Sunday, 6 December 2026, 6:00pm – 8:00pm' for one session: a ticket is for a time, not just a day. */
function datesLine(dates: EventDates): string {
  const only = dates.entries.length === 1 ? dates.entries[0]!.times : [];
  const time = only.length === 1 && only[0]!.label !== ALL_DAY_LABEL ? only[0]!.label : undefined;
  return time && dates.summary ? `${dates.summary}, ${time}` : dates.summary;
}

export function toEventTicketing(raw: CmsBlok, ctx: MapContext): EventTicketingModel {
  const { story, ticketing, href } = ticketedEventOf(raw, ctx);
  const dates = datesLine(eventDates(story.content.appointmentRecurrence?.[0], centreToday(ctx.now, ctx.timeZone)));
  const excerpt = text(story.content.excerpt);
  return {
    title: text(raw.title) ?? ticketing.title,
    ...(dates ? { dates } : {}),
    ...(excerpt ? { excerpt } : {}),
    event: ticketing,
    href,
  };
}
