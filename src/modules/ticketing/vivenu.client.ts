import type { Configuration } from '../../../config/configuration';
import {
  isRecord,
  VivenuTransport,
  type VivenuCall,
  type VivenuSeller,
  type VivenuTransportOptions,
} from './vivenu-transport';
import {
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
  VivenuInvoice,
  VivenuListing,
  VivenuPaymentRequest,
  VivenuPublicEvent,
} from './vivenu.wire';

export interface VivenuClientOptions extends VivenuTransportOptions {
  /** the seller a centre (slug) sells under; undefined when the centre has none */
  sellerOf: (centre: string) => VivenuSeller | undefined;
}

const COUPON_MESSAGES = new Set(['valid', 'invalid', 'expired', 'notYetValid', 'unauthenticated']);

/**
 * The real Vivenu client (spec 3 §7.3, contracts.md §3): each of the port's methods as a call to the core API
 * (vivenu-transport.ts: timeouts, the bearer key, one more try for unanswered reads), the centre's seller id on
 * the calls that name one. Errors become VivenuError with Vivenu's own status, reason and message, read from the
 * HttpError body or its `detail` (event info nests it there).
 */
export class VivenuClient implements VivenuPort {
  private readonly transport: VivenuTransport;
  private readonly sellerOf: VivenuClientOptions['sellerOf'];

  constructor({ sellerOf, ...transport }: VivenuClientOptions) {
    this.transport = new VivenuTransport(transport);
    this.sellerOf = sellerOf;
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
    retry: VivenuCall['retry'],
  ): Promise<VivenuCheckout> {
    return this.call(centre, { method, path, body, retry, shaped: isCheckout });
  }

  /** one call as the centre's seller */
  private call<T>(centre: string, call: VivenuCall): Promise<T> {
    return this.transport.call<T>(this.seller(centre), call);
  }

  private seller(centre: string): VivenuSeller {
    const seller = this.sellerOf(centre);
    if (!seller?.sellerId) throw new VivenuError(`Ticketing is not configured for ${centre}`);
    return seller;
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

function isCheckout(body: unknown): boolean {
  return isRecord(body) && typeof body._id === 'string' && typeof body.secret === 'string' && Array.isArray(body.items);
}

function isPaymentRequest(body: unknown): boolean {
  return isRecord(body) && typeof body._id === 'string' && typeof body.status === 'string';
}

export type { VivenuSeller } from './vivenu-transport';
