import { BookNow } from '../../../../client/features/ticketing/book-now';
import { AppLink } from '../../../../client/ui/app-link';
import type { BlockProps } from '../block-definition';
import type { BookEventModel } from './book-event.model';

/** Book Now for the named event, in the page's column, and a link to the event's page (its dates, where, what). */
export const BookEventView = ({ model }: BlockProps<BookEventModel>) => (
  <div className="book-event container">
    <BookNow event={model.event} />
    <p className="book-event__more">
      <AppLink to={model.href}>{`More about ${model.event.title}`}</AppLink>
    </p>
  </div>
);
