import type {
  BookingInvoice,
  CatalogueService,
  ConfirmAnswer,
} from '../../../../src/common/domain/booking/booking-wire';
import {
  purchaseEvent as ecommercePurchase,
  type EcommerceLine,
} from '../../../../src/common/domain/analytics/ecommerce';
import type { DataLayerEvent } from '../../tracking/data-layer';

/** A booked service as an ecommerce item: its provider id, name and listed price. */
export const serviceLine = (service: Pick<CatalogueService, 'id' | 'name' | 'priceCents'>): EcommerceLine => ({
  id: service.id,
  name: service.name,
  category: 'booking',
  priceCents: service.priceCents,
});

/** What the invoice lists (the booking and any products), else the one item named. */
export function invoiceLines(invoice: BookingInvoice | null | undefined, fallback: EcommerceLine): EcommerceLine[] {
  const lines = invoice?.lines ?? [];
  return lines.length > 0
    ? lines.map((line) => ({ name: line.name, category: line.type, priceCents: line.priceCents, quantity: line.qty }))
    : [fallback];
}

/**
 * spec 3 §7.4: the booking's ecommerce purchase for the tag manager, in AUD, every amount from the invoice, the
 * booking reference as the transaction id (the shape lives in src/common/domain/analytics/ecommerce.ts, which
 * ticketing shares). Nothing the visitor typed is in it.
 */
export function purchaseEvent(
  answer: Pick<ConfirmAnswer, 'reference'>,
  invoice: BookingInvoice | null,
  fallbackItem: string,
): DataLayerEvent {
  return ecommercePurchase({
    transactionId: answer.reference,
    amountCents: invoice?.amountCents ?? 0,
    taxCents: invoice?.taxCents ?? 0,
    discountCents: invoice?.discountCents,
    coupon: invoice?.promoCode,
    lines: invoiceLines(invoice, { name: fallbackItem, priceCents: 0, quantity: 1 }),
  });
}
