/** A checkout as Vivenu answers it (contracts.md §3), and as tests and drills see it. */
import type { VivenuCheckout } from '../../modules/ticketing/vivenu.wire';
import { roundDollars, type PricedItem } from './checkout-pricing';
import type { CheckoutRecord } from './checkout-record';
import type { CheckoutSummary } from './vivenu-sandbox.types';

export function checkoutWire(record: CheckoutRecord, priced: PricedItem | undefined): VivenuCheckout {
  const items =
    record.eventId && priced
      ? [
          {
            _id: record.itemId,
            eventId: record.eventId,
            tickets: record.lines.map((line) => ({ ...line })),
            products: [],
            appliedCoupons: record.coupon
              ? [
                  {
                    _id: record.coupon.couponId,
                    code: record.coupon.code,
                    name: record.coupon.name,
                    discountType: record.coupon.discountType,
                    discountValue: record.coupon.discountValue,
                    discount: priced.discount,
                  },
                ]
              : [],
            regularPrice: priced.regularPrice,
            realPrice: priced.realPrice,
            outerCharge: priced.outerCharge,
            tax: priced.tax,
            seatingReservationToken: record.seatingReservationToken,
          },
        ]
      : [];
  return {
    _id: record.id,
    secret: record.secret,
    status: record.status,
    type: 'transaction',
    sellerId: record.sellerId,
    items,
    realPrice: roundDollars(priced?.total ?? 0),
    currency: 'AUD',
    expiresAt: record.expiresAt,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    ...(record.customer
      ? {
          customer: {
            prename: record.customer.prename,
            lastname: record.customer.lastname,
            email: record.customer.email,
          },
        }
      : {}),
  };
}

export function checkoutSummary(record: CheckoutRecord, priced: PricedItem | undefined): CheckoutSummary {
  const tickets: Record<string, number> = {};
  for (const line of record.lines) tickets[line.ticketTypeId] = (tickets[line.ticketTypeId] ?? 0) + line.amount;
  return {
    id: record.id,
    sellerId: record.sellerId,
    eventId: record.eventId,
    status: record.status,
    expired: record.expired,
    expiresAt: record.expiresAt,
    tickets,
    holding: record.holding,
    realPrice: roundDollars(priced?.total ?? 0),
    coupons: record.coupon ? [record.coupon.code] : [],
  };
}
