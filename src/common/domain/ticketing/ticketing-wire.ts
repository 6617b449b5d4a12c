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

/* ------------------------------------------------------------------------------------------------------------------
 * Seated events (spec 3 §2.2 seat_selection, §3.2, §4.2, §7.3 seating service, §8; docs/seating.md). The browser
 * talks to the site's own seating routes; the server speaks Vivenu's seating service (contracts.md §3).
 * ---------------------------------------------------------------------------------------------------------------- */

/** How a seat can be had now, as the map shows it ('held' is anyone's reservation; the modal knows its own seats). */
export type SeatState = 'free' | 'held' | 'sold';

/** One seat of the venue, in the map's own coordinates (SVG user units, y down). */
export interface SeatMapSeat {
  /** the seat's status id: what reserve, free and the ticket item's `seatingInfo.statusId` name */
  statusId: string;
  /** the seat object's id in the layout */
  _id: string;
  sectionName: string;
  rowName: string;
  seatName: string;
  /** the seat map category's id (TicketCategory.seatingReference) */
  categoryId: string;
  /** 'handicapped' for a wheelchair space; 'normal' otherwise */
  seatType: 'normal' | 'handicapped';
  state: SeatState;
  /** centre of the seat */
  x: number;
  y: number;
}

export interface SeatMapRow {
  name: string;
  seats: SeatMapSeat[];
}

export interface SeatMapSection {
  _id: string;
  name: string;
  rows: SeatMapRow[];
  /** where the section's name is drawn */
  labelX: number;
  labelY: number;
}

export interface SeatMapCategory {
  /** the seat map category id (a TicketCategory's `seatingReference`) */
  _id: string;
  name: string;
  /** a CSS colour for the legend and the seats; the map draws states over it */
  color: string;
}

/** GET /api/seating/:eventId/map: the venue of one (child) event with every seat's state now. */
export interface SeatMapView {
  /** the Vivenu event id the map belongs to (not the seating event id) */
  eventId: string;
  seatingEventId: string;
  width: number;
  height: number;
  /** the stage or screen, drawn as a labelled box */
  stage?: { x: number; y: number; width: number; height: number; label: string };
  categories: SeatMapCategory[];
  sections: SeatMapSection[];
  /** ISO time the states were read */
  readAt: string;
}

/**
 * POST /api/seating/:eventId/reserve `{ statusId, token? }` (human check not needed: a seat hold costs nothing and
 * expires) -> `{ token, statusId, validUntil }`; the first reservation has no token and is given one. POST
 * /api/seating/:eventId/free `{ statusId, token }` -> `{ status: 'ok', validUntil }`. POST
 * /api/reservation/cancel `{ token }` (JSON, a beacon's Blob or text/plain, or form-encoded; also GET ?token=) ->
 * `{ status: 'cancelled' }`. Errors: 409 code 'seat-unavailable' "Sorry the seat you've selected is no longer
 * available"; 410 code 'reservation-not-found' 'Reservation could not be found'; 400 code 'seat-limit' when the
 * reservation already holds the most seats one order may take.
 */
export interface SeatReservation {
  /** the seating reservation token: it goes into the checkout's `seatingReservationToken` */
  token: string;
  statusId: string;
  /** when the hold lapses unless another seat is added or freed (each change moves it on) */
  validUntil: string;
}

export const SEAT_UNAVAILABLE_CODE = 'seat-unavailable';
export const RESERVATION_NOT_FOUND_CODE = 'reservation-not-found';
export const SEAT_LIMIT_CODE = 'seat-limit';
