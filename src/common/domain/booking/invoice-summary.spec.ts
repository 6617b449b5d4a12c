import type { BookingInvoice } from './booking-wire';
import { invoiceSummary } from './invoice-summary';

const invoice: BookingInvoice = {
  id: 77,
  amountCents: 9500,
  discountCents: 0,
  taxCents: 864,
  currency: 'AUD',
  dueAt: '2026-11-26T01:10:00.000Z',
  createdAt: '2026-11-26T01:00:00.000Z',
  lines: [
    { type: 'booking', name: 'Personal Styling Session', qty: 1, priceCents: 8000, finalPriceCents: 8000 },
    { type: 'product', name: 'Gift wrap', qty: 1, priceCents: 1500, finalPriceCents: 1500 },
  ],
};

describe('booking summary (spec 3 §2.1, §9)', () => {
  it("should list the invoice's lines with the total and the GST inside it", () => {
    expect(invoiceSummary(invoice)).toEqual({
      rows: [
        { name: 'Personal Styling Session', qty: 1, price: '$80.00' },
        { name: 'Gift wrap', qty: 1, price: '$15.00' },
      ],
      discount: undefined,
      gst: '$8.64',
      total: '$95.00',
    });
  });

  it('should show a discount and a free line once a promo took it all', () => {
    const discounted = invoiceSummary({
      ...invoice,
      amountCents: 0,
      discountCents: 9500,
      taxCents: 0,
      lines: [{ type: 'booking', name: 'Wardrobe Edit', qty: 1, priceCents: 9500, finalPriceCents: 0 }],
    });
    expect(discounted).toEqual({
      rows: [{ name: 'Wardrobe Edit', qty: 1, price: 'Free' }],
      discount: '-$95.00',
      gst: '$0.00',
      total: '$0.00',
    });
  });

  it('should work the GST out of the total when the provider gives none', () => {
    expect(invoiceSummary({ ...invoice, taxCents: 0, amountCents: 8000 }).gst).toBe('$7.27');
  });
});
