/**
 * The summary step's 'Booking Summary' (spec 3 §2.1 rows, §9): the invoice's lines, its discount and its total
 * incl. GST, all in cents from the provider's invoice and formatted once here.
 */
import type { BookingInvoice } from './booking-wire';
import { formatAmount, formatPrice, gstOfInclusive } from '../money/money';

export interface SummaryRow {
  name: string;
  qty: number;
  /** the line's price after discounts, 'Free' at zero */
  price: string;
}

export interface InvoiceSummary {
  rows: SummaryRow[];
  /** '-$9.50', absent without a discount */
  discount?: string;
  /** the GST inside the total: the provider's tax amount, else one eleventh of the total */
  gst: string;
  /** the amount to pay, '$0.00' when nothing is left */
  total: string;
}

export function invoiceSummary(invoice: BookingInvoice): InvoiceSummary {
  const taxCents = invoice.taxCents > 0 ? invoice.taxCents : gstOfInclusive(invoice.amountCents);
  return {
    rows: invoice.lines.map((line) => ({ name: line.name, qty: line.qty, price: formatPrice(line.finalPriceCents) })),
    discount: invoice.discountCents > 0 ? formatAmount(-invoice.discountCents) : undefined,
    gst: formatAmount(taxCents),
    total: formatAmount(Math.max(0, invoice.amountCents)),
  };
}
