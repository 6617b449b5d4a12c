import type { CmsBlok } from '../../../common/domain/cms/storyblok.types';
import { eventDates } from '../../../common/domain/events/event-dates';
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
  excerpt?: string;
  event: TicketingEventContent;
  href: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export function toEventTicketing(raw: CmsBlok, ctx: MapContext): EventTicketingModel {
  const { story, ticketing, href } = ticketedEventOf(raw, ctx);
  const dates = eventDates(story.content.appointmentRecurrence?.[0], centreToday(ctx.now, ctx.timeZone)).summary;
  const excerpt = text(story.content.excerpt);
  return {
    title: text(raw.title) ?? ticketing.title,
    ...(dates ? { dates } : {}),
    ...(excerpt ? { excerpt } : {}),
    event: ticketing,
    href,
  };
}
