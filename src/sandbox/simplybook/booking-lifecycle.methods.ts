/**
 * What happens to a booking after `book`: promo codes on its invoice, the invoice paid, the booking
 * confirmed (signed calls), cancelled or read back. A lapsed or cancelled hold is gone: -32080.
 */
import { bookingWire } from './booking-shapes';
import type { BookingRecord, CompanyState, InvoiceRecord } from './company-state';
import { amountCents, applyPromoCode as applyCode, invoiceWire } from './invoices';
import { invalidParams, notFound, RpcError, signatureError } from './rpc-error';
import type { RpcMethod } from './rpc-context';

const PAYMENT_PROCESSORS = ['stripe', 'paypal', 'manual'];

function findBooking(state: CompanyState, id: unknown): BookingRecord {
  const booking = state.bookings.get(Number(id));
  if (!booking) throw notFound();
  return booking;
}

function findInvoice(state: CompanyState, id: unknown): InvoiceRecord {
  const invoice = state.invoices.get(Number(id));
  if (!invoice) throw notFound('Invoice not found');
  return invoice;
}

function checkBookingSign(state: CompanyState, booking: BookingRecord, sign: unknown): void {
  if (typeof sign !== 'string' || sign.toLowerCase() !== state.bookingSign(booking)) throw signatureError();
}

const confirmBooking: RpcMethod = ({ state }, [id, sign]) => {
  const booking = findBooking(state, id);
  checkBookingSign(state, booking, sign);
  if (booking.status === 'lapsed' || booking.status === 'cancelled') throw notFound();
  const invoice = booking.invoiceId === undefined ? undefined : state.invoices.get(booking.invoiceId);
  // issue 14: something to pay must be paid before the booking is confirmed
  if (invoice && amountCents(invoice) > 0 && invoice.status !== 'paid')
    throw new RpcError(-32099, 'Invoice is not paid');
  booking.status = 'confirmed';
  delete booking.heldUntil;
  return bookingWire(state, booking);
};

const confirmInvoice: RpcMethod = ({ state }, [id, processor, reference, sign]) => {
  const invoice = findInvoice(state, id);
  if (typeof sign !== 'string' || sign.toLowerCase() !== state.invoiceSign(invoice.id)) throw signatureError();
  if (typeof processor !== 'string' || !PAYMENT_PROCESSORS.includes(processor))
    throw new RpcError(-32097, 'Unsupported payment system');
  if (typeof reference !== 'string' || reference.trim() === '') throw invalidParams('payment reference');
  if (invoice.status === 'cancelled') throw notFound('Invoice not found');
  if (invoice.status === 'paid') {
    if (invoice.payment?.reference !== reference) throw invalidParams('invoice is already paid');
    return invoiceWire(state, invoice);
  }
  invoice.status = 'paid';
  invoice.payment = { processor, reference };
  return invoiceWire(state, invoice);
};

const applyPromoCode: RpcMethod = ({ state }, [id, code]) => {
  const invoice = findInvoice(state, id);
  if (typeof code !== 'string' || code.trim() === '') throw invalidParams('promo code');
  if (invoice.status === 'cancelled') throw notFound('Invoice not found');
  applyCode(invoice, code);
  return invoiceWire(state, invoice);
};

const cancelBooking: RpcMethod = ({ state }, [id, sign]) => {
  const booking = findBooking(state, id);
  checkBookingSign(state, booking, sign);
  if (booking.status === 'lapsed' || booking.status === 'cancelled') throw notFound();
  booking.status = 'cancelled';
  const invoice = booking.invoiceId === undefined ? undefined : state.invoices.get(booking.invoiceId);
  if (invoice?.status === 'new') invoice.status = 'cancelled';
  return true;
};

const getBooking: RpcMethod = ({ state }, [id, sign]) => {
  const booking = findBooking(state, id);
  checkBookingSign(state, booking, sign);
  const invoice = booking.invoiceId === undefined ? undefined : state.invoices.get(booking.invoiceId);
  const client = state.clientById(booking.clientId);
  return {
    ...bookingWire(state, booking),
    status: booking.status,
    count: booking.count,
    held_until: booking.heldUntil === undefined ? null : state.localDateTime(booking.heldUntil),
    client: client ? { name: client.name, email: client.email, phone: client.phone } : null,
    additional: booking.additional,
    invoice: invoice ? invoiceWire(state, invoice) : null,
  };
};

export const BOOKING_LIFECYCLE_METHODS: Record<string, RpcMethod> = {
  confirmBooking,
  confirmInvoice,
  applyPromoCode,
  cancelBooking,
  getBooking,
};
