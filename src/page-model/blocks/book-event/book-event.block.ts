import { bookNowIsland } from '../../ticketing/book-now-island';
import { defineBlock } from '../block-definition';
import { toBookEvent, type BookEventModel } from './book-event.model';

/** spec 1 §2.2 book_event: the named event's Book Now (spec 3 §2.2), the same as on the event's own page. */
export const bookEventBlock = defineBlock<BookEventModel>({
  type: 'book_event',
  needs: ['events'],
  island: (model) => bookNowIsland(model.event),
  map: (raw, ctx) => toBookEvent(raw, ctx),
});
