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
  /** the event's date summary ('Every Saturday and Sunday to ...') */
  dates?: string;
  /** its time, when it has one session ('6:00pm – 8:00pm') */
  time?: string;
  excerpt?: string;
  event: TicketingEventContent;
  href: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A single session's time ('6:00pm – 8:00pm'): a ticket is for a time, not just a day. */
function onlyTime(dates: EventDates): string | undefined {
  const only = dates.entries.length === 1 ? dates.entries[0]!.times : [];
  return only.length === 1 && only[0]!.label !== ALL_DAY_LABEL ? only[0]!.label : undefined;
}

export function toEventTicketing(raw: CmsBlok, ctx: MapContext): EventTicketingModel {
  const { story, ticketing, href } = ticketedEventOf(raw, ctx);
  const expanded = eventDates(story.content.appointmentRecurrence?.[0], centreToday(ctx.now, ctx.timeZone));
  const dates = expanded.summary;
  const time = dates ? onlyTime(expanded) : undefined;
  const excerpt = text(story.content.excerpt);
  return {
    title: text(raw.title) ?? ticketing.title,
    ...(dates ? { dates } : {}),
    ...(time ? { time } : {}),
    ...(excerpt ? { excerpt } : {}),
    event: ticketing,
    href,
  };
}
