/**
 * What a checkout costs, worked out the way Vivenu does: in decimal dollars, each sum rounded to the cent. Kept
 * apart from the site's own price rules (src/common/domain/ticketing) on purpose: the site recomputes the total
 * in integer cents and checks it against this `realPrice`, so the check compares two independent sums.
 *
 * - regularPrice: the tickets at their prices.
 * - discount (the first coupon only; coupons here cannot be combined): var takes its percentage of each ticket,
 *   fixPerItem its value off each ticket (never below 0), fix its value off the order (never below 0).
 * - outerCharge (the seller's fees): per ticket cXf + cXv × its price, once per order ccXf; none when the
 *   tickets cost nothing after the discount (a free or fully discounted order).
 * - tax: with an exclusive tax method, the rate × (discounted tickets + fees) on top; inclusive prices already
 *   hold it.
 * - the checkout's realPrice: discounted tickets + fees + exclusive tax.
 */
import type { VivenuCheckoutTicket, VivenuSellerFees, VivenuTaxSettings } from '../../modules/ticketing/vivenu.wire';
import type { SandboxCoupon } from './coupons';

export interface PricedItem {
  regularPrice: number;
  /** the discounted tickets */
  realPrice: number;
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

function discountOf(tickets: VivenuCheckoutTicket[], regular: number, coupon: SandboxCoupon | undefined): number {
  if (!coupon) return 0;
  switch (coupon.discountType) {
    case 'var':
      return roundDollars(
        tickets.reduce((sum, line) => sum + roundDollars((line.price * coupon.discountValue) / 100) * line.amount, 0),
      );
    case 'fixPerItem':
      return roundDollars(tickets.reduce((sum, line) => sum + Math.min(coupon.discountValue, line.price) * line.amount, 0));
    case 'fix':
      return Math.min(coupon.discountValue, regular);
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
  const discount = discountOf(tickets, regularPrice, coupon);
  const realPrice = roundDollars(regularPrice - discount);
  const count = tickets.reduce((sum, line) => sum + line.amount, 0);
  const charged = realPrice > 0 && count > 0 && coupon?.discountType !== 'waiveFees';
  const outerCharge = charged
    ? roundDollars(
        tickets.reduce((sum, line) => sum + roundDollars(fees.cXf + fees.cXv * line.price) * line.amount, 0) + fees.ccXf,
      )
    : 0;
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
