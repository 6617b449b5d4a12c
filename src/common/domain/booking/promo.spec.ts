import type { BookingInvoice } from './booking-wire';
import { isFullyDiscounted, needsPayment, promoCodeError, promoOffered } from './promo';

const invoice = (amountCents: number, discountCents = 0): BookingInvoice => ({
  id: 1,
  amountCents,
  discountCents,
  taxCents: 0,
  currency: 'AUD',
  dueAt: '2026-11-26T01:10:00.000Z',
  createdAt: '2026-11-26T01:00:00.000Z',
  lines: [],
});

describe('promo codes (spec 3 §5.1)', () => {
  const offered = { allowTieredPricing: false, hasInvoice: true, existingMember: true, nonExclusivePromos: false };

  it('should offer a code to members when there is an invoice and no tiered pricing', () => {
    expect(promoOffered(offered)).toBe(true);
  });

  it('should offer a code to everyone when the centre allows non-exclusive promos', () => {
    expect(promoOffered({ ...offered, existingMember: false, nonExclusivePromos: true })).toBe(true);
  });

  it('should not offer a code to guests, without an invoice, or with tiered pricing', () => {
    expect(promoOffered({ ...offered, existingMember: false })).toBe(false);
    expect(promoOffered({ ...offered, hasInvoice: false })).toBe(false);
    expect(promoOffered({ ...offered, allowTieredPricing: true })).toBe(false);
  });

  it("should ask for a code with 'Please enter code'", () => {
    expect(promoCodeError('')).toBe('Please enter code');
    expect(promoCodeError('   ')).toBe('Please enter code');
    expect(promoCodeError('XMAS10')).toBeUndefined();
  });
});

describe('what is left to pay', () => {
  it('should ask for a card only when the invoice has an amount', () => {
    expect(needsPayment(invoice(9500))).toBe(true);
    expect(needsPayment(invoice(0))).toBe(false);
    expect(needsPayment(null)).toBe(false);
  });

  it('should call an invoice fully discounted only when a discount took it to zero', () => {
    expect(isFullyDiscounted(invoice(0, 9500))).toBe(true);
    expect(isFullyDiscounted(invoice(0))).toBe(false);
    expect(isFullyDiscounted(invoice(500, 9000))).toBe(false);
    expect(isFullyDiscounted(null)).toBe(false);
  });
});
