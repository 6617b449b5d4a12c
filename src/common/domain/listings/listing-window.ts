import type { ListingCard } from './listing-card';
import { zonedToInstant } from '../time/zoned-time';

const WALL_TIME = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

/** The instant of a CMS wall time in the centre's zone; undefined when blank, null when malformed. */
export function boundInstant(local: string | undefined, timeZone: string): Date | undefined | null {
  if (local === undefined || local.trim() === '') return undefined;
  if (!WALL_TIME.test(local.trim())) return null;
  const instant = zonedToInstant(local, timeZone);
  return instant && !Number.isNaN(instant.getTime()) ? instant : null;
}

/**
 * spec 1 §5: a card is listed only within its start and end dates. An empty bound is open; the current time
 * must be after the start and before the end, both read as wall time in the centre's time zone.
 * A bound that cannot be read keeps the card out (it cannot be shown to be current).
 */
export function withinWindow(start: string | undefined, end: string | undefined, now: Date, timeZone: string): boolean {
  const from = boundInstant(start, timeZone);
  const to = boundInstant(end, timeZone);
  if (from === null || to === null) return false;
  if (from && !(now.getTime() > from.getTime())) return false;
  if (to && !(now.getTime() < to.getTime())) return false;
  return true;
}

/** The listing window of a card: competitions run from effectiveDate to expiryDate, others startDate to endDate. */
export function listingWindow(card: ListingCard): { start?: string; end?: string } {
  return card.kind === 'competitions'
    ? { start: card.effectiveDate, end: card.expiryDate }
    : { start: card.startDate, end: card.endDate };
}
