import type { BookingInvoice, InvoiceLine } from '../../common/domain/booking/booking-wire';
import { toCents } from '../../common/domain/money/money';
import { providerTimeToIso } from '../../common/domain/booking/reservation-timer';
import type { RawInvoice } from './simplybook.port';

/**
 * The provider's invoice as the site answers it (booking-wire.ts BookingInvoice): every amount the provider's, in
 * cents; its times (centre time, 'YYYY-MM-DD HH:mm:ss') as instants. A due time the provider wrote wrongly falls
 * back to the hold from `now` (spec 3 §4.1: ten minutes after the session was chosen).
 */
export function toInvoice(raw: RawInvoice, timeZone: string, now: Date): BookingInvoice {
  const hold = new Date(now.getTime() + 10 * 60_000).toISOString();
  return {
    id: Number(raw.id),
    amountCents: toCents(raw.amount),
    discountCents: toCents(raw.discount_amount ?? 0),
    taxCents: toCents(raw.tax_amount ?? 0),
    currency: 'AUD',
    dueAt: instant(raw.due_datetime, timeZone) ?? hold,
    createdAt: instant(raw.datetime, timeZone) ?? now.toISOString(),
    lines: (raw.lines ?? []).map((line): InvoiceLine => ({
      type: line.type === 'product' ? 'product' : 'booking',
      name: String(line.name),
      qty: Math.max(0, Math.trunc(Number(line.qty) || 0)),
      priceCents: toCents(line.price),
      finalPriceCents: toCents(line.final_price),
    })),
    ...(typeof raw.promo_code === 'string' && raw.promo_code ? { promoCode: raw.promo_code } : {}),
  };
}

function instant(local: string | undefined, timeZone: string): string | undefined {
  if (typeof local !== 'string') return undefined;
  try {
    return providerTimeToIso(local, timeZone);
  } catch {
    return undefined;
  }
}
