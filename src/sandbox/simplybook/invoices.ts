/**
 * Invoices of held bookings and the demo promo codes. Amounts include GST: tax is 1/11 of what is paid.
 * A line's final_price is its price x qty; a promo code's discount is kept on the invoice as a whole.
 */
import { money } from './catalogue.seed';
import type { CompanyState, InvoiceRecord } from './company-state';
import { RpcError } from './rpc-error';

interface PromoCode {
  percent?: number;
  fixedCents?: number;
  /** services the code is valid for; every line when absent */
  serviceIds?: number[];
  refuse?: RpcError;
}

// issue 14's fixed demo codes; anything else is -32030
const PROMO_CODES: Readonly<Record<string, PromoCode>> = {
  WELCOME10: { percent: 10 },
  STYLE20: { fixedCents: 2000, serviceIds: [1, 2] },
  EXPIRED5: { refuse: new RpcError(-32031, 'Promo code is expired') },
  FUTURE15: { refuse: new RpcError(-32032, 'Promo code is not active yet') },
  FREEBOOK: { percent: 100 },
};

export function subtotalCents(invoice: InvoiceRecord): number {
  return invoice.lines.reduce((sum, line) => sum + line.priceCents * line.qty, 0);
}

export function amountCents(invoice: InvoiceRecord): number {
  return Math.max(0, subtotalCents(invoice) - (invoice.promo?.discountCents ?? 0));
}

/** GST included in an amount: one eleventh, to the cent */
export function taxCents(amount: number): number {
  return Math.round(amount / 11);
}

/** Applies a code to a new invoice (a later code replaces an earlier one) and answers the updated invoice. */
export function applyPromoCode(invoice: InvoiceRecord, rawCode: string): void {
  if (invoice.status !== 'new') throw new RpcError(-32602, 'Invalid params: invoice is not open');
  const code = rawCode.trim().toUpperCase();
  const promo = PROMO_CODES[code];
  if (!promo) throw new RpcError(-32030, 'Invalid promo code');
  if (promo.refuse) throw promo.refuse;
  const eligible = invoice.lines.filter(
    (line) => !promo.serviceIds || (line.type === 'booking' && promo.serviceIds.includes(line.serviceId ?? 0)),
  );
  if (eligible.length === 0) throw new RpcError(-32033, 'Promo code is not valid for this service');
  const base = eligible.reduce((sum, line) => sum + line.priceCents * line.qty, 0);
  const discount =
    promo.percent !== undefined ? Math.round((base * promo.percent) / 100) : Math.min(base, promo.fixedCents ?? 0);
  invoice.promo = { code, discountCents: discount };
}

export function invoiceWire(state: CompanyState, invoice: InvoiceRecord): Record<string, unknown> {
  const amount = amountCents(invoice);
  return {
    id: invoice.id,
    number: invoice.number,
    datetime: state.localDateTime(invoice.createdAt),
    due_datetime: state.localDateTime(invoice.dueAt),
    amount: money(amount),
    subtotal_amount: money(subtotalCents(invoice)),
    discount_amount: money(invoice.promo?.discountCents ?? 0),
    tax_amount: money(taxCents(amount)),
    currency: 'AUD',
    status: invoice.status,
    promo_code: invoice.promo?.code ?? null,
    payment_processor: invoice.payment?.processor ?? null,
    lines: invoice.lines.map((line) => ({
      type: line.type,
      name: line.name,
      price: money(line.priceCents),
      final_price: money(line.priceCents * line.qty),
      qty: line.qty,
    })),
  };
}
