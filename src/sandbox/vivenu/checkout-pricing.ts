/**
 * What a checkout costs, worked out the way Vivenu does: in decimal dollars, each sum rounded to the cent. Kept
 * apart from the site's own price rules (src/common/domain/ticketing/checkout-totals.ts) on purpose: the site
 * recomputes the total in integer cents and checks it against this `realPrice`, so the check compares two
 * independent sums of the same terms (docs/ticketing.md "Fees and tax").
 *
 * - regularPrice: the tickets at their prices.
 * - outerCharge (the seller's fees): per ticket cXf + cXv × its price (each ticket's share to the cent), once per
 *   order ccXf, when the order has a ticket.
 * - discount (the first coupon only; coupons here cannot be combined): var its percentage of each ticket,
 *   fixPerItem its value off each ticket (never more than its price), fix its value off the order, never more
 *   than the tickets and fees (a large fix makes an order free: FREETIX). It comes off the tickets first, then
 *   the fees.
 * - tax: with an exclusive tax method, the rate × (tickets and fees less the discount) on top; inclusive prices
 *   already hold it.
 * - the item: `realPrice` the tickets less their discount, `outerCharge` the fees less what the discount took of
 *   them, `tax` the exclusive tax; the checkout's realPrice their sum.
 */
import type { VivenuCheckoutTicket, VivenuSellerFees, VivenuTaxSettings } from '../../modules/ticketing/vivenu.wire';
import type { SandboxCoupon } from './coupons';

export interface PricedItem {
  regularPrice: number;
  /** the tickets less their discount */
  realPrice: number;
  /** the fees less what the discount took of them */
  outerCharge: number;
  tax: number;
  /** dollars the coupon took off */
  discount: number;
  /** what the checkout charges for this item */
  total: number;
}

/** to the cent, half away from zero (the epsilon keeps 2.675 from reading as 2.67499…) */
export function roundDollars(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
}

function discountOf(tickets: VivenuCheckoutTicket[], order: number, coupon: SandboxCoupon | undefined): number {
  if (!coupon) return 0;
  switch (coupon.discountType) {
    case 'var': {
      const percent = Math.min(100, coupon.discountValue);
      return roundDollars(
        tickets.reduce((sum, line) => sum + roundDollars((line.price * percent) / 100) * line.amount, 0),
      );
    }
    case 'fixPerItem':
      return roundDollars(
        tickets.reduce((sum, line) => sum + Math.min(coupon.discountValue, line.price) * line.amount, 0),
      );
    case 'fix':
      return Math.min(coupon.discountValue, order);
    case 'waiveFees':
      return 0;
  }
}

export function priceItem(
  tickets: VivenuCheckoutTicket[],
  fees: VivenuSellerFees,
  tax: VivenuTaxSettings,
  coupon: SandboxCoupon | undefined,
): PricedItem {
  const regularPrice = roundDollars(tickets.reduce((sum, line) => sum + line.price * line.amount, 0));
  const count = tickets.reduce((sum, line) => sum + line.amount, 0);
  const fullFees =
    count > 0
      ? roundDollars(
          tickets.reduce((sum, line) => sum + roundDollars(fees.cXf + fees.cXv * line.price) * line.amount, 0) +
            fees.ccXf,
        )
      : 0;
  const discount = count > 0 ? discountOf(tickets, roundDollars(regularPrice + fullFees), coupon) : 0;
  const offTickets = Math.min(discount, regularPrice);
  const realPrice = roundDollars(regularPrice - offTickets);
  const outerCharge = roundDollars(fullFees - (discount - offTickets));
  const addedTax = tax.taxMethod === 'exclusive' ? roundDollars(tax.taxRate * (realPrice + outerCharge)) : 0;
  return {
    regularPrice,
    realPrice,
    outerCharge,
    tax: addedTax,
    discount,
    total: roundDollars(realPrice + outerCharge + addedTax),
  };
}
