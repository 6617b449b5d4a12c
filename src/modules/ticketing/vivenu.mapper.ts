/**
 * Vivenu's answers (vivenu.wire.ts, decimal dollars) as the site's own ticketing shapes (ticketing-wire.ts, integer
 * cents), and the visitor's details as Vivenu takes them. Only shapes change here: which tickets may be chosen,
 * what things cost and which messages show are the rules' (src/common/domain/ticketing).
 */
import { toCents } from '../../common/domain/money/money';
import type {
  CheckoutLine,
  DiscountType,
  ExtraField,
  IssuedTicket,
  PersonalDetails,
  SaleStatus,
  TicketConfirmation,
  TicketingAnswers,
  TicketingAvailability,
  TicketingEvent,
  TicketingEventMeta,
  TicketingEventSummary,
  TicketType,
} from '../../common/domain/ticketing/ticketing-wire';
import type {
  VivenuCheckout,
  VivenuCheckoutDetails,
  VivenuCheckoutTickets,
  VivenuCouponInfo,
  VivenuEventInfo,
  VivenuEventMeta,
  VivenuExtraField,
  VivenuListing,
  VivenuPublicEvent,
} from './vivenu.wire';

/** spec 3 §9: GST, inside the prices unless the seller says otherwise */
const DEFAULT_TAX = { rate: 0.1, inclusive: true };

/**
 * Remaining volume of a date whose listing does not say (Vivenu's own listings do not; this site's sandbox does):
 * read as plenty, so no 'n tickets left' notice claims what nobody counted. The event's info has the true figure.
 */
export const UNCOUNTED_VOLUME = Number.MAX_SAFE_INTEGER;

function metaOf(meta: VivenuEventMeta | undefined): TicketingEventMeta {
  const out: TicketingEventMeta = {};
  if (typeof meta?.is_free_event === 'boolean') out.is_free_event = meta.is_free_event;
  if (typeof meta?.hide_quantity_indicator === 'boolean') out.hide_quantity_indicator = meta.hide_quantity_indicator;
  if (typeof meta?.is_child_tickets_mandatory === 'boolean')
    out.is_child_tickets_mandatory = meta.is_child_tickets_mandatory;
  if (typeof meta?.max_adult_tickets === 'number') out.max_adult_tickets = meta.max_adult_tickets;
  return out;
}

function fieldOf(field: VivenuExtraField): ExtraField {
  return {
    _id: field._id,
    name: field.name,
    slug: field.slug,
    type: field.type,
    ...(field.options ? { options: [...field.options] } : {}),
    required: field.required === true,
    ...(field.deleted ? { deleted: true } : {}),
  };
}

/** GET /api/events/info/:id: the event with its active ticket types in Vivenu's order, prices in cents */
export function toTicketingEvent(info: VivenuEventInfo): TicketingEvent {
  const tickets: TicketType[] = info.tickets
    .filter((type) => type.active !== false)
    .sort((a, b) => (a.sortingKey ?? 0) - (b.sortingKey ?? 0))
    .map((type) => ({
      id: type.id,
      name: type.name,
      priceCents: toCents(type.price),
      v: Math.max(0, type.v ?? 0),
      ...(type.categoryRef ? { categoryRef: type.categoryRef } : {}),
      requiresExtraFields: type.requiresExtraFields ?? type.requiresPersonalization ?? false,
      ...(type.maxAmountPerOrder !== undefined ? { maxAmountPerOrder: type.maxAmountPerOrder } : {}),
    }));
  const fees = info.sellerFees;
  const tax = info.taxSettings;
  return {
    _id: info._id,
    name: info.name,
    start: info.start,
    end: info.end,
    timezone: info.timezone,
    ...(info.locationName ? { locationName: info.locationName } : {}),
    saleStatus: info.saleStatus,
    eventType: info.eventType,
    ...(info.rootId ? { rootId: info.rootId } : {}),
    v: Math.max(0, info.v ?? 0),
    max: info.max,
    min: info.min,
    seating: info.seating === true,
    ...(info.seatingEventId ? { seatingEventId: info.seatingEventId } : {}),
    tickets,
    categories: (info.categories ?? []).map((category) => ({
      _id: category._id,
      ref: category.ref,
      name: category.name,
      ...(category.seatingReference ? { seatingReference: category.seatingReference } : {}),
    })),
    extraFields: (info.extraFields ?? []).map(fieldOf),
    ticketExtraFields: (info.ticketExtraFields ?? []).map(fieldOf),
    meta: metaOf(info.meta),
    startingPriceCents: toCents(info.startingPrice),
    fees: { cXfCents: toCents(fees?.cXf ?? 0), cXv: fees?.cXv ?? 0, ccXfCents: toCents(fees?.ccXf ?? 0) },
    tax: tax ? { rate: tax.taxRate, inclusive: tax.taxMethod !== 'exclusive' } : { ...DEFAULT_TAX },
  };
}

/** One date and time of a recurrent event; `timezone` is the root's when the listing names none. */
export function toEventSummary(listing: VivenuListing, timezone: string): TicketingEventSummary {
  return {
    _id: listing._id,
    name: listing.name,
    start: listing.start,
    end: listing.end,
    timezone: listing.timezone ?? timezone,
    saleStatus: listing.saleStatus ?? 'onSale',
    v: listing.v ?? UNCOUNTED_VOLUME,
    startingPriceCents: toCents(listing.startingPrice ?? 0),
  };
}

/** GET /api/public/events/:id; ticket ids are `_id` there */
export function toAvailability(event: VivenuPublicEvent): TicketingAvailability {
  const tickets = event.tickets
    .filter((type) => type.active !== false)
    .map((type) => ({ id: type._id, v: Math.max(0, type.v ?? type.amount ?? 0) }));
  const v = event.v ?? tickets.reduce((sum, type) => sum + type.v, 0);
  const saleStatus: SaleStatus = event.saleStatus ?? (v > 0 ? 'onSale' : 'soldOut');
  return { v, saleStatus, tickets };
}

/** The checkout's tickets as Vivenu answered them (the prices are Vivenu's, never the browser's). */
export function toCheckoutLines(checkout: VivenuCheckout): CheckoutLine[] {
  return checkout.items.flatMap((item) =>
    item.tickets.map((ticket) => ({
      ticketTypeId: ticket.ticketTypeId,
      name: ticket.name,
      amount: ticket.amount,
      priceCents: toCents(ticket.price),
      ...(ticket.seatingInfo ? { seatingInfo: { ...ticket.seatingInfo } } : {}),
    })),
  );
}

/** What Vivenu will charge for the checkout, in cents: the figure the site's own sum is checked against. */
export function checkoutRealPriceCents(checkout: VivenuCheckout): number {
  return toCents(checkout.realPrice);
}

/** the codes Vivenu applied to the checkout */
export function appliedCouponCodes(checkout: VivenuCheckout): string[] {
  return checkout.items.flatMap((item) => item.appliedCoupons.map((coupon) => coupon.code));
}

/**
 * A valid coupon's terms as the rules price them: `value` in cents for fix and fixPerItem, a fraction for var
 * (Vivenu's 10 is 10%). Undefined for any other verdict, and for a kind this site does not sell (waiveFees).
 */
export interface CouponTerms {
  type: DiscountType;
  value: number;
  name: string;
  code: string;
  /** the ticket types it applies to; undefined for all */
  allowedTicketTypeIds?: string[];
}

export function toCouponTerms(info: VivenuCouponInfo): CouponTerms | undefined {
  const coupon = info.coupon;
  if (info.message !== 'valid' || !coupon || coupon.discountType === 'waiveFees') return undefined;
  const value = coupon.discountType === 'var' ? coupon.discountValue / 100 : toCents(coupon.discountValue);
  return {
    type: coupon.discountType,
    value,
    name: coupon.name,
    code: coupon.code,
    ...(coupon.allowAllTickets ? {} : { allowedTicketTypeIds: [...coupon.allowedTickets] }),
  };
}

/** The confirmation step's tickets (spec 3 §3.2 "Confirmation response"). */
export function toConfirmation(issued: VivenuCheckoutTickets): TicketConfirmation {
  const tickets: IssuedTicket[] = issued.tickets.map((ticket) => ({
    id: ticket._id,
    name: ticket.ticketName,
    ticketTypeName: ticket.ticketName,
    ...(ticket.name ? { holder: ticket.name } : {}),
  }));
  return { status: 'confirmed', tickets, transactionId: issued.transactionId, invoiceNo: issued.invoiceNo };
}

/**
 * spec 3 §3.2 "Personal data": stored as prename, lastname, email, country, postal (AU only), countryCode,
 * mobileNumber and phone; the event's answers go in extraFields.
 */
export function toCheckoutDetails(personal: PersonalDetails, answers?: TicketingAnswers): VivenuCheckoutDetails {
  const email = personal.email.trim();
  const mobile = personal.mobile.replace(/\s+/g, '');
  return {
    prename: personal.first_name.trim(),
    lastname: personal.last_name.trim(),
    email,
    emailRepeat: email,
    country: personal.countryResidence,
    ...(personal.countryResidence === 'AU' && personal.postcode ? { postal: personal.postcode.trim() } : {}),
    countryCode: personal.countryCode,
    mobileNumber: mobile,
    phone: `${personal.countryCode}${mobile.replace(/^0/, '')}`,
    ...(answers ? { extraFields: { ...answers.event_specific } } : {}),
  };
}
