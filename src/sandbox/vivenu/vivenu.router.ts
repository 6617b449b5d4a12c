/**
 * Vivenu's core API routes (contracts.md §3) over the sandbox's state. Public routes (events, the checkout flow,
 * coupon info) need no key: a checkout is opened by its secret. Private routes (payment requests made, listed and
 * confirmed, invoices) need the seller's key as `Authorization: Bearer`, and see only that seller's things.
 */
import type { IncomingMessage } from 'node:http';
import type { CheckoutStore } from './checkouts';
import type { CouponBook } from './coupons';
import type { EventCatalogue } from './event-catalogue';
import type { PaymentRequests } from './payment-requests';
import { apiSegments, type RouteAnswer } from './vivenu-http-server';
import { badRequest, notFound, unauthorized, VivenuHttpFailure } from './vivenu-http-error';
import type { SandboxSeller } from './vivenu-sandbox.types';

export interface RouterState {
  sellers: SandboxSeller[];
  catalogue: EventCatalogue;
  coupons: CouponBook;
  checkouts: CheckoutStore;
  payments: PaymentRequests;
  now: () => Date;
}

type Body = Record<string, unknown>;

function bearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match?.[1];
}

function count(value: string | null, fallback: number, max: number): number {
  const n = value === null ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 0) throw badRequest('top and skip must be whole numbers');
  return Math.min(n, max);
}

/** `fields`: the visitor's answers, base64 JSON (spec 3 §7.3) */
function decodeFields(raw: string | null): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw badRequest('"fields" must be base64 JSON');
}

export function routeVivenu(
  state: RouterState,
  req: IncomingMessage,
  path: string,
  search: URLSearchParams,
  body: Body,
): RouteAnswer {
  const method = req.method ?? 'GET';
  const { catalogue, checkouts, payments, coupons } = state;
  const ok = (value: unknown, status = 200): RouteAnswer => ({ status, body: value });
  const seller = (): SandboxSeller => {
    const token = bearer(req);
    const found = state.sellers.find((candidate) => candidate.gatewaySecret === token);
    if (!token || !found) throw unauthorized();
    return found;
  };
  const [first, second, third, fourth] = apiSegments(path);

  if (method === 'GET' && path === '/api/events/public/listings') {
    const sellerId = search.get('sellerId');
    if (!sellerId) throw badRequest('"sellerId" is required');
    return ok(
      catalogue.listings({
        sellerId,
        rootId: search.get('rootId') ?? undefined,
        startMin: search.get('startMin') ?? undefined,
        top: count(search.get('top'), 25, 100),
        skip: count(search.get('skip'), 0, Number.MAX_SAFE_INTEGER),
      }),
    );
  }
  if (method === 'GET' && first === 'events' && second === 'info' && third && !fourth) {
    try {
      return ok(catalogue.info(third));
    } catch (error) {
      // the event info route nests its error in `detail` as well (spec 3 §7.3)
      if (error instanceof VivenuHttpFailure) throw new VivenuHttpFailure(error.status, error.message, true);
      throw error;
    }
  }
  if (method === 'GET' && first === 'public' && second === 'events' && third && !fourth)
    return ok(catalogue.publicEvent(third));

  if (first === 'checkout') {
    if (method === 'POST' && !second) return ok(checkouts.wire(checkouts.create(body)), 201);
    if (!second) throw notFound('Not Found');
    if (method === 'GET' && !third) return ok(checkouts.wire(checkouts.read(second, search.get('secret'))));
    if (method === 'GET' && third === 'tickets') {
      const checkout = checkouts.read(second, search.get('secret'));
      return ok(payments.tickets(checkout, decodeFields(search.get('fields'))));
    }
    if (third === 'abort' && (method === 'POST' || method === 'GET'))
      return ok(checkouts.wire(checkouts.abort(second, { secret: body.secret ?? search.get('secret') })));
    if (method === 'POST' && third === 'items') return ok(checkouts.wire(checkouts.setItems(second, body)));
    if (method === 'POST' && third === 'details') return ok(checkouts.wire(checkouts.setDetails(second, body)));
    if (method === 'POST' && third === 'reserve') return ok(checkouts.wire(checkouts.reserve(second, body)));
  }

  if (first === 'payments' && second === 'requests') {
    if (method === 'POST' && !third) return ok(payments.create(seller().sellerId, body), 201);
    if (method === 'GET' && !third) {
      const checkoutId = search.get('checkoutId');
      if (!checkoutId) throw badRequest('"checkoutId" is required');
      const docs = payments.forCheckout(seller().sellerId, checkoutId);
      return ok({ docs, total: docs.length });
    }
    if (method === 'GET' && third && !fourth) return ok(payments.read(third, search.get('secret')));
    if (method === 'POST' && third && fourth === 'confirm') return ok(payments.confirm(seller().sellerId, third, body));
  }

  if ((method === 'GET' || method === 'POST') && first === 'coupon' && second && third === 'info') {
    const sellerId = search.get('sellerId');
    if (!sellerId) throw badRequest('"sellerId" is required');
    const info = coupons.info(second, state.now());
    if (!info) throw notFound('Coupon not found');
    const eventId = search.get('eventId');
    const event = eventId ? catalogue.find(eventId) : undefined;
    if (eventId && (!event || event.sellerId !== sellerId)) return ok({ message: 'invalid', type: 'coupon' });
    return ok(info);
  }

  if (method === 'GET' && first === 'invoices' && second && !third)
    return ok(payments.invoice(seller().sellerId, second));

  throw notFound(`Cannot ${method} ${path}`);
}
