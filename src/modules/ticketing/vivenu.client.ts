import { Logger } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import {
  UNKNOWN_TICKETING_ERROR,
  VivenuError,
  type CheckoutCart,
  type CheckoutKey,
  type ListingsQuery,
  type PaymentRequestOf,
  type TicketsOf,
  type VivenuPort,
} from './vivenu.port';
import type {
  VivenuCheckout,
  VivenuCheckoutDetails,
  VivenuCheckoutTickets,
  VivenuCouponInfo,
  VivenuEventInfo,
  VivenuHttpError,
  VivenuInvoice,
  VivenuListing,
  VivenuPaymentRequest,
  VivenuPublicEvent,
} from './vivenu.wire';

/** A centre's Vivenu seller: its id and the key its private calls carry. */
export interface VivenuSeller {
  sellerId: string;
  /** sent as `Authorization: Bearer` (absent: the public calls still work, the private ones answer 401) */
  apiKey?: string;
}

export interface VivenuClientOptions {
  /** the core API (TICKETING_CORE_URL), e.g. https://vivenu.com/api */
  coreUrl: string;
  timeoutMs: number;
  /** the seller a centre (slug) sells under; undefined when the centre has none */
  sellerOf: (centre: string) => VivenuSeller | undefined;
  fetch?: typeof fetch;
}

/** Whether a failed call may be sent again: reads only, and only when no answer came. */
type Retry = 'read' | 'never';

interface Call {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  retry: Retry;
  /** the answer is what the caller expects (else the call failed: a success without its payload) */
  shaped: (body: unknown) => boolean;
}

const COUPON_MESSAGES = new Set(['valid', 'invalid', 'expired', 'notYetValid', 'unauthenticated']);

/**
 * The real Vivenu client (spec 3 §7.3, contracts.md §3): JSON over fetch to the core API, a timeout on every call,
 * the centre's seller id on the calls that name one, its key as the bearer token. Errors become VivenuError with
 * Vivenu's own status, reason and message, read from the HttpError body or its `detail` (event info nests it
 * there). Reads that got no answer are asked once more; a call that changes a checkout or a payment never is, so
 * a lost answer cannot hold or pay twice.
 */
export class VivenuClient implements VivenuPort {
  private readonly logger = new Logger('Vivenu');
  private readonly options: Required<VivenuClientOptions>;

  constructor(options: VivenuClientOptions) {
    this.options = { fetch: globalThis.fetch.bind(globalThis), ...options };
  }

  /**
   * The client of the configured Vivenu (TICKETING_CORE_URL, TICKETING_TIMEOUT_MS): a centre sells under its own
   * `ticketing` seller, else under TICKETING_SELLER_ID without a key.
   */
  static fromConfig(config: Pick<Configuration, 'integrations' | 'centres'>): VivenuClient {
    const { coreUrl, timeoutMs, sellerId } = config.integrations.ticketing;
    const sellers = new Map(
      config.centres.centres.map((centre): [string, VivenuSeller | undefined] => [
        centre.slug,
        centre.ticketing
          ? { sellerId: centre.ticketing.sellerId, apiKey: centre.ticketing.gatewaySecret }
          : sellerId
            ? { sellerId }
            : undefined,
      ]),
    );
    return new VivenuClient({ coreUrl, timeoutMs, sellerOf: (centre) => sellers.get(centre) });
  }

  async listings(centre: string, query: ListingsQuery): Promise<VivenuListing[]> {
    const { sellerId } = this.seller(centre);
    const answer = await this.call<VivenuListing[] | { docs: VivenuListing[] }>(centre, {
      method: 'GET',
      path: '/events/public/listings',
      query: { sellerId, rootId: query.rootId, startMin: query.startMin, top: query.top, skip: query.skip },
      retry: 'read',
      shaped: (body) => Array.isArray(body) || (isRecord(body) && Array.isArray(body.docs)),
    });
    return Array.isArray(answer) ? answer : answer.docs;
  }

  async eventInfo(centre: string, eventId: string): Promise<VivenuEventInfo> {
    const info = await this.call<VivenuEventInfo>(centre, {
      method: 'GET',
      path: `/events/info/${encodeURIComponent(eventId)}`,
      retry: 'read',
      shaped: (body) => isRecord(body) && typeof body._id === 'string' && Array.isArray(body.tickets),
    });
    // an event of another seller is not this centre's to sell: as if it did not exist
    if (info.sellerId && info.sellerId !== this.seller(centre).sellerId)
      throw new VivenuError('Event not found', 404, 'Not Found');
    return info;
  }

  publicEvent(centre: string, eventId: string): Promise<VivenuPublicEvent> {
    return this.call(centre, {
      method: 'GET',
      path: `/public/events/${encodeURIComponent(eventId)}`,
      retry: 'read',
      shaped: (body) => isRecord(body) && Array.isArray(body.tickets),
    });
  }

  createCheckout(centre: string, cart: CheckoutCart): Promise<VivenuCheckout> {
    return this.checkoutCall(centre, 'POST', '/checkout', { type: 'transaction', ...cartBody(cart) }, 'never');
  }

  setItems(centre: string, cart: CheckoutCart & CheckoutKey): Promise<VivenuCheckout> {
    return this.checkoutCall(
      centre,
      'POST',
      `${checkoutPath(cart)}/items`,
      { secret: cart.secret, ...cartBody(cart) },
      'never',
    );
  }

  setDetails(centre: string, request: CheckoutKey & { details: VivenuCheckoutDetails }): Promise<VivenuCheckout> {
    const body = { secret: request.secret, ...request.details };
    return this.checkoutCall(centre, 'POST', `${checkoutPath(request)}/details`, body, 'never');
  }

  reserve(centre: string, key: CheckoutKey): Promise<VivenuCheckout> {
    return this.checkoutCall(centre, 'POST', `${checkoutPath(key)}/reserve`, { secret: key.secret }, 'never');
  }

  abort(centre: string, key: CheckoutKey): Promise<VivenuCheckout> {
    return this.checkoutCall(centre, 'POST', `${checkoutPath(key)}/abort`, { secret: key.secret }, 'never');
  }

  readCheckout(centre: string, key: CheckoutKey): Promise<VivenuCheckout> {
    return this.call(centre, {
      method: 'GET',
      path: checkoutPath(key),
      query: { secret: key.secret },
      retry: 'read',
      shaped: isCheckout,
    });
  }

  createPaymentRequest(centre: string, request: PaymentRequestOf): Promise<VivenuPaymentRequest> {
    const { checkoutId, secret, reference } = request;
    return this.call(centre, {
      method: 'POST',
      path: '/payments/requests',
      body: { checkoutId, secret, ...(reference ? { reference, paymentGatewayId: 'stripe' } : {}) },
      retry: 'never',
      shaped: isPaymentRequest,
    });
  }

  async paymentRequestsFor(centre: string, checkoutId: string): Promise<VivenuPaymentRequest[]> {
    const answer = await this.call<{ docs: VivenuPaymentRequest[] } | VivenuPaymentRequest[]>(centre, {
      method: 'GET',
      path: '/payments/requests',
      query: { checkoutId },
      retry: 'read',
      shaped: (body) => Array.isArray(body) || (isRecord(body) && Array.isArray(body.docs)),
    });
    return Array.isArray(answer) ? answer : answer.docs;
  }

  confirmPaymentRequest(centre: string, request: { id: string; secret: string }): Promise<VivenuPaymentRequest> {
    return this.call(centre, {
      method: 'POST',
      path: `/payments/requests/${encodeURIComponent(request.id)}/confirm`,
      body: { secret: request.secret },
      retry: 'never',
      shaped: isPaymentRequest,
    });
  }

  /**
   * Vivenu's verdict on a code: 'valid' with the coupon, or 'invalid' / 'expired' / 'notYetValid'. A code Vivenu
   * does not know (404), or a refusal whose body still names a verdict, is a verdict too, not a failure.
   */
  async couponInfo(centre: string, code: string, eventId?: string): Promise<VivenuCouponInfo> {
    const { sellerId } = this.seller(centre);
    try {
      return await this.call<VivenuCouponInfo>(centre, {
        method: 'GET',
        path: `/coupon/${encodeURIComponent(code)}/info`,
        query: { sellerId, eventId },
        retry: 'read',
        shaped: (body) => isRecord(body) && COUPON_MESSAGES.has(String(body.message)),
      });
    } catch (error) {
      if (!(error instanceof VivenuError) || error.status === undefined || error.status >= 500) throw error;
      if (error.status === 404) return { message: 'invalid', type: 'coupon' };
      if (COUPON_MESSAGES.has(error.message))
        return { message: error.message as VivenuCouponInfo['message'], type: 'coupon' };
      throw error;
    }
  }

  checkoutTickets(centre: string, of: TicketsOf): Promise<VivenuCheckoutTickets> {
    const fields = Buffer.from(JSON.stringify(of.answers ?? {}), 'utf8').toString('base64');
    return this.call(centre, {
      method: 'GET',
      path: `${checkoutPath(of)}/tickets`,
      query: { secret: of.secret, fields },
      retry: 'read',
      shaped: (body) => isRecord(body) && Array.isArray(body.tickets),
    });
  }

  invoice(centre: string, id: string): Promise<VivenuInvoice> {
    return this.call(centre, {
      method: 'GET',
      path: `/invoices/${encodeURIComponent(id)}`,
      retry: 'read',
      shaped: (body) => isRecord(body) && typeof body._id === 'string',
    });
  }

  private checkoutCall(
    centre: string,
    method: 'POST',
    path: string,
    body: unknown,
    retry: Retry,
  ): Promise<VivenuCheckout> {
    return this.call(centre, { method, path, body, retry, shaped: isCheckout });
  }

  private seller(centre: string): VivenuSeller {
    const seller = this.options.sellerOf(centre);
    if (!seller?.sellerId) throw new VivenuError(`Ticketing is not configured for ${centre}`);
    return seller;
  }

  private async call<T>(centre: string, call: Call): Promise<T> {
    const seller = this.seller(centre);
    try {
      return await this.send<T>(seller, call);
    } catch (error) {
      // a read that got no answer at all is asked once more; an answer with a status is final
      if (call.retry !== 'read' || !(error instanceof VivenuError) || error.status !== undefined) throw error;
      this.logger.warn(`Vivenu ${call.method} ${call.path} got no answer, asking once more: ${error.message}`);
      return this.send<T>(seller, call);
    }
  }

  private async send<T>(seller: VivenuSeller, call: Call): Promise<T> {
    const url = this.url(call.path, call.query);
    let response: Response;
    let body: unknown;
    try {
      response = await this.options.fetch(url, {
        method: call.method,
        headers: {
          accept: 'application/json',
          ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(seller.apiKey ? { authorization: `Bearer ${seller.apiKey}` } : {}),
        },
        body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      // error answers carry Vivenu's reason in their body, so it is read whatever the status
      body = await response.json().catch(() => undefined);
    } catch (error) {
      throw new VivenuError(`Vivenu ${call.method} ${call.path}: ${describe(error)}`, undefined, undefined, {
        cause: error,
      });
    }
    if (!response.ok) throw errorOf(response.status, body);
    if (!call.shaped(body)) throw new VivenuError(UNKNOWN_TICKETING_ERROR);
    return body as T;
  }

  private url(path: string, query: Call['query'] = {}): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && value !== '') params.set(key, String(value));
    const search = params.toString();
    return `${this.options.coreUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
  }
}

function cartBody(cart: CheckoutCart): Record<string, unknown> {
  return {
    eventId: cart.eventId,
    items: cart.items,
    ...(cart.coupons && cart.coupons.length > 0 ? { coupons: cart.coupons } : {}),
    ...(cart.seatingReservationToken ? { seatingReservationToken: cart.seatingReservationToken } : {}),
  };
}

function checkoutPath(key: { checkoutId: string }): string {
  return `/checkout/${encodeURIComponent(key.checkoutId)}`;
}

/**
 * Vivenu's error: the HttpError body `{ statusCode, error, message }`, or the same nested in `detail` (read first,
 * spec 3 §7.3); the HTTP status when the body names none; the spec's unknown error when it has no words.
 */
export function errorOf(httpStatus: number, body: unknown): VivenuError {
  const outer = (isRecord(body) ? body : {}) as Partial<VivenuHttpError>;
  const detail = isRecord(outer.detail) ? outer.detail : {};
  const statusCode = Number(detail.statusCode ?? outer.statusCode);
  const status = Number.isInteger(statusCode) && statusCode >= 400 ? statusCode : httpStatus;
  const text = (value: unknown): string | undefined =>
    typeof value === 'string' && value.trim() !== '' ? value : undefined;
  const message = text(detail.message) ?? text(outer.message) ?? UNKNOWN_TICKETING_ERROR;
  return new VivenuError(message, status, text(detail.error) ?? text(outer.error));
}

function isCheckout(body: unknown): boolean {
  return isRecord(body) && typeof body._id === 'string' && typeof body.secret === 'string' && Array.isArray(body.items);
}

function isPaymentRequest(body: unknown): boolean {
  return isRecord(body) && typeof body._id === 'string' && typeof body.status === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(error: unknown): string {
  // fetch rejects with a DOMException, not always an Error of this realm: read its name
  const named = error as { name?: unknown; message?: unknown } | null;
  if (named?.name === 'TimeoutError') return 'no answer in time';
  return typeof named?.message === 'string' ? named.message : String(error);
}
