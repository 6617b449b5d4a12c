/**
 * Vivenu's wire shapes as the core API answers them (contracts.md §3): prices are decimal dollars (25, 2.5), times
 * ISO strings. Only the fields the site reads or sends are named; vivenu.mapper.ts turns them into the site's own
 * shapes (src/common/domain/ticketing/ticketing-wire.ts, integer cents).
 */

export type VivenuSaleStatus = 'onSale' | 'planned' | 'past' | 'soldOut';
export type VivenuEventType = 'SINGLE' | 'GROUP' | 'RECURRENCE' | 'ROOT';

/** GET /api/events/public/listings entry. `saleStatus`, `v` and `startingPrice` are sent for the time picker. */
export interface VivenuListing {
  _id: string;
  name: string;
  sellerId: string;
  start: string;
  end: string;
  timezone?: string;
  locationName?: string;
  eventType: VivenuEventType;
  rootId?: string;
  childEvents?: string[];
  saleStatus?: VivenuSaleStatus;
  v?: number;
  startingPrice?: number;
  meta?: Record<string, unknown>;
}

export interface VivenuTicketType {
  id: string;
  name: string;
  price: number;
  active: boolean;
  /** remaining stock */
  v: number;
  categoryRef?: string;
  description?: string;
  maxAmountPerOrder?: number;
  minAmountPerOrder?: number;
  sortingKey?: number;
  taxRate?: number;
  requiresPersonalization?: boolean;
  /** the ticket asks the ticket extra fields, once per ticket (spec 3 §3.2) */
  requiresExtraFields?: boolean;
}

export interface VivenuCategory {
  _id: string;
  name: string;
  ref: string;
  description?: string;
  seatingReference?: string;
  amount?: number;
  maxAmountPerOrder?: number;
}

export type VivenuExtraFieldType =
  'text' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'number' | 'date' | 'email' | 'tel';

export interface VivenuExtraField {
  _id: string;
  name: string;
  slug: string;
  type: VivenuExtraFieldType;
  options?: string[];
  required: boolean;
  deleted?: boolean;
}

/**
 * The seller's fees as this site's Vivenu carries them on EventInfo (docs/ticketing.md "Fees and tax"): `cXf` a fee
 * per ticket in dollars, `cXv` a fraction of each ticket's price, `ccXf` a one-off fee per order in dollars.
 */
export interface VivenuSellerFees {
  cXf: number;
  cXv: number;
  ccXf: number;
}

export interface VivenuTaxSettings {
  taxMethod: 'inclusive' | 'exclusive';
  /** 0.1 for GST */
  taxRate: number;
}

export interface VivenuEventMeta {
  is_free_event?: boolean;
  hide_quantity_indicator?: boolean;
  is_child_tickets_mandatory?: boolean;
  max_adult_tickets?: number;
  [key: string]: unknown;
}

/** GET /api/events/info/{id} */
export interface VivenuEventInfo {
  _id: string;
  name: string;
  start: string;
  end: string;
  sellerId: string;
  timezone: string;
  locationName?: string;
  sellStart?: string;
  saleStatus: VivenuSaleStatus;
  eventType: VivenuEventType;
  rootId?: string;
  seating: boolean;
  seatingEventId?: string;
  max: number;
  min: number;
  v: number;
  startingPrice: number;
  unlockMode?: 'none' | 'couponCode';
  categories: VivenuCategory[];
  tickets: VivenuTicketType[];
  extraFields?: VivenuExtraField[];
  ticketExtraFields?: VivenuExtraField[];
  meta?: VivenuEventMeta;
  sellerFees?: VivenuSellerFees;
  taxSettings?: VivenuTaxSettings;
}

/** GET /api/public/events/{id}: ticket type ids are `_id` here. */
export interface VivenuPublicEvent {
  _id: string;
  name: string;
  saleStatus?: VivenuSaleStatus;
  v?: number;
  tickets: Array<{
    _id: string;
    name: string;
    price: number;
    amount: number;
    active: boolean;
    categoryRef?: string;
    /** remaining stock */
    v?: number;
  }>;
}

export interface VivenuSeatingInfo {
  _type: 6 | 7;
  statusId: string;
  _id?: string;
  categoryId?: string;
  name?: string;
  seatType?: string;
  sectionName?: string;
  groupName?: string;
  rowName?: string;
  seatName?: string;
  gate?: string;
}

/** A ticket item as the checkout calls send it. */
export interface VivenuTicketItem {
  type: 'ticket';
  ticketTypeId: string;
  amount: number;
  seatingInfo?: VivenuSeatingInfo;
}

export type VivenuCheckoutStatus = 'NEW' | 'ABORTED' | 'COMPLETE';

export interface VivenuCheckoutTicket {
  ticketTypeId: string;
  amount: number;
  /** one ticket's price */
  price: number;
  name: string;
  seatingInfo?: VivenuSeatingInfo | null;
}

export interface VivenuAppliedCoupon {
  _id: string;
  code: string;
  name?: string;
  discountType?: VivenuDiscountType;
  discountValue?: number;
  /** dollars this coupon took off */
  discount?: number;
}

export interface VivenuCheckoutItem {
  _id: string;
  eventId: string;
  tickets: VivenuCheckoutTicket[];
  products: unknown[];
  appliedCoupons: VivenuAppliedCoupon[];
  /** the tickets before discounts */
  regularPrice: number;
  /** what is charged for this event's part: discounted tickets, fees, exclusive tax */
  realPrice: number;
  /** the fees */
  outerCharge: number;
  /** tax added on top of the tickets and fees when the seller's tax method is exclusive (0 when inclusive) */
  tax?: number;
  seatingReservationToken: string | null;
}

export interface VivenuCheckout {
  _id: string;
  secret: string;
  status: VivenuCheckoutStatus;
  type: 'transaction';
  sellerId: string;
  items: VivenuCheckoutItem[];
  realPrice: number;
  currency: string;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
  /** set once details were given */
  customer?: { prename: string; lastname: string; email: string };
}

/** POST /api/checkout/{id}/details body (without the secret). */
export interface VivenuCheckoutDetails {
  prename: string;
  lastname: string;
  email: string;
  emailRepeat: string;
  postal?: string;
  country?: string;
  /** the dial code ('+61') */
  countryCode?: string;
  /** the number without its dial code */
  mobileNumber?: string;
  /** dial code and number together ('+61412345678') */
  phone?: string;
  extraFields?: Record<string, unknown>;
}

export type VivenuPaymentRequestStatus = 'NEW' | 'SUCCEEDED' | 'CANCELED';

export interface VivenuPaymentRequest {
  _id: string;
  secret: string;
  amount: number;
  checkoutId: string;
  status: VivenuPaymentRequestStatus;
  processors: Array<{ paymentGatewayId: string; reference: string; redirectUrl?: string }>;
  history: Array<{ type: string; date: string }>;
  sellerId: string;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
  /** set when SUCCEEDED */
  transactionId?: string;
}

export type VivenuDiscountType = 'fix' | 'var' | 'fixPerItem' | 'waiveFees';

/** GET /api/coupon/{code}/info */
export interface VivenuCouponInfo {
  message: 'valid' | 'invalid' | 'expired' | 'notYetValid' | 'unauthenticated';
  type: 'coupon' | 'voucher';
  coupon?: {
    code: string;
    couponId: string;
    name: string;
    discountType: VivenuDiscountType;
    /** dollars for fix and fixPerItem, a percentage (10 = 10%) for var */
    discountValue: number;
    discountMaxValue?: number;
    canBeCombined?: boolean;
    allowAllTickets: boolean;
    allowedTickets: string[];
    allowAllEvents?: boolean;
    maxTicketsInCart?: number;
    minTicketsInCart?: number;
  };
}

/** An issued ticket (GET /api/checkout/{id}/tickets). */
export interface VivenuTicket {
  _id: string;
  ticketTypeId: string;
  ticketName: string;
  name: string;
  barcode: string;
  status: 'VALID' | 'INVALID';
  /** the ticket's answers, as the `fields` query gave them */
  extraFields?: Record<string, unknown>;
}

export interface VivenuCheckoutTickets {
  tickets: VivenuTicket[];
  transactionId: string;
  invoiceNo: string;
  /** the invoice's id (GET /api/invoices/{id}) */
  invoiceId?: string;
}

/** GET /api/invoices/{id} */
export interface VivenuInvoice {
  _id: string;
  number: string;
  transactionId: string;
  checkoutId: string;
  sellerId: string;
  amount: number;
  currency: string;
  createdAt: string;
}

/** The HttpError body (contracts.md §3): `statusCode` comes as a string or a number. */
export interface VivenuHttpError {
  statusCode: string | number;
  error: string;
  message: string;
  detail?: { statusCode?: string | number; error?: string; message?: string };
}
