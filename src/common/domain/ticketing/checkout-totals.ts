/**
 * The price of a ticket order (spec 3 §3.2, §9), in integer cents, the one computation the server checks a
 * checkout with and the modal shows (decision 0029 item 3).
 *
 * Rounding, written down once:
 * - a share of a price (the cXv fee, a 'var' discount) is taken per ticket and rounded to the cent, half away from
 *   zero, so every ticket of a type costs the same and a line is its unit times its amount;
 * - GST inclusive is one eleventh (rate / (1 + rate)) of the total, rounded once; exclusive tax is the rate times
 *   the amount and the fees, rounded once, and added;
 * - nothing is ever below zero: a discount never takes more than the tickets and fees it applies to.
 */
import { roundHalfAway } from '../money/money';
import type { AppliedDiscount, CheckoutTotals, DiscountType, FeeSettings, TaxSettings } from './ticketing-wire';

/** A ticket line as the price maths reads it: one ticket's price and how many. */
export interface PricedLine {
  priceCents: number;
  amount: number;
}

/** A coupon as Vivenu describes it: fix and fixPerItem in cents, var a fraction (0.1 = 10%). */
export interface Coupon {
  type: DiscountType;
  value: number;
  name: string;
  code: string;
}

export interface CheckoutTotalsInput {
  lines: readonly PricedLine[];
  fees: FeeSettings;
  tax: TaxSettings;
  discounts?: readonly AppliedDiscount[];
}

export interface CheckoutPrice extends CheckoutTotals {
  /** a discount brought a priced order to nothing: no card payment (spec 3 §4.2 'Fully discounted') */
  fullyDiscounted: boolean;
}

const whole = (value: number): number => (Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);
const nonNegative = (value: number): number => (Number.isFinite(value) ? Math.max(0, value) : 0);

/** A fraction of some cents, to the cent; the product is cleared of binary noise first (0.05 x 1990 is 99.5). */
export function shareOf(fraction: number, cents: number): number {
  return roundHalfAway(Number((nonNegative(fraction) * nonNegative(cents)).toFixed(6)));
}

/** How many tickets the lines hold. */
export function ticketCount(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + whole(line.amount), 0);
}

/** The tickets' own prices. */
export function ticketsCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + whole(line.amount) * whole(line.priceCents), 0);
}

/** The fee one ticket of this price carries: cXf and its share cXv of the price. */
export function feePerTicketCents(priceCents: number, fees: FeeSettings): number {
  return whole(fees.cXfCents) + shareOf(fees.cXv, whole(priceCents));
}

/** spec 3 §9 fees: per ticket (cXf), a share of each ticket's price (cXv), and once per order (ccXf) when it has a ticket. */
export function feesCents(lines: readonly PricedLine[], fees: FeeSettings): number {
  if (ticketCount(lines) === 0) return 0;
  const perTicket = lines.reduce((sum, line) => sum + whole(line.amount) * feePerTicketCents(line.priceCents, fees), 0);
  return perTicket + whole(fees.ccXfCents);
}

/**
 * What a coupon takes off these tickets (Vivenu's absoluteDiscountValue): fixPerItem its value off each ticket
 * (never more than the ticket's price), var its fraction of each ticket's price, fix its value once off the order
 * (never more than the order's tickets and fees, so a large fix coupon makes an order free: FREETIX).
 */
export function discountFor(coupon: Coupon, lines: readonly PricedLine[], fees?: FeeSettings): AppliedDiscount {
  const value = nonNegative(coupon.value);
  let absolute = 0;
  if (coupon.type === 'fixPerItem') {
    absolute = lines.reduce((sum, line) => sum + whole(line.amount) * Math.min(whole(value), whole(line.priceCents)), 0);
  } else if (coupon.type === 'var') {
    const fraction = Math.min(1, value);
    absolute = lines.reduce((sum, line) => sum + whole(line.amount) * shareOf(fraction, whole(line.priceCents)), 0);
  } else {
    const order = ticketsCents(lines) + (fees ? feesCents(lines, fees) : 0);
    absolute = ticketCount(lines) > 0 ? Math.min(whole(value), order) : 0;
  }
  return { type: coupon.type, value: coupon.value, name: coupon.name, code: coupon.code, absoluteDiscountCents: absolute };
}

/** spec 3 §9: the discount is the first applied discount info's absolute value (later ones do not stack). */
export function discountCents(discounts: readonly AppliedDiscount[] | undefined): number {
  const first = discounts?.[0];
  return first ? whole(first.absoluteDiscountCents) : 0;
}

/** The tax inside an inclusive total: one eleventh for GST (rate / (1 + rate)). */
export function inclusiveTaxCents(totalCents: number, rate: number): number {
  const r = nonNegative(rate);
  return r === 0 ? 0 : roundHalfAway(Number(((nonNegative(totalCents) * r) / (1 + r)).toFixed(6)));
}

/** spec 3 §9 exclusive tax: the rate times the amount and the fees, added to them. */
export function exclusiveTaxCents(amountAndFeesCents: number, rate: number): number {
  return shareOf(rate, amountAndFeesCents);
}

/** The order's totals (spec 3 §3.2, §9). */
export function checkoutTotals({ lines, fees, tax, discounts }: CheckoutTotalsInput): CheckoutPrice {
  const tickets = ticketsCents(lines);
  const feeTotal = feesCents(lines, fees);
  const discount = Math.min(discountCents(discounts), tickets + feeTotal);
  const beforeTax = tickets + feeTotal - discount;
  const taxInclusive = tax.inclusive;
  const taxCents = taxInclusive ? inclusiveTaxCents(beforeTax, tax.rate) : exclusiveTaxCents(beforeTax, tax.rate);
  const totalCents = taxInclusive ? beforeTax : beforeTax + taxCents;
  return {
    ticketsCents: tickets,
    feesCents: feeTotal,
    discountCents: discount,
    taxCents,
    taxInclusive,
    totalCents,
    fullyDiscounted: discount > 0 && tickets + feeTotal > 0 && totalCents === 0,
  };
}
