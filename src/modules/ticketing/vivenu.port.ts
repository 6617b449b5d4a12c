/**
 * Vivenu as the ticketing module needs it (spec 3 §7.3; contracts.md §3; decision 0029): the core API behind
 * intention-revealing methods. The real client is vivenu.client.ts; demo and test point it at the Vivenu sandbox
 * (src/sandbox/vivenu). Every method names the centre (its slug) it speaks for: the client finds that centre's
 * seller id and gateway secret in its `ticketing` configuration.
 */
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
  VivenuTicketItem,
} from './vivenu.wire';

export interface ListingsQuery {
  /** the ROOT event whose dates and times are wanted */
  rootId: string;
  /** only events starting from this ISO time */
  startMin?: string;
  /** page size (Vivenu: default 25, at most 100) */
  top?: number;
  skip?: number;
}

export interface CheckoutCart {
  eventId: string;
  items: VivenuTicketItem[];
  coupons?: string[];
  seatingReservationToken?: string;
}

/** What opens a checkout at Vivenu: its id and the secret the site keeps sealed from the browser. */
export interface CheckoutKey {
  checkoutId: string;
  secret: string;
}

export interface PaymentRequestOf extends CheckoutKey {
  /** the processor's reference: the site's card payment (intent) id */
  reference: string;
}

export interface TicketsOf extends CheckoutKey {
  /** the visitor's answers, sent base64 JSON in `fields` (spec 3 §7.3) */
  answers: unknown;
}

export interface VivenuPort {
  /** a ROOT event's dates and times */
  listings(centre: string, query: ListingsQuery): Promise<VivenuListing[]>;
  eventInfo(centre: string, eventId: string): Promise<VivenuEventInfo>;
  /** availability: remaining stock per ticket type */
  publicEvent(centre: string, eventId: string): Promise<VivenuPublicEvent>;
  /** a new checkout holding the cart's tickets; never retried (a retry could hold twice) */
  createCheckout(centre: string, cart: CheckoutCart): Promise<VivenuCheckout>;
  /** replaces the cart */
  setItems(centre: string, cart: CheckoutCart & CheckoutKey): Promise<VivenuCheckout>;
  setDetails(centre: string, details: CheckoutKey & { details: VivenuCheckoutDetails }): Promise<VivenuCheckout>;
  reserve(centre: string, key: CheckoutKey): Promise<VivenuCheckout>;
  /** gives the checkout's stock back (status ABORTED) */
  abort(centre: string, key: CheckoutKey): Promise<VivenuCheckout>;
  readCheckout(centre: string, key: CheckoutKey): Promise<VivenuCheckout>;
  createPaymentRequest(centre: string, request: PaymentRequestOf): Promise<VivenuPaymentRequest>;
  /** every payment request made for the checkout, newest last */
  paymentRequestsFor(centre: string, checkoutId: string): Promise<VivenuPaymentRequest[]>;
  /** marks the request SUCCEEDED: the checkout COMPLETE and its tickets issued */
  confirmPaymentRequest(centre: string, request: { id: string; secret: string }): Promise<VivenuPaymentRequest>;
  couponInfo(centre: string, code: string, eventId?: string): Promise<VivenuCouponInfo>;
  checkoutTickets(centre: string, of: TicketsOf): Promise<VivenuCheckoutTickets>;
  invoice(centre: string, id: string): Promise<VivenuInvoice>;
}

export const VIVENU = Symbol('VIVENU');

/** spec 3 §8: what the flow says for a failure it has no words for. */
export const UNKNOWN_TICKETING_ERROR = 'Unknown error occurred';

/** Vivenu's messages the flow reads (spec 3 §8). */
export const VIVENU_MESSAGES = {
  ticketsNotAvailable: 'Tickets are not available',
  notOnSale: 'Shop is not on sale',
  checkoutExpired: 'Checkout expired',
  checkoutAborted: 'Checkout is aborted',
} as const;

/**
 * A failure of a Vivenu call: `status` the HTTP status (undefined when no answer came: timeout, refused, not
 * JSON), `error` the HttpError's reason phrase ('Bad Request'), `message` Vivenu's own words.
 */
export class VivenuError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly error?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'VivenuError';
  }

  /** 400 'Tickets are not available': the stock is short */
  get ticketsNotAvailable(): boolean {
    return this.status === 400 && this.message === VIVENU_MESSAGES.ticketsNotAvailable;
  }

  /** 400 'Shop is not on sale': planned or past */
  get notOnSale(): boolean {
    return this.status === 400 && this.message === VIVENU_MESSAGES.notOnSale;
  }

  /** 400: the checkout lapsed or was aborted, its tickets back in stock (a payment taken for it is refunded) */
  get checkoutEnded(): boolean {
    return (
      this.status === 400 &&
      (this.message === VIVENU_MESSAGES.checkoutExpired || this.message === VIVENU_MESSAGES.checkoutAborted)
    );
  }

  get notFound(): boolean {
    return this.status === 404;
  }

  /** no answer at all (timeout, refused, cut) or a 5xx: Vivenu may or may not have acted */
  get unanswered(): boolean {
    return this.status === undefined || this.status >= 500;
  }
}
