import { bookNowState } from '../../common/domain/ticketing/book-now-state';
import type { TicketingEventContent } from '../../common/domain/ticketing/ticketing-wire';
import type { IslandTiming } from '../island-timing';

/**
 * Book Now hydrates on the first press (the press is replayed), so a page with Book Now starts no React for it;
 * the ticketing modal's code then loads as it opens (client/features/ticketing/book-now.tsx).
 */
export const BOOK_NOW_ISLAND: IslandTiming = { when: 'interaction' };

/**
 * A block's Book Now is an island only while it can open the modal: an offline, sold-out, not-yet-on-sale or closed
 * event shows its state as plain HTML and ships no code.
 */
export function bookNowIsland(event: TicketingEventContent): IslandTiming | undefined {
  return bookNowState(event).kind === 'bookable' ? BOOK_NOW_ISLAND : undefined;
}
