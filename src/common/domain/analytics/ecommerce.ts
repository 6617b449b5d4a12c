import { safeText } from './personal-data';
import type { AnalyticsEvent } from './site-events';

/**
 * GA4's ecommerce events (spec 3 §7.4), in AUD, for service booking and, later, ticketing: what is bought is a
 * service, a class or a ticket, never who buys it. Amounts come in cents from the provider's invoice and go out in
 * dollars.
 */
export const CURRENCY = 'AUD';

export interface EcommerceLine {
  /** the provider's id of the service, class or ticket type */
  id?: string | number;
  name: string;
  /** 'booking', 'product', 'class', 'ticket' ... */
  category?: string;
  /** what the provider lists it at, in cents (each) */
  priceCents: number;
  quantity?: number;
}

export const dollars = (cents: number): number => Math.round(Number.isFinite(cents) ? cents : 0) / 100;

function item(line: EcommerceLine): Record<string, string | number> {
  return {
    ...(line.id !== undefined && line.id !== '' ? { item_id: safeText(line.id) } : {}),
    item_name: safeText(line.name),
    ...(line.category ? { item_category: safeText(line.category) } : {}),
    price: dollars(line.priceCents),
    quantity: Math.max(1, Math.trunc(line.quantity ?? 1) || 1),
  };
}

function valueOf(lines: readonly EcommerceLine[]): number {
  return dollars(lines.reduce((sum, line) => sum + line.priceCents * Math.max(1, Math.trunc(line.quantity ?? 1) || 1), 0));
}

function cartEvent(event: string, lines: readonly EcommerceLine[]): AnalyticsEvent {
  return { event, ecommerce: { currency: CURRENCY, value: valueOf(lines), items: lines.map(item) } };
}

/** The visitor looks at a service, class or event they can book. */
export const viewItemEvent = (line: EcommerceLine): AnalyticsEvent => cartEvent('view_item', [line]);
/** A time or ticket is held for the visitor (the reservation). */
export const addToCartEvent = (lines: readonly EcommerceLine[]): AnalyticsEvent => cartEvent('add_to_cart', lines);
/** The visitor reaches the checkout. */
export const beginCheckoutEvent = (lines: readonly EcommerceLine[]): AnalyticsEvent => cartEvent('begin_checkout', lines);

export interface PurchaseInput {
  /** the booking reference (or ticketing transaction id) */
  transactionId: string;
  /** every amount from the invoice, in cents */
  amountCents: number;
  taxCents?: number;
  discountCents?: number;
  coupon?: string;
  lines: readonly EcommerceLine[];
}

/** The booking or order is confirmed: its reference as the transaction id, the invoice's total as the value. */
export function purchaseEvent(input: PurchaseInput): AnalyticsEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: safeText(input.transactionId),
      currency: CURRENCY,
      value: dollars(input.amountCents),
      tax: dollars(input.taxCents ?? 0),
      ...(input.discountCents ? { discount: dollars(input.discountCents) } : {}),
      ...(input.coupon ? { coupon: safeText(input.coupon) } : {}),
      items: input.lines.map(item),
    },
  };
}
