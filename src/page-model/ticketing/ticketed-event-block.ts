/**
 * What the book_event and event_ticketing blocks share: the event story an editor named (`event`, a story uuid),
 * looked up among the centre's events, and its ticketing content. An event that is missing or sells no tickets is
 * a mapping error: editors see the block's error message in preview, visitors see nothing.
 */
import type { EventContent } from '../../common/domain/cms/foundation-content.types';
import type { CmsBlok, CmsStory } from '../../common/domain/cms/storyblok.types';
import type { TicketingEventContent } from '../../common/domain/ticketing/ticketing-wire';
import { BlockMappingError, required, type MapContext } from '../blocks/block-definition';
import { cardHref } from '../../common/domain/listings/listing-card';
import { collection } from '../collections';
import { ticketingEventContent } from './ticketing-event.mapper';

export interface TicketedEvent {
  story: CmsStory<EventContent>;
  ticketing: TicketingEventContent;
  /** the event's page */
  href: string;
}

export function ticketedEventOf(raw: CmsBlok, ctx: MapContext): TicketedEvent {
  const uuid = required(typeof raw.event === 'string' ? raw.event : undefined, 'event');
  const story = collection(ctx.collections, 'events').find((candidate) => candidate.uuid === uuid);
  if (!story) throw new BlockMappingError('event');
  const ticketing = ticketingEventContent(story, ctx);
  if (!ticketing) throw new BlockMappingError('event.vivenuEventId');
  return { story, ticketing, href: cardHref({ kind: 'events', id: story.id, slug: story.slug }) };
}
