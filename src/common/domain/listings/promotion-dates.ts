import type { ListingCard } from './listing-card';
import { zonedParts } from '../time/zoned-time';
import { boundInstant } from './listing-window';

/** spec 1 §5 'Dates': promotion dates are formatted in Australia/Sydney. */
export const PROMOTION_DATE_ZONE = 'Australia/Sydney';

export interface DisplayDates {
  start?: string;
  end?: string;
}

/**
 * The dates a card shows (spec 1 §2.8): events their event dates, offers offerStartDate to offerEndDate,
 * news and competitions effectiveDate to expiryDate; each falls back to the listing window.
 */
export function displayDates(card: ListingCard): DisplayDates {
  switch (card.kind) {
    case 'events':
      return { start: card.eventStartDate ?? card.startDate, end: card.eventEndDate ?? card.endDate };
    case 'offers':
      return { start: card.offerStartDate ?? card.startDate, end: card.offerEndDate ?? card.endDate };
    default:
      return { start: card.effectiveDate ?? card.startDate, end: card.expiryDate ?? card.endDate };
  }
}

/** spec 1 §5: a promotion card renders only if its dates are valid: at least one, each readable, start not after end. */
export function hasValidDates(card: ListingCard, timeZone: string): boolean {
  const { start, end } = displayDates(card);
  const from = boundInstant(start, timeZone);
  const to = boundInstant(end, timeZone);
  if (from === null || to === null) return false;
  if (!from && !to) return false;
  return !(from && to && from.getTime() > to.getTime());
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An instant as day-month-year ('5 Mar 2026') in the promotion zone (spec 1 §2.8, §5); same text on server and browser. */
export function formatPromotionDate(instant: Date): string {
  const parts = zonedParts(instant, PROMOTION_DATE_ZONE);
  return `${parts.day} ${MONTHS[parts.month - 1] ?? ''} ${parts.year}`;
}

/**
 * The date line of a card: 'D Mon YYYY', 'D Mon YYYY – D Mon YYYY', 'Starts D Mon YYYY' (news: the date alone) or
 * 'Ends D Mon YYYY'.
 * CMS wall times are read in the centre's zone, then shown in Australia/Sydney. Empty when the dates are invalid.
 */
export function promotionDateText(card: ListingCard, centreTimeZone: string): string {
  if (!hasValidDates(card, centreTimeZone)) return '';
  const { start, end } = displayDates(card);
  const from = boundInstant(start, centreTimeZone);
  const to = boundInstant(end, centreTimeZone);
  const first = from ? formatPromotionDate(from) : '';
  const last = to ? formatPromotionDate(to) : '';
  if (first && last) return first === last ? first : `${first} – ${last}`;
  // a news item without an expiry simply shows its date
  if (first) return card.kind === 'news' ? first : `Starts ${first}`;
  return `Ends ${last}`;
}
