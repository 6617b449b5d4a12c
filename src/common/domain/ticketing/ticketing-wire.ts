/**
 * The site's own ticketing API as the browser sees it (docs/ticketing.md, decision 0029). One set of shapes shared
 * by the server (src/modules/ticketing) and the modal (client/features/ticketing). Money is integer cents; times
 * are ISO strings; `token` is the sealed checkout the browser carries and cannot read.
 */

export type SaleStatus = 'onSale' | 'planned' | 'past' | 'soldOut';
export type TicketingEventType = 'SINGLE' | 'GROUP' | 'RECURRENCE' | 'ROOT';
export type DiscountType = 'fixPerItem' | 'var' | 'fix';
export type ExtraFieldType = 'text' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'number' | 'date' | 'email' | 'tel';

/** A question the event (once per order) or a ticket (once per ticket) asks. */
export interface ExtraField {
  _id: string;
  name: string;
  slug: string;
  type: ExtraFieldType;
  options?: string[];
  required: boolean;
  deleted?: boolean;
}

export interface TicketCategory {
  _id: string;
  ref: string;
  name: string;
  seatingReference?: string;
}

export interface TicketType {
  id: string;
  name: string;
  priceCents: number;
  /** remaining stock of this type */
  v: number;
  categoryRef?: string;
  requiresExtraFields: boolean;
  maxAmountPerOrder?: number;
}

export interface FeeSettings {
  /** fee per ticket, cents */
  cXfCents: number;
  /** fee as a fraction of each ticket's price (0.05 = 5%) */
  cXv: number;
  /** one-off fee per order (only when at least one ticket), cents */
  ccXfCents: number;
}

export interface TaxSettings {
  /** 0.1 for GST */
  rate: number;
  inclusive: boolean;
}

export interface TicketingEventMeta {
  is_free_event?: boolean;
  hide_quantity_indicator?: boolean;
  is_child_tickets_mandatory?: boolean;
  max_adult_tickets?: number;
}

/** GET /api/events/info/:id */
export interface TicketingEvent {
  _id: string;
  name: string;
  start: string;
  end: string;
  timezone: string;
  locationName?: string;
  saleStatus: SaleStatus;
  eventType: TicketingEventType;
  rootId?: string;
  /** remaining volume */
  v: number;
  /** tickets per order */
  max: number;
  min: number;
  seating: boolean;
  seatingEventId?: string;
  tickets: TicketType[];
  categories: TicketCategory[];
  extraFields: ExtraField[];
  ticketExtraFields: ExtraField[];
  meta: TicketingEventMeta;
  startingPriceCents: number;
  fees: FeeSettings;
  tax: TaxSettings;
}

/** One date and time of a recurrent (ROOT) event: GET /api/events/public/listings */
export interface TicketingEventSummary {
  _id: string;
  name: string;
  start: string;
  end: string;
  timezone: string;
  saleStatus: SaleStatus;
  v: number;
  startingPriceCents: number;
}

/** GET /api/public/events/:id */
export interface TicketingAvailability {
  v: number;
  saleStatus: SaleStatus;
  tickets: Array<{ id: string; v: number }>;
}

/** A seat as the ticket item carries it (issue 25 fills it). */
export interface SeatingInfo {
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

/** What the browser asks for: never a price. */
export interface TicketRequestItem {
  ticketTypeId: string;
  amount: number;
  seatingInfo?: SeatingInfo;
}

export interface CheckoutLine {
  ticketTypeId: string;
  name: string;
  amount: number;
  /** price of one ticket */
  priceCents: number;
  seatingInfo?: SeatingInfo;
}

export interface AppliedDiscount {
  type: DiscountType;
  /** the coupon's value: cents for fix and fixPerItem, a fraction (0.1) for var */
  value: number;
  name: string;
  code: string;
  absoluteDiscountCents: number;
}

export interface CheckoutTotals {
  ticketsCents: number;
  feesCents: number;
  discountCents: number;
  taxCents: number;
  taxInclusive: boolean;
  totalCents: number;
}

/** POST /api/checkout, /api/checkout/items, and inside details and coupon answers */
export interface CheckoutView {
  token: string;
  expiresAt: string;
  items: CheckoutLine[];
  totals: CheckoutTotals;
  appliedDiscounts: AppliedDiscount[];
  fullyDiscounted: boolean;
}

export interface PersonalDetails {
  first_name: string;
  last_name: string;
  email: string;
  countryResidence: string;
  countryCode: string;
  mobile: string;
  postcode?: string;
}

/** answers keyed by extra field slug; ticket answers by the per-ticket name (category, ticket name, position) */
export interface TicketingAnswers {
  event_specific: Record<string, string | string[] | boolean>;
  ticket_specific: Record<string, Record<string, string | string[] | boolean>>;
}

/** POST /api/payments/requests */
export interface TicketPaymentRequest {
  id: string;
  client_secret: string;
  /** the publishable key, or 'sandbox' for the site's sandbox card form */
  public_key: string;
  amountCents: number;
  status: string;
}

export interface IssuedTicket {
  id: string;
  name: string;
  ticketTypeName: string;
  holder?: string;
}

/** POST /api/confirm-booking, GET /api/checkout/tickets */
export interface TicketConfirmation {
  status: 'confirmed';
  tickets: IssuedTicket[];
  transactionId: string;
  invoiceNo: string;
}

/**
 * The event story's ticketing content (spec 3 §3.2 "Event content"), as the page model hands it to Book Now and the
 * modal. `vivenuEventId` names the Vivenu event (a ROOT for a recurrent event).
 */
export interface TicketingEventContent {
  centreSlug: string;
  title: string;
  vivenuEventId: string;
  offline: boolean;
  offlineMessage?: string;
  soldOut: boolean;
  membersOnly: boolean;
  membershipName?: string;
  ticketInfo?: string;
  questionInfo?: string;
  bookingTerms?: string;
  privacyPolicy?: string;
  privacyNotice?: string;
  serviceConditions?: string;
  invertColors?: boolean;
  fullDayEvent?: boolean;
  analyticsFormName?: string;
  /** the event's sale status as the server last read it (Book Now's state); undefined when it could not be read */
  saleStatus?: SaleStatus;
}
