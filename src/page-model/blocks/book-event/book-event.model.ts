import type { TicketingEventContent } from '../../../common/domain/ticketing/ticketing-wire';
import type { MapContext } from '../block-definition';
import type { CmsBlok } from '../../../common/domain/cms/storyblok.types';
import { ticketedEventOf } from '../../ticketing/ticketed-event-block';

/** book_event: Book Now for the event the editor named, wherever the page puts it. */
export interface BookEventModel {
  event: TicketingEventContent;
  /** the event's page, for the link to read more */
  href: string;
}

export function toBookEvent(raw: CmsBlok, ctx: MapContext): BookEventModel {
  const { ticketing, href } = ticketedEventOf(raw, ctx);
  return { event: ticketing, href };
}
