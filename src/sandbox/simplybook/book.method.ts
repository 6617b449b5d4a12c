/**
 * book(eventId, unitId, date, time, clientData, additional, count): takes the places in one synchronous
 * step after the checks, so concurrent calls for the last places cannot both win (Node runs one at a time).
 * With additional.handle_invoice the bookings are held for ten minutes and an invoice is made when there is
 * something to pay (spec 3 §5.1); without it they are confirmed at once.
 */
import { checkAdditional, checkClient, checkProducts } from './book-request';
import { companyNow, isFuture, placesLeft } from './availability';
import { findEvent } from './catalogue.methods';
import { CompanyState, HOLD_MS, type BookingRecord, type InvoiceRecord } from './company-state';
import { bookingWire } from './booking-shapes';
import { invoiceWire, subtotalCents } from './invoices';
import { invalidParams, RpcError } from './rpc-error';
import type { RpcContext, RpcMethod } from './rpc-context';
import { fromWireTime, isWireDate, scheduledStarts, unitWorks } from './schedule';

const slotGone = (): RpcError => new RpcError(-32054, 'Selected time start is not available');

function checkCount(raw: unknown): number {
  const count = raw === undefined || raw === null ? 1 : Number(raw);
  if (!Number.isInteger(count) || count < 1) throw invalidParams('count');
  return count;
}

/** the provider to book: the one named, or (unitId null) the first of the service's with the places */
function chooseUnit(
  context: RpcContext,
  eventUnits: number[],
  rawUnit: unknown,
  date: string,
  start: number,
  duration: number,
  count: number,
): number {
  if (rawUnit !== undefined && rawUnit !== null && rawUnit !== '') {
    const unitId = Number(rawUnit);
    if (!eventUnits.includes(unitId)) throw new RpcError(-32052, 'Selected unit id is not available');
    return unitId;
  }
  const free = eventUnits.find(
    (unitId) =>
      scheduledStarts(unitId, date, duration).includes(start) &&
      placesLeft(context.state, unitId, date, start, duration) >= count,
  );
  return free ?? eventUnits[0] ?? 0;
}

function makeInvoice(
  state: CompanyState,
  booking: BookingRecord,
  name: string,
  priceCents: number,
  products: ReturnType<typeof checkProducts>,
  nowMs: number,
): InvoiceRecord | undefined {
  const invoice: InvoiceRecord = {
    id: state.newInvoiceId(),
    number: '',
    createdAt: nowMs,
    dueAt: nowMs + HOLD_MS,
    lines: [
      { type: 'booking', name, priceCents, qty: booking.count, serviceId: booking.eventId },
      ...products.map(({ product, qty }) => ({
        type: 'product' as const,
        name: product.name,
        priceCents: product.priceCents,
        qty,
      })),
    ],
    status: 'new',
    bookingIds: [booking.id],
  };
  // issue 14: an invoice only when there is something to pay
  if (subtotalCents(invoice) <= 0) return undefined;
  invoice.number = `${state.settings.login.toUpperCase().slice(0, 3)}-${String(invoice.id).padStart(6, '0')}`;
  state.invoices.set(invoice.id, invoice);
  return invoice;
}

export const book: RpcMethod = (context, [eventId, rawUnit, date, time, clientData, rawAdditional, rawCount]) => {
  const { state, nowMs } = context;
  const event = findEvent(eventId);
  if (!isWireDate(date)) throw invalidParams('date');
  const start = fromWireTime(time);
  if (start === undefined) throw invalidParams('time');
  const count = checkCount(rawCount);
  const client = checkClient(clientData);
  if (
    rawAdditional !== undefined &&
    rawAdditional !== null &&
    (typeof rawAdditional !== 'object' || Array.isArray(rawAdditional))
  )
    throw invalidParams('additional');
  const additional = (rawAdditional ?? {}) as Record<string, unknown>;
  const unitId = chooseUnit(context, event.unitIds, rawUnit, date, start, event.durationMinutes, count);
  if (!unitWorks(unitId, date)) throw new RpcError(-32053, 'Selected date is not available');
  checkAdditional(event, additional);
  const products = checkProducts(event, additional.products);
  if (
    !scheduledStarts(unitId, date, event.durationMinutes).includes(start) ||
    !isFuture(date, start, companyNow(state, nowMs))
  )
    throw slotGone();
  // from here to the end nothing awaits: the check and the taking of places are one step
  const left = placesLeft(state, unitId, date, start, event.durationMinutes);
  if (left === 0) throw slotGone();
  if (left < count) throw new RpcError(-32055, 'One or more appointments could not be reserved');
  const hold =
    additional.handle_invoice === true || additional.handle_invoice === 'true' || additional.handle_invoice === 1;
  const { products: _products, handle_invoice: _handle, ...answers } = additional;
  const booking: BookingRecord = {
    id: state.newBookingId(),
    eventId: event.id,
    unitId,
    clientId: state.client(client.name, client.email, client.phone).id,
    date,
    start,
    end: start + event.durationMinutes,
    count,
    createdAt: nowMs,
    ...(hold ? { heldUntil: nowMs + HOLD_MS } : {}),
    status: hold ? 'held' : 'confirmed',
    code: CompanyState.bookingCode(),
    hash: CompanyState.bookingHash(),
    additional: answers,
  };
  state.bookings.set(booking.id, booking);
  const invoice = hold ? makeInvoice(state, booking, event.name, event.priceCents, products, nowMs) : undefined;
  if (invoice) booking.invoiceId = invoice.id;
  return {
    require_confirm: hold,
    bookings: [bookingWire(state, booking)],
    batch_type: 'single',
    recurrent_batch_id: null,
    invoice: invoice ? invoiceWire(state, invoice) : null,
  };
};
