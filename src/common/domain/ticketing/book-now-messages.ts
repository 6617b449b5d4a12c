/**
 * The texts Book Now shows (spec 3 §2.2, §6, the offline event of §8), in a file of their own: Book Now's island
 * loads on the first press and needs these alone, not every text the modal and service booking share
 * (flows/flow-messages.ts), so those stay with the flows that show them. ticketing-messages.ts names them too.
 */

// spec 3 §2.2 Book Now
export const BOOK_NOW = 'Book Now';
export const BOOK_NOW_SOLD_OUT = 'Sold Out';
/** an event whose sales have not opened yet (Vivenu's `planned`), or are over (`past`): ours, as the spec leaves them open */
export const BOOK_NOW_NOT_ON_SALE = 'On Sale Soon';
export const BOOK_NOW_SALES_CLOSED = 'Sales Closed';
/** the page without scripts (issue 24 'Book Now honest about needing JavaScript'): ours */
export const BOOK_NOW_NEEDS_JAVASCRIPT =
  'Booking tickets needs JavaScript. Please turn it on in your browser, or use a browser that supports it, to book.';

// spec 3 §8 the offline event
export const OFFLINE_MESSAGE =
  'Booking for this event is temporarily unavailable. Sorry for the inconvenience caused. We will be back shortly.';

/** spec 3 §6 */
export const membersOnlyNotice = (membershipName?: string): string =>
  `You must be, or become, a ${membershipName?.trim() || 'centre'} member to book this event`;
