import type { BookingInvoice, ConfirmAnswer } from '../../../../src/common/domain/booking/booking-wire';
import type { DataLayerEvent } from '../../tracking/data-layer';

const dollars = (cents: number): number => Math.round(cents) / 100;

/**
 * spec 3 §7.4: the booking's ecommerce purchase for the tag manager, in AUD, every amount from the invoice, the
 * booking reference as the transaction id. Nothing the visitor typed is in it.
 */
export function purchaseEvent(
  answer: Pick<ConfirmAnswer, 'reference'>,
  invoice: BookingInvoice | null,
  fallbackItem: string,
): DataLayerEvent {
  const lines = invoice?.lines ?? [];
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: answer.reference,
      currency: 'AUD',
      value: dollars(invoice?.amountCents ?? 0),
      tax: dollars(invoice?.taxCents ?? 0),
      ...(invoice?.discountCents ? { discount: dollars(invoice.discountCents) } : {}),
      ...(invoice?.promoCode ? { coupon: invoice.promoCode } : {}),
      items:
        lines.length > 0
          ? lines.map((line) => ({
              item_name: line.name,
              item_category: line.type,
              price: dollars(line.priceCents),
              quantity: line.qty,
            }))
          : [{ item_name: fallbackItem, price: 0, quantity: 1 }],
    },
  };
}
