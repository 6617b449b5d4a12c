import type { BookingInvoice, ConfirmAnswer } from '../../../../src/common/domain/booking/booking-wire';
import { purchaseEvent as ecommercePurchase } from '../../../../src/common/domain/analytics/ecommerce';
import type { DataLayerEvent } from '../../tracking/data-layer';

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
  const lines = invoice?.lines ?? [];
  return ecommercePurchase({
    transactionId: answer.reference,
    amountCents: invoice?.amountCents ?? 0,
    taxCents: invoice?.taxCents ?? 0,
    discountCents: invoice?.discountCents,
    coupon: invoice?.promoCode,
    lines:
      lines.length > 0
        ? lines.map((line) => ({ name: line.name, category: line.type, priceCents: line.priceCents, quantity: line.qty }))
        : [{ name: fallbackItem, priceCents: 0, quantity: 1 }],
  });
}
