import type { IslandTiming } from '../island-timing';

/**
 * Book Now hydrates on the first press (the press is replayed), so a page with Book Now starts no React for it;
 * the ticketing modal's code then loads as it opens (client/features/ticketing/book-now.tsx).
 */
export const BOOK_NOW_ISLAND: IslandTiming = { when: 'interaction' };
