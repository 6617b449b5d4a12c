/**
 * Promo codes and what is left to pay (spec 3 §5.1 'Promo code', §4.2 'Pay or Book now'): whether the summary
 * offers a code, and whether the provider's invoice still needs a card payment.
 */
import { PROMO_REQUIRED } from './booking-messages';
import type { BookingInvoice } from './booking-wire';
import { isBlankText } from '../forms/clean-text';

/**
 * spec 3 §5.1: offered only when tiered pricing is off, an invoice exists, and the visitor is an existing member
 * or the centre allows promos for everyone (non-exclusive).
 */
export function promoOffered(input: {
  allowTieredPricing: boolean;
  hasInvoice: boolean;
  existingMember: boolean;
  nonExclusivePromos: boolean;
}): boolean {
  return !input.allowTieredPricing && input.hasInvoice && (input.existingMember || input.nonExclusivePromos);
}

/** spec 3 §5.1: 'Please enter code' for an empty code. */
export function promoCodeError(code: string | undefined): string | undefined {
  return code === undefined || isBlankText(code) ? PROMO_REQUIRED : undefined;
}

/** A code as the provider is asked about it: without surrounding spaces. */
export function normalisePromoCode(code: string): string {
  return code.trim();
}

/** A discount took the whole amount: nothing is left to pay ('Fully discounted'). */
export function isFullyDiscounted(invoice: BookingInvoice | null): boolean {
  return invoice !== null && invoice.discountCents > 0 && invoice.amountCents <= 0;
}

/** The booking needs a card payment: its invoice has an amount above zero. */
export function needsPayment(invoice: BookingInvoice | null): boolean {
  return invoice !== null && invoice.amountCents > 0;
}
