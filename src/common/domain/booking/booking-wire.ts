/**
 * The service booking flow's shapes (spec 3 §3.1, §7.1; docs/booking.md): the catalogue the server reads from the
 * booking provider and renders into a booking block, the block's content settings, and the site's own booking API
 * (`/api/booking-*`). Money in these shapes is always integer cents (AUD): the provider's decimal strings are
 * turned into cents once, where the server reads them (`toCents`).
 */

/** spec 3 §3.1 'Additional field'; `type` as shown ('digits' is read as 'number'). */
export type AdditionalFieldType = 'text' | 'textarea' | 'select' | 'checkbox' | 'number' | 'date';

export interface AdditionalField {
  id: number;
  /** the provider's field name, the key its answer is sent back under */
  name: string;
  title: string;
  type: AdditionalFieldType;
  /** a select's options (the provider's comma-separated `values`) */
  options: string[];
  /** `is_null === '1'`: the visitor may leave it empty */
  optional: boolean;
  pos: number;
  /** spec 3 §5.1: the title with non-alphanumerics removed, cut to 100 characters (the form's field key) */
  key: string;
}

/** spec 3 §3.1 'Products': shown only when active, visible and allowed for the service (qty above 0). */
export interface CatalogueProduct {
  id: number;
  name: string;
  priceCents: number;
  /** the most the visitor may add to one booking of the service (the product's qty for that service) */
  maxQty: number;
}

/** spec 3 §3.1 'Service event' (a class is a service with a class id). */
export interface CatalogueService {
  id: number;
  name: string;
  /** HTML from the provider, sanitised by the server before it reaches a page */
  description: string;
  durationMinutes: number;
  priceCents: number;
  /** the providers (units) that deliver it */
  providerIds: number[];
  /** set for classes: every service of a class booking has one */
  classId?: number;
  /** the unit group a class's sessions belong to */
  unitGroupId?: number;
  /** visible, ordered additional fields of the service */
  fields: AdditionalField[];
  /** products that may be added to a booking of the service */
  products: CatalogueProduct[];
}

/** spec 3 §3.1 'Provider'. */
export interface CatalogueProvider {
  id: number;
  name: string;
  description: string;
  /** the provider's public URL plus its picture_path; absent without a picture */
  pictureUrl?: string;
}

/** What a booking block offers, read by the server from the provider (filtered to the block's service ids). */
export interface BookingCatalogue {
  /** the company login (spec 3 §7.1 booking-public-token's companyId) */
  companyId: string;
  services: CatalogueService[];
  /** only providers attached to the listed services (spec 3 §4.1 provider filter) */
  providers: CatalogueProvider[];
}

/** spec 3 §3.1 'Content settings' of a booking block, as the page model reads them. */
export interface BookingSettings {
  serviceIds: number[];
  /** 'service' or 'class' as the editor chose; the flow's type is derived from the data (bookingTypeOf) */
  serviceType?: string;
  allowMultipleBookings: boolean;
  allowTieredPricing: boolean;
  /** most people per booking; attendee selectors show only above 1 */
  maxPeople: number;
  /** hours: slots starting sooner are hidden */
  minTimeBeforeBooking: number;
  fullDayEvent: boolean;
  /** 'Subscribing to {membershipName}...'; the mailing list when empty */
  membershipName?: string;
  serviceNotice?: string;
  reservationNotice?: string;
  smsConfirmation: boolean;
  analyticsFormName?: string;
  ticketInfo?: string;
  /** the confirmation screen's text */
  confirmation?: string;
  /** 'Book Again' on the confirmation */
  showBookMore: boolean;
  /** the consent checkbox's terms (text) */
  terms?: string;
  /** the block's own questions, asked after the service's (spec 3 §3.1 `questions`; additional-fields.ts); absent: none */
  questions?: AdditionalField[];
  /** the centre allows promo codes for visitors who are not members (spec 3 §5.1 display rule) */
  nonExclusivePromos: boolean;
  membersOnly: boolean;
  marketingFlagId?: string;
}

/** Which booking block a request is about: the server reads its settings from content, never from the body. */
export interface BookingBlockRef {
  /** the page's full slug ('pages/book/styling-session') */
  page: string;
  /** the block's `_uid` on that page */
  uid: string;
}

// ---------------------------------------------------------------------------------------------------------------
// The site's own booking API (spec 3 §7.1). Human check in `Authorization` where marked; `Idempotency-Key` on
// reserve and confirm (a repeat returns the first answer). 400 answers carry `{ message, errors? }` where
// `message` is one of the spec's texts (booking-messages.ts).
// ---------------------------------------------------------------------------------------------------------------

/** POST /api/booking-public-token (no body): the flow's session, sealed by the server, good for an hour. */
export interface BookingSessionAnswer {
  companyId: string;
  token: string;
  expiresAt: string;
}

/** POST /api/booking-slots: a month's start times of a service (and provider), with their places. */
export interface SlotsRequest {
  block: BookingBlockRef;
  token: string;
  service_id: number;
  provider_id?: number | null;
  /** YYYY-MM-DD, centre time */
  date_from: string;
  date_to: string;
  with_available_slots?: 1;
}

export interface Slot {
  /** HH:mm:ss, centre time */
  time: string;
  available_count: number;
  total_count: number;
}

export interface DaySlots {
  /** YYYY-MM-DD */
  date: string;
  slots: Slot[];
}

export interface SlotsAnswer {
  data: {
    /** the service's first working day on or after date_from (getFirstWorkingDay), when there is one */
    firstWorkingDay?: string;
    slots: DaySlots[];
  };
}

/** One line of an invoice (spec 3 §3.1 'Reservation data'). */
export interface InvoiceLine {
  type: 'booking' | 'product';
  name: string;
  qty: number;
  priceCents: number;
  finalPriceCents: number;
}

/** The provider's invoice as the site answers it: every amount from the provider, in cents. */
export interface BookingInvoice {
  id: number;
  amountCents: number;
  discountCents: number;
  taxCents: number;
  currency: 'AUD';
  /** ISO instant the reservation lapses if unpaid (the timer counts down to it) */
  dueAt: string;
  createdAt: string;
  lines: InvoiceLine[];
  /** the applied promo code, once one is */
  promoCode?: string;
}

/** POST /api/booking-reserve (human check, Idempotency-Key). */
export interface ReserveRequest {
  block: BookingBlockRef;
  token: string;
  event_id: number;
  provider_id: number;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm:ss */
  time: string;
  email: string;
  /** attendees: adults and children where the block asks for them, else quantity */
  adults?: number;
  children?: number;
  quantity: number;
  /** answers to the questions asked (the service's additional fields, then the block's questions), by field key */
  answers: Record<string, string>;
  products: { id: number; qty: number }[];
  /** the verification seal /api/verify-subscription answered for this email (membership is the server's fact) */
  verification?: string;
}

export interface ReservationAnswer {
  reservationData: {
    /** the reservation, sealed by the server: carried back on promo, payment and confirm */
    token: string;
    bookings: { id: number; code: string }[];
    invoice: BookingInvoice | null;
    /** ISO instant the hold lapses (the invoice's due time, or ten minutes after the reservation) */
    expiresAt: string;
    /** the email belongs to a member (from the sealed verification), so the subscribe box is hidden */
    existingMember: boolean;
  };
}

/** POST /api/booking-payment-intent?invoice_id= */
export interface PaymentIntentRequest {
  token: string;
  sms_required?: boolean;
  /**
   * sent when Pay is pressed, before the card is charged: the visitor's details as the confirm will send them, so
   * the server can settle the payment without the visitor (docs/booking.md "Settlement")
   */
  client?: BookingClientDetails;
  subscribe?: boolean;
  consent?: boolean;
}

export interface PaymentIntentAnswer {
  id: string;
  client_secret: string;
  /** the publishable key; 'sandbox' when no card provider key is configured (the sandbox card form is used) */
  public_key: string;
  amountCents: number;
  status: string;
}

/** POST /api/booking-apply-promo (human check). */
export interface ApplyPromoRequest {
  token: string;
  code: string;
  eventType?: string;
}

export interface ApplyPromoAnswer {
  /** the reservation again, its invoice now discounted */
  token: string;
  invoice: BookingInvoice;
  /** a new intent for the discounted amount; absent when nothing is left to pay */
  paymentIntent?: PaymentIntentAnswer;
  fullyDiscounted: boolean;
}

/** spec 3 §3.1 'Personal details (service flow)'. */
export interface BookingClientDetails {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  postcode: string;
}

/** POST /api/booking-confirm (human check, Idempotency-Key). */
export interface ConfirmRequest {
  token: string;
  client: BookingClientDetails;
  /** the subscribe checkbox (ignored for members) */
  subscribe: boolean;
  /** the consent checkbox */
  consent: boolean;
  /** the card payment's intent, when the invoice needed one */
  paymentIntentId?: string;
}

export interface ConfirmAnswer {
  status: 'confirmed';
  /** the booking reference the visitor is shown (the provider's booking codes) */
  reference: string;
  bookings: { id: number; code: string }[];
  /** only when the visitor asked to subscribe */
  subscription?: 'accepted' | 'subscribed' | 'failed';
}

/**
 * POST /api/booking-card-sandbox (demo and test only, when no publishable key is configured): the sandbox card
 * form's confirm. Answers the shape of Stripe.js `confirmCardPayment`.
 */
export interface SandboxCardRequest {
  client_secret: string;
  card: { number: string; exp_month: number; exp_year: number; cvc: string };
  billing_details: { name?: string; email?: string; phone?: string; address?: { postal_code?: string } };
  /** the answer to a 3-D Secure challenge the first confirm asked for */
  three_d_secure?: 'complete' | 'fail';
}

export interface CardPaymentIntent {
  id: string;
  status: string;
  amount: number;
  created: number;
}

export interface CardPaymentError {
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
}

export type CardPaymentResult =
  | { paymentIntent: CardPaymentIntent; error?: undefined }
  | { paymentIntent?: undefined; error: CardPaymentError };
