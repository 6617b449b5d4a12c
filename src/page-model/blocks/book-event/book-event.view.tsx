import { BookNow } from '../../../../client/features/ticketing/book-now';
import type { BlockProps } from '../block-definition';
import type { BookEventModel } from './book-event.model';

/** Book Now for the named event, in the page's column. */
export const BookEventView = ({ model }: BlockProps<BookEventModel>) => (
  <div className="book-event container">
    <BookNow event={model.event} />
  </div>
);
