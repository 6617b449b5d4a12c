/**
 * What the event page's Book Now shows (spec 3 §2.2, §6; decision 0029 item 5), from the event's content and the
 * sale status the server last read: the offline message instead of the button, Sold Out disabled, On Sale Soon
 * disabled before sales open and Sales Closed once they are over (the modal could sell nothing: Vivenu refuses a
 * checkout with 'Shop is not on sale'), otherwise Book Now, with the members-only copy beside it for a members-only
 * event.
 */
import {
  BOOK_NOW,
  BOOK_NOW_NOT_ON_SALE,
  BOOK_NOW_SALES_CLOSED,
  BOOK_NOW_SOLD_OUT,
  OFFLINE_MESSAGE,
  membersOnlyNotice,
} from './book-now-messages';
import type { TicketingEventContent } from './ticketing-wire';

export type BookNowState =
  | { kind: 'offline'; message: string }
  | { kind: 'sold-out' | 'not-on-sale' | 'sales-closed'; label: string; disabled: true; membersOnlyNote?: string }
  | { kind: 'bookable'; label: string; disabled: false; membersOnlyNote?: string };

export function bookNowState(
  content: Pick<
    TicketingEventContent,
    'offline' | 'offlineMessage' | 'soldOut' | 'saleStatus' | 'membersOnly' | 'membershipName'
  >,
): BookNowState {
  if (content.offline) return { kind: 'offline', message: content.offlineMessage?.trim() || OFFLINE_MESSAGE };
  const note = content.membersOnly ? { membersOnlyNote: membersOnlyNotice(content.membershipName) } : {};
  if (content.soldOut || content.saleStatus === 'soldOut') {
    return { kind: 'sold-out', label: BOOK_NOW_SOLD_OUT, disabled: true, ...note };
  }
  if (content.saleStatus === 'planned') {
    return { kind: 'not-on-sale', label: BOOK_NOW_NOT_ON_SALE, disabled: true, ...note };
  }
  if (content.saleStatus === 'past') {
    return { kind: 'sales-closed', label: BOOK_NOW_SALES_CLOSED, disabled: true, ...note };
  }
  return { kind: 'bookable', label: BOOK_NOW, disabled: false, ...note };
}
