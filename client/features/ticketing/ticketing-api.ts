import { NETWORK_ERROR, UNKNOWN_ERROR } from '../../../src/common/domain/ticketing/ticketing-messages';
import type { CardPaymentResult, SandboxCardRequest } from '../../../src/common/domain/booking/booking-wire';
import type {
  CheckoutView,
  PersonalDetails,
  SeatMapView,
  SeatReservation,
  TicketConfirmation,
  TicketingAnswers,
  TicketingAvailability,
  TicketingEvent,
  TicketingEventSummary,
  TicketPaymentRequest,
  TicketRequestItem,
} from '../../../src/common/domain/ticketing/ticketing-wire';
import { RequestError, type Transport } from '../../app/transport';
import type { HumanCheck } from '../forms/human-check';
import type { CardSandboxApi } from '../payments/card-sandbox-api';

/**
 * A failed ticketing call: its message the server's (spec 3 §8 texts) or the network message, with the status, the
 * field messages of a 400 and the server's stable code when it gave them.
 */
export class TicketingCallError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    readonly network = false,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'TicketingCallError';
  }
}

export interface CreateCheckoutRequest {
  eventId: string;
  items: TicketRequestItem[];
  seatingReservationToken?: string;
}

export interface DetailsRequest {
  token: string;
  personal: PersonalDetails;
  answers: TicketingAnswers;
  terms: boolean;
  newsletter: boolean;
  /** the membership check's seal (POST /api/verify-subscription) */
  verification?: string;
}

export interface MembershipCheck {
  subscribed: boolean;
  verification?: string;
}

/** The site's own ticketing API as the modal calls it (docs/ticketing.md; `token` is the sealed checkout). */
export interface TicketingApi extends CardSandboxApi {
  listings(vivenuEventId: string): Promise<TicketingEventSummary[]>;
  eventInfo(eventId: string): Promise<TicketingEvent>;
  availability(eventId: string): Promise<TicketingAvailability>;
  createCheckout(request: CreateCheckoutRequest): Promise<CheckoutView>;
  replaceItems(token: string, items: TicketRequestItem[], seatingReservationToken?: string): Promise<CheckoutView>;
  saveDetails(request: DetailsRequest): Promise<CheckoutView>;
  applyCoupon(code: string, token: string): Promise<CheckoutView>;
  paymentRequest(token: string): Promise<TicketPaymentRequest>;
  confirm(token: string, paymentIntentId?: string): Promise<TicketConfirmation>;
  tickets(token: string): Promise<TicketConfirmation>;
  abort(token: string): Promise<void>;
  verifySubscription(email: string): Promise<MembershipCheck>;
  /** issue 25: the venue of one (child) event with every seat's state now */
  seatMap(eventId: string): Promise<SeatMapView>;
  /** holds one seat; the first reservation has no token and is given one, later ones carry it */
  reserveSeat(eventId: string, statusId: string, token?: string): Promise<SeatReservation>;
  /** gives one held seat back; the reservation (its token) stays, its hold moved on */
  freeSeat(eventId: string, statusId: string, token: string): Promise<{ validUntil: string }>;
  /** every seat of the reservation given back */
  cancelSeatReservation(token: string): Promise<void>;
}

export const ABORT_PATH = '/api/checkout/abort';
export const SEAT_CANCEL_PATH = '/api/reservation/cancel';

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
  code?: unknown;
}

function fieldErrorsOf(body: ErrorBody): Record<string, string> {
  const errors = body.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** spec 3 §8: fetch's failure is the network message; the server's answer keeps its message, fields and code. */
export function ticketingError(error: unknown): TicketingCallError {
  if (error instanceof TicketingCallError) return error;
  if (error instanceof RequestError && error.kind === 'network') {
    return new TicketingCallError(NETWORK_ERROR, undefined, {}, true);
  }
  if (error instanceof RequestError) {
    const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as ErrorBody;
    const message = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : UNKNOWN_ERROR;
    const code = typeof body.code === 'string' ? body.code : undefined;
    return new TicketingCallError(message, error.status, fieldErrorsOf(body), false, code);
  }
  return new TicketingCallError(UNKNOWN_ERROR);
}

export interface HttpTicketingApiOptions {
  transport: Transport;
  humanCheck: HumanCheck;
  /** one Idempotency-Key per attempt (a test gives its own) */
  newKey?: () => string;
}

const seatToken = (token?: string) => (token ? { seatingReservationToken: token } : {});
const path = (value: string) => encodeURIComponent(value);

/** Over the page's transport: the human check in Authorization and an Idempotency-Key where the API asks for them. */
export class HttpTicketingApi implements TicketingApi {
  constructor(private readonly options: HttpTicketingApiOptions) {}

  async listings(vivenuEventId: string): Promise<TicketingEventSummary[]> {
    const answer = await this.get<{ events?: TicketingEventSummary[] }>(
      `/api/events/public/listings?eventId=${path(vivenuEventId)}`,
    );
    return Array.isArray(answer?.events) ? answer.events : [];
  }

  eventInfo(eventId: string): Promise<TicketingEvent> {
    return this.get(`/api/events/info/${path(eventId)}`);
  }

  availability(eventId: string): Promise<TicketingAvailability> {
    return this.get(`/api/public/events/${path(eventId)}`);
  }

  createCheckout(request: CreateCheckoutRequest): Promise<CheckoutView> {
    return this.post('/api/checkout', request, { human: true, key: true });
  }

  replaceItems(token: string, items: TicketRequestItem[], seatingReservationToken?: string): Promise<CheckoutView> {
    return this.post('/api/checkout/items', { token, items, ...seatToken(seatingReservationToken) });
  }

  async saveDetails(request: DetailsRequest): Promise<CheckoutView> {
    const answer = await this.post<{ checkout: CheckoutView }>('/api/checkout/details', request, { human: true });
    return answer.checkout;
  }

  async applyCoupon(code: string, token: string): Promise<CheckoutView> {
    const answer = await this.post<{ checkout: CheckoutView }>(
      `/api/coupon/${path(code)}/info`,
      { token },
      { human: true },
    );
    return answer.checkout;
  }

  paymentRequest(token: string): Promise<TicketPaymentRequest> {
    return this.post('/api/payments/requests', { token }, { key: true });
  }

  confirm(token: string, paymentIntentId?: string): Promise<TicketConfirmation> {
    return this.post(
      '/api/confirm-booking',
      { token, ...(paymentIntentId ? { paymentIntentId } : {}) },
      {
        human: true,
        key: true,
      },
    );
  }

  tickets(token: string): Promise<TicketConfirmation> {
    return this.get(`/api/checkout/tickets?token=${path(token)}`);
  }

  async abort(token: string): Promise<void> {
    await this.post(ABORT_PATH, { token });
  }

  seatMap(eventId: string): Promise<SeatMapView> {
    return this.get(`/api/seating/${path(eventId)}/map`);
  }

  reserveSeat(eventId: string, statusId: string, token?: string): Promise<SeatReservation> {
    return this.post(`/api/seating/${path(eventId)}/reserve`, { statusId, ...(token ? { token } : {}) });
  }

  async freeSeat(eventId: string, statusId: string, token: string): Promise<{ validUntil: string }> {
    const answer = await this.post<{ validUntil: string }>(`/api/seating/${path(eventId)}/free`, { statusId, token });
    return { validUntil: answer.validUntil };
  }

  async cancelSeatReservation(token: string): Promise<void> {
    await this.post(SEAT_CANCEL_PATH, { token });
  }

  /** the sandbox card form's confirm, shared with service booking (demo and test, no publishable key) */
  cardSandbox(body: SandboxCardRequest): Promise<CardPaymentResult> {
    return this.post('/api/booking-card-sandbox', body);
  }

  async verifySubscription(email: string): Promise<MembershipCheck> {
    const answer = await this.post<{ data?: { subscribed?: unknown; verification?: unknown } }>(
      '/api/verify-subscription',
      { email },
      { human: true },
    );
    const verification = answer?.data?.verification;
    return {
      subscribed: answer?.data?.subscribed === true,
      ...(typeof verification === 'string' ? { verification } : {}),
    };
  }

  private async get<T>(url: string): Promise<T> {
    try {
      return await this.options.transport.getJson<T>(url);
    } catch (error) {
      throw ticketingError(error);
    }
  }

  private async post<T>(url: string, body: unknown, guard: { human?: boolean; key?: boolean } = {}): Promise<T> {
    const headers: Record<string, string> = {};
    try {
      if (guard.human) headers.Authorization = await this.options.humanCheck.token();
      if (guard.key) headers['Idempotency-Key'] = this.options.newKey?.() ?? globalThis.crypto.randomUUID();
      return await this.options.transport.postJson<T>(url, body, { headers });
    } catch (error) {
      throw ticketingError(error);
    } finally {
      // spec 2 §4: the check is reset after every attempt, whatever its outcome
      if (guard.human) this.options.humanCheck.reset();
    }
  }
}

/** `{ token }` as JSON by a beacon, which the unload cannot cancel; answers whether the browser queued it. */
function tokenBeacon(url: string, token: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  const body = new Blob([JSON.stringify({ token })], { type: 'application/json' });
  return navigator.sendBeacon(url, body);
}

/** Decision 0029 item 6: a checkout held is aborted when the page goes away. */
export const abortByBeacon = (token: string): boolean => tokenBeacon(ABORT_PATH, token);

/** issue 25: the seats held are given back when the page goes away, as the checkout is. */
export const cancelSeatsByBeacon = (token: string): boolean => tokenBeacon(SEAT_CANCEL_PATH, token);
