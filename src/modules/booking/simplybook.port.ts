/**
 * The booking provider as the booking module needs it (spec 3 §7.2; contracts.md §2): SimplyBook's JSON-RPC API
 * behind intention-revealing methods. The real client is simplybook.client.ts; demo and test point it at the
 * SimplyBook sandbox. Every method names the company it speaks for (a centre's `booking` config).
 */

/** A centre's SimplyBook company: its login and API key (the secret key signs confirmations). */
export interface SimplyBookCompany {
  login: string;
  apiKey: string;
}

/** getEventList / getClassesList entry, as the provider answers it (only the fields the site reads). */
export interface RawService {
  id: string | number;
  name: string;
  description?: string | null;
  duration?: string | number;
  price?: string | number | null;
  unit_group_id?: string | number | null;
  class_id?: string | number | null;
  providers?: Array<string | number> | null;
  /** SimplyBook's own form of the providers: unit id -> its own duration (or null) */
  unit_map?: Record<string, unknown> | null;
  is_active?: string | number | boolean;
  is_visible?: string | number | boolean;
  picture_path?: string | null;
}

/** getUnitList entry. */
export interface RawProvider {
  id: string | number;
  name: string;
  description?: string | null;
  picture_path?: string | null;
  qty?: string | number;
  is_active?: string | number | boolean;
  is_visible?: string | number | boolean;
}

/** getAdditionalFields entry (spec 3 §3.1 'Additional field'). */
export interface RawAdditionalField {
  id: string | number;
  name: string;
  title: string;
  type: string;
  values?: string | null;
  is_null?: string | number | null;
  pos?: string | number;
  is_visible?: string | number | boolean;
}

/** getProductList entry (spec 3 §3.1 'Products'). */
export interface RawProduct {
  id: string | number;
  name: string;
  price: string | number;
  is_active?: string | number | boolean;
  is_visible?: string | number | boolean;
  services?: Array<{ service_id: string | number; qty: string | number }>;
}

/** getReservedTimeIntervals: per date, per unit id, the booked intervals and how many places each takes. */
export type ReservedIntervals = Record<string, Record<string, Array<{ from: string; to: string; count: number }>>>;

/** The provider's invoice, as book / applyPromoCode answer it. */
export interface RawInvoice {
  id: string | number;
  datetime?: string;
  due_datetime?: string;
  amount: string | number;
  discount_amount?: string | number;
  tax_amount?: string | number;
  currency?: string;
  promo_code?: string | null;
  lines?: Array<{
    type: string;
    name: string;
    price: string | number;
    final_price: string | number;
    qty: string | number;
  }>;
}

export interface RawBooking {
  id: string | number;
  event_id?: string | number;
  unit_id?: string | number;
  start_date_time?: string;
  end_date_time?: string;
  code: string;
  hash: string;
}

export interface ReserveParams {
  eventId: number;
  providerId: number;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm:ss */
  time: string;
  client: { name: string; email: string };
  additional: Record<string, unknown>;
  count: number;
}

export interface Reservation {
  bookings: RawBooking[];
  invoice: RawInvoice | null;
}

export interface SimplyBookPort {
  services(company: SimplyBookCompany): Promise<RawService[]>;
  classes(company: SimplyBookCompany): Promise<RawService[]>;
  providers(company: SimplyBookCompany): Promise<RawProvider[]>;
  additionalFields(company: SimplyBookCompany, serviceId: number): Promise<RawAdditionalField[]>;
  products(company: SimplyBookCompany, serviceId: number): Promise<RawProduct[]>;
  /** 'YYYY-MM-DD' or undefined when the provider names none */
  firstWorkingDay(
    company: SimplyBookCompany,
    of: { providerId?: number; unitGroupId?: number },
  ): Promise<string | undefined>;
  startTimeMatrix(
    company: SimplyBookCompany,
    query: { from: string; to: string; serviceId: number; providerIds: number[] | null; count: number },
  ): Promise<Record<string, string[]>>;
  reservedIntervals(
    company: SimplyBookCompany,
    query: { from: string; to: string; serviceId: number; providerId: number | null; count: number },
  ): Promise<ReservedIntervals>;
  /** `book`: never retried on a timeout or a lost answer (a retry could hold twice) */
  reserve(company: SimplyBookCompany, params: ReserveParams): Promise<Reservation>;
  confirmBooking(company: SimplyBookCompany, bookingId: number, sign: string): Promise<unknown>;
  confirmInvoice(
    company: SimplyBookCompany,
    invoice: { id: number; paymentReference: string; sign: string },
  ): Promise<unknown>;
  applyPromo(company: SimplyBookCompany, invoiceId: number, code: string): Promise<RawInvoice>;
  cancelBooking(company: SimplyBookCompany, bookingId: number, sign: string): Promise<unknown>;
}

export const SIMPLYBOOK = Symbol('SIMPLYBOOK');

/** spec 3 §7.2: an RPC failure with no result and no error. */
export const UNKNOWN_PROVIDER_ERROR = 'Unknown error occurred';

/**
 * A failure of a provider call: `code` is the JSON-RPC error code (-32054 slot gone, -32030 bad promo, ...), or
 * undefined when no usable answer came (timeout, refused, not JSON, neither result nor error).
 */
export class SimplyBookError extends Error {
  /** for -32600: the token the provider refused (the client drops only that one) */
  token?: string;

  constructor(
    message: string,
    readonly code?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SimplyBookError';
  }
}

/** The provider's error codes the flow reads (contracts.md §2). */
export const PROVIDER_CODES = {
  slotGone: [-32054, -32052],
  notEnoughPlaces: -32055,
  promoFirst: -32036,
  promoLast: -32030,
  notFound: -32080,
  badSign: -32085,
  accessDenied: -32600,
} as const;

export function isPromoError(code: number | undefined): boolean {
  return code !== undefined && code >= PROVIDER_CODES.promoFirst && code <= PROVIDER_CODES.promoLast;
}

export function isSlotError(code: number | undefined): boolean {
  return code === -32054 || code === -32052 || code === PROVIDER_CODES.notEnoughPlaces;
}
