import type { BookingCompany } from './booking-company';
import { bookingUpstreamFailed } from './booking.errors';
import type { ReservationFacts } from './booking-seals';
import { toInvoice } from './invoice.mapper';
import { SimplyBookError, type SimplyBookPort } from './simplybook.port';

/**
 * QUALITY R5 'a payment that outlives its hold re-reserves': the same service, provider, date, time and people held
 * again with the answers, attendees and products of the first hold, and its promo code applied again, for a card
 * that succeeded after the hold lapsed. `undefined` when the provider refuses (the time is gone); a provider that
 * does not answer is an upstream failure (the settlement is tried again later).
 */
export async function holdAgain(
  simplybook: SimplyBookPort,
  company: BookingCompany,
  facts: ReservationFacts,
  email: string,
  timeZone: string,
  now: Date,
): Promise<ReservationFacts | undefined> {
  const additional: Record<string, unknown> = Object.fromEntries(
    facts.fields.map((field) => [field.name, field.value]),
  );
  for (const answer of facts.attendees ?? []) additional[answer.name] = answer.value;
  if (facts.products && facts.products.length > 0) additional.products = facts.products;
  additional.handle_invoice = true;
  let held;
  try {
    held = await simplybook.reserve(company, {
      eventId: facts.eventId,
      providerId: facts.providerId,
      date: facts.date,
      time: facts.time,
      client: { name: 'Guest', email },
      additional,
      count: facts.count,
    });
  } catch (error) {
    if (error instanceof SimplyBookError && error.code !== undefined) return undefined;
    throw bookingUpstreamFailed(error);
  }
  let raw = held.invoice;
  const code = facts.invoice?.promoCode;
  if (raw && code) raw = await simplybook.applyPromo(company, Number(raw.id), code).catch(() => raw);
  const invoice = raw ? toInvoice(raw, timeZone, now) : null;
  return {
    ...facts,
    bookings: held.bookings.map((b) => ({ id: Number(b.id), code: String(b.code), hash: String(b.hash) })),
    invoice: invoice
      ? { id: invoice.id, amountCents: invoice.amountCents, ...(code ? { promoCode: code } : {}) }
      : null,
    expiresAt: Date.parse(invoice?.dueAt ?? new Date(now.getTime() + 10 * 60_000).toISOString()),
  };
}
