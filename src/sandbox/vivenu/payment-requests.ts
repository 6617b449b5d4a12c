/**
 * Payment requests for checkouts, and what confirming one does: the request SUCCEEDED, the checkout COMPLETE
 * with its hold sold, one ticket per seat of the order, a transaction and an invoice. A checkout that lapsed or
 * was aborted before the confirm cannot be completed (Vivenu has no re-reserve of a lapsed checkout): the
 * request is CANCELED and the confirm answers 400, so the site refunds the card. Confirming a SUCCEEDED request
 * again answers it again, so a settlement that lost the first answer can ask once more.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type {
  VivenuCheckoutTickets,
  VivenuInvoice,
  VivenuPaymentRequest,
  VivenuTicket,
} from '../../modules/ticketing/vivenu.wire';
import type { CheckoutRecord, CheckoutStore } from './checkouts';
import { badRequest, MESSAGES, notFound, VivenuHttpFailure } from './vivenu-http-error';

const REQUEST_MINUTES = 30;

interface RequestRecord {
  request: VivenuPaymentRequest;
  checkoutId: string;
}

interface Issued {
  tickets: VivenuTicket[];
  transactionId: string;
  invoice: VivenuInvoice;
}

const id = (): string => randomUUID().replace(/-/g, '').slice(0, 24);

export class PaymentRequests {
  private readonly requests = new Map<string, RequestRecord>();
  private readonly issued = new Map<string, Issued>();
  private readonly invoices = new Map<string, VivenuInvoice>();
  private failuresLeft = 0;
  private invoiceSeq = 1000;

  constructor(
    private readonly checkouts: CheckoutStore,
    private readonly now: () => Date,
  ) {}

  failConfirmations(times: number): void {
    if (!Number.isInteger(times) || times < 0) throw new Error('times must be a whole number from 0');
    this.failuresLeft = times;
  }

  create(sellerId: string, body: Record<string, unknown>): VivenuPaymentRequest {
    const checkoutId = typeof body.checkoutId === 'string' ? body.checkoutId : '';
    if (!checkoutId) throw badRequest('"checkoutId" is required');
    const checkout = this.owned(sellerId, this.checkouts.opened(checkoutId, body.secret));
    this.checkouts.live(checkout);
    if (!checkout.customer) throw badRequest('Checkout has no customer details');
    const amount = this.checkouts.wire(checkout).realPrice;
    const reference = typeof body.reference === 'string' ? body.reference : '';
    if (amount > 0 && !reference) throw badRequest('"reference" is required for a payment');
    const at = this.now();
    const request: VivenuPaymentRequest = {
      _id: id(),
      secret: randomBytes(16).toString('hex'),
      amount,
      checkoutId,
      status: 'NEW',
      processors: reference
        ? [
            {
              paymentGatewayId: typeof body.paymentGatewayId === 'string' ? body.paymentGatewayId : 'stripe',
              reference,
            },
          ]
        : [],
      history: [{ type: 'payment_request.created', date: at.toISOString() }],
      sellerId,
      expiresAt: new Date(at.getTime() + REQUEST_MINUTES * 60_000).toISOString(),
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    };
    this.requests.set(request._id, { request, checkoutId });
    return structuredClone(request);
  }

  forCheckout(sellerId: string, checkoutId: string): VivenuPaymentRequest[] {
    return [...this.requests.values()]
      .filter((record) => record.checkoutId === checkoutId && record.request.sellerId === sellerId)
      .map((record) => structuredClone(record.request));
  }

  /** polling with the request's own secret */
  read(requestId: string, secret: unknown): VivenuPaymentRequest {
    const record = this.requests.get(requestId);
    if (!record) throw notFound('Payment request not found');
    if (secret !== record.request.secret) throw new VivenuHttpFailure(401, MESSAGES.badSecret);
    return structuredClone(record.request);
  }

  confirm(sellerId: string, requestId: string, body: Record<string, unknown>): VivenuPaymentRequest {
    const record = this.requests.get(requestId);
    if (!record || record.request.sellerId !== sellerId) throw notFound('Payment request not found');
    const { request } = record;
    if (body.secret !== request.secret) throw new VivenuHttpFailure(401, MESSAGES.badSecret);
    if (request.status === 'SUCCEEDED') return structuredClone(request);
    if (request.status === 'CANCELED') throw badRequest('Payment request is canceled');
    const checkout = this.checkouts.records.get(record.checkoutId)!;
    try {
      this.checkouts.live(checkout);
      this.checkouts.seatsStillHeld(checkout);
    } catch (error) {
      this.settle(request, 'CANCELED');
      throw error;
    }
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      this.settle(request, 'CANCELED');
      throw badRequest('Payment request could not be confirmed');
    }
    const issued = this.issue(checkout, request.amount);
    request.transactionId = issued.transactionId;
    this.settle(request, 'SUCCEEDED');
    this.checkouts.complete(checkout);
    return structuredClone(request);
  }

  tickets(checkout: CheckoutRecord, fields: Record<string, unknown> | undefined): VivenuCheckoutTickets {
    const issued = this.issued.get(checkout.id);
    if (checkout.status !== 'COMPLETE' || !issued) throw badRequest('Checkout is not complete');
    if (fields) for (const ticket of issued.tickets) ticket.extraFields = fields;
    return {
      tickets: issued.tickets.map((ticket) => structuredClone(ticket)),
      transactionId: issued.transactionId,
      invoiceNo: issued.invoice.number,
      invoiceId: issued.invoice._id,
    };
  }

  /** by its id or its number */
  invoice(sellerId: string, invoiceId: string): VivenuInvoice {
    const invoice =
      this.invoices.get(invoiceId) ?? [...this.invoices.values()].find((candidate) => candidate.number === invoiceId);
    if (!invoice || invoice.sellerId !== sellerId) throw notFound('Invoice not found');
    return { ...invoice };
  }

  /** another seller's checkout reads as unknown */
  private owned(sellerId: string, checkout: CheckoutRecord): CheckoutRecord {
    if (checkout.sellerId !== sellerId) throw notFound('Checkout not found');
    return checkout;
  }

  private settle(request: VivenuPaymentRequest, status: 'SUCCEEDED' | 'CANCELED'): void {
    const at = this.now().toISOString();
    request.status = status;
    request.updatedAt = at;
    request.history.push({ type: `payment_request.${status === 'SUCCEEDED' ? 'succeeded' : 'canceled'}`, date: at });
  }

  private issue(checkout: CheckoutRecord, amount: number): Issued {
    const holder = checkout.customer ? `${checkout.customer.prename} ${checkout.customer.lastname}` : '';
    const tickets: VivenuTicket[] = [];
    for (const line of checkout.lines)
      for (let n = 0; n < line.amount; n += 1)
        tickets.push({
          _id: id(),
          ticketTypeId: line.ticketTypeId,
          ticketName: line.name,
          name: holder,
          barcode: randomBytes(6).toString('hex').toUpperCase(),
          status: 'VALID',
        });
    const transactionId = id();
    this.invoiceSeq += 1;
    const invoice: VivenuInvoice = {
      _id: id(),
      number: `INV-${this.invoiceSeq}`,
      transactionId,
      checkoutId: checkout.id,
      sellerId: checkout.sellerId,
      amount,
      currency: 'AUD',
      createdAt: this.now().toISOString(),
    };
    this.invoices.set(invoice._id, invoice);
    const issued = { tickets, transactionId, invoice };
    this.issued.set(checkout.id, issued);
    return issued;
  }
}
