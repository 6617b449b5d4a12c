import { boundInstant, withinWindow } from '../listings/listing-window';
import { compareTitles } from '../navigation/title-order';
import { zonedDateKey } from '../time/zoned-time';

/** What ordering, visibility and the validity line need of a gift-guide offer. */
export interface GiftOfferTimes {
  startDate?: string;
  expiryDate?: string;
}

/**
 * spec 1 §5: gift-guide offers show only within their start and expiry dates, read as wall time in the centre's
 * time zone; an empty bound is open.
 */
export function isGiftOfferLive(offer: GiftOfferTimes, now: Date, timeZone: string): boolean {
  return withinWindow(offer.startDate, offer.expiryDate, now, timeZone);
}

/** DD/MM/YYYY of a CMS date in the centre's time zone; undefined when blank or unreadable. */
export function giftDate(local: string | undefined, timeZone: string): string | undefined {
  const instant = boundInstant(local, timeZone);
  if (!instant) return undefined;
  const [year, month, day] = zonedDateKey(instant, timeZone).split('-');
  return `${day}/${month}/${year}`;
}

/**
 * spec 1 §2.11: 'Valid from DD/MM/YYYY to DD/MM/YYYY'. The spec is silent on open bounds: 'Valid from X' or
 * 'Valid to Y' when one is missing, nothing when both are.
 */
export function validityText(offer: GiftOfferTimes, timeZone: string): string | undefined {
  const from = giftDate(offer.startDate, timeZone);
  const to = giftDate(offer.expiryDate, timeZone);
  if (from && to) return `Valid from ${from} to ${to}`;
  if (from) return `Valid from ${from}`;
  if (to) return `Valid to ${to}`;
  return undefined;
}

/** What the order needs of an offer. */
export interface OrderedGiftOffer {
  name: string;
  storeName?: string;
  priority?: number;
}

/**
 * spec 1 §2.11: offers sorted by store name, offers without a store last. Within one store (and among storeless
 * offers) the editor's priority (lower first), then the offer's name.
 */
export function compareGiftOffers(a: OrderedGiftOffer, b: OrderedGiftOffer): number {
  const storeA = a.storeName?.trim() ?? '';
  const storeB = b.storeName?.trim() ?? '';
  if (!storeA !== !storeB) return storeA ? -1 : 1;
  const byStore = storeA && storeB ? compareTitles(storeA, storeB) : 0;
  if (byStore !== 0) return byStore;
  const byPriority = (a.priority ?? Number.MAX_SAFE_INTEGER) - (b.priority ?? Number.MAX_SAFE_INTEGER);
  return byPriority !== 0 ? byPriority : compareTitles(a.name, b.name);
}

export const orderGiftOffers = <T extends OrderedGiftOffer>(offers: readonly T[]): T[] =>
  [...offers].sort(compareGiftOffers);
