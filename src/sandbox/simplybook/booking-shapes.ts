/** Bookings on the wire ('YYYY-MM-DD HH:mm:ss' centre time, ids as numbers like the dumped `book` answer). */
import { amountCents } from './invoices';
import type { BookingRecord, CompanyState } from './company-state';
import { toWireTime } from './schedule';

export function requiresPayment(state: CompanyState, booking: BookingRecord): boolean {
  const invoice = booking.invoiceId === undefined ? undefined : state.invoices.get(booking.invoiceId);
  return !!invoice && amountCents(invoice) > 0 && invoice.status !== 'paid';
}

export function bookingWire(state: CompanyState, booking: BookingRecord): Record<string, unknown> {
  return {
    id: booking.id,
    event_id: booking.eventId,
    unit_id: booking.unitId,
    client_id: booking.clientId,
    start_date_time: `${booking.date} ${toWireTime(booking.start)}`,
    end_date_time: `${booking.date} ${toWireTime(booking.end)}`,
    time_offset: 0,
    is_confirmed: booking.status === 'confirmed' ? 1 : 0,
    require_payment: requiresPayment(state, booking),
    code: booking.code,
    hash: booking.hash,
  };
}
