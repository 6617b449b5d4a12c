import { bookNowIsland } from '../../ticketing/book-now-island';
import { defineBlock } from '../block-definition';
import { toEventTicketing, type EventTicketingModel } from './event-ticketing.model';

/** spec 1 §2.2 event ticketing: the named event, its dates and ticket information, and its Book Now. */
export const eventTicketingBlock = defineBlock<EventTicketingModel>({
  type: 'event_ticketing',
  needs: ['events'],
  island: (model) => bookNowIsland(model.event),
  map: (raw, ctx) => toEventTicketing(raw, ctx),
});
