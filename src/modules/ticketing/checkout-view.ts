import {
  checkoutTotals,
  discountFor,
  type CheckoutPrice,
  type PricedLine,
} from '../../common/domain/ticketing/checkout-totals';
import type {
  AppliedDiscount,
  CheckoutLine,
  CheckoutView,
  FeeSettings,
  TaxSettings,
} from '../../common/domain/ticketing/ticketing-wire';
import { checkoutRealPriceCents, toCheckoutLines } from './vivenu.mapper';
import type { VivenuAppliedCoupon, VivenuCheckout } from './vivenu.wire';

import { toCents } from '../../common/domain/money/money';

/** The coupon applied to the checkout, priced by the site's rules (a coupon that waives fees is not one we sell). */
export function appliedDiscounts(
  checkout: VivenuCheckout,
  lines: readonly PricedLine[],
  fees: FeeSettings,
): AppliedDiscount[] {
  const coupons: VivenuAppliedCoupon[] = checkout.items.flatMap((item) => item.appliedCoupons ?? []);
  return coupons
    .filter((coupon) => coupon.discountType && coupon.discountType !== 'waiveFees')
    .map((coupon) => {
      const type = coupon.discountType as AppliedDiscount['type'];
      // Vivenu: var is a percentage (10 = 10%), fix and fixPerItem dollars
      const value = type === 'var' ? (coupon.discountValue ?? 0) / 100 : toCents(coupon.discountValue ?? 0);
      return discountFor({ type, value, name: coupon.name ?? coupon.code, code: coupon.code }, lines, fees);
    });
}

/** The checkout's price by the site's rules (decision 0029 item 3), and whether Vivenu's realPrice agrees with it. */
export function checkoutPrice(
  checkout: VivenuCheckout,
  fees: FeeSettings,
  tax: TaxSettings,
): { lines: CheckoutLine[]; discounts: AppliedDiscount[]; price: CheckoutPrice; agrees: boolean } {
  const lines = toCheckoutLines(checkout).filter((line) => line.amount > 0);
  const discounts = appliedDiscounts(checkout, lines, fees);
  const price = checkoutTotals({ lines, fees, tax, discounts });
  return { lines, discounts, price, agrees: price.totalCents === checkoutRealPriceCents(checkout) };
}

/** What the browser is answered about its checkout: the sealed token, the hold, the lines and the totals. */
export function checkoutView(
  token: string,
  checkout: VivenuCheckout,
  fees: FeeSettings,
  tax: TaxSettings,
): CheckoutView {
  const { lines, discounts, price } = checkoutPrice(checkout, fees, tax);
  const { fullyDiscounted, ...totals } = price;
  return {
    token,
    expiresAt: new Date(Date.parse(checkout.expiresAt)).toISOString(),
    items: lines,
    totals,
    appliedDiscounts: discounts,
    fullyDiscounted,
  };
}
