import {
  CHECK_HIGHLIGHTED_FIELDS,
  NETWORK_ERROR,
  reservationFormMessage,
} from '../../../src/common/domain/booking/booking-messages';
import type {
  BookingSessionAnswer,
  ReservationAnswer,
  ReserveRequest,
  SlotsAnswer,
  SlotsRequest,
} from '../../../src/common/domain/booking/booking-wire';
import { RequestError, type Transport } from '../../app/transport';
import { fieldErrorsOf } from '../forms/form-values';
import type { HumanCheck } from '../forms/human-check';

/** A failed booking call, its message already the text the visitor reads (spec 3 §8). */
export class BookingCallError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'BookingCallError';
  }
}

/** What the membership check answers (POST /api/verify-subscription). */
export interface MembershipAnswer {
  subscribed: boolean;
  /** the server's seal of this check, carried on to the reservation */
  verification?: string;
}

/** The own booking API as the flow uses it (spec 3 §7.1); the session token is the API's business. */
export interface BookingApi {
  slots(request: Omit<SlotsRequest, 'token'>): Promise<SlotsAnswer>;
  reserve(request: Omit<ReserveRequest, 'token'>): Promise<ReservationAnswer>;
  verifySubscription(email: string): Promise<MembershipAnswer>;
}

interface ErrorBody {
  message?: unknown;
}

/**
 * spec 3 §8: fetch's failure is the network error; a 400's message is shown through the reservation form's rule,
 * and a 400 with field messages asks the visitor to check those fields (not the server's 'Validation failed').
 */
function visitorError(error: unknown): BookingCallError {
  if (error instanceof BookingCallError) return error;
  if (error instanceof RequestError && error.kind === 'network') return new BookingCallError(NETWORK_ERROR);
  if (error instanceof RequestError) {
    const body = (error.body ?? {}) as ErrorBody;
    const fields = fieldErrorsOf(body);
    if (fields && Object.keys(fields).length > 0) return new BookingCallError(CHECK_HIGHLIGHTED_FIELDS, error.status, fields);
    const message = typeof body.message === 'string' ? body.message : `Request failed with status code ${error.status}`;
    return new BookingCallError(reservationFormMessage(message), error.status);
  }
  return new BookingCallError(reservationFormMessage(undefined));
}

export interface HttpBookingApiOptions {
  transport: Transport;
  humanCheck: HumanCheck;
  /** the Idempotency-Key of one reserve attempt */
  newKey?: () => string;
}

/** Over fetch: a session token asked once and again when it expires (a 401 is retried once with a new one). */
export class HttpBookingApi implements BookingApi {
  private session?: Promise<BookingSessionAnswer>;

  constructor(private readonly options: HttpBookingApiOptions) {}

  slots(request: Omit<SlotsRequest, 'token'>): Promise<SlotsAnswer> {
    return this.withSession((token) =>
      this.options.transport.postJson<SlotsAnswer>('/api/booking-slots', { ...request, token }),
    );
  }

  async reserve(request: Omit<ReserveRequest, 'token'>): Promise<ReservationAnswer> {
    // one key per attempt: a retry after a lost answer is the same attempt, so the session retry keeps it
    const key = this.options.newKey?.() ?? globalThis.crypto.randomUUID();
    try {
      return await this.withSession(async (token) => {
        const check = await this.humanToken();
        return this.options.transport.postJson<ReservationAnswer>(
          '/api/booking-reserve',
          { ...request, token },
          { headers: { Authorization: check, 'Idempotency-Key': key } },
        );
      });
    } finally {
      this.options.humanCheck.reset();
    }
  }

  async verifySubscription(email: string): Promise<MembershipAnswer> {
    try {
      const check = await this.humanToken();
      const answer = await this.options.transport.postJson<{ data?: { subscribed?: unknown; verification?: unknown } }>(
        '/api/verify-subscription',
        { email },
        { headers: { Authorization: check } },
      );
      const verification = answer?.data?.verification;
      return {
        subscribed: answer?.data?.subscribed === true,
        ...(typeof verification === 'string' ? { verification } : {}),
      };
    } catch (error) {
      throw visitorError(error);
    } finally {
      this.options.humanCheck.reset();
    }
  }

  private async humanToken(): Promise<string> {
    return this.options.humanCheck.token();
  }

  private token(fresh = false): Promise<BookingSessionAnswer> {
    if (fresh || !this.session) {
      this.session = this.options.transport.postJson<BookingSessionAnswer>('/api/booking-public-token', undefined);
      this.session.catch(() => (this.session = undefined));
    }
    return this.session;
  }

  /** spec 3 §7.1: a 401 means the session token expired: a new one, and the call once more. */
  private async withSession<T>(call: (token: string) => Promise<T>): Promise<T> {
    try {
      try {
        return await call((await this.token()).token);
      } catch (error) {
        if (!(error instanceof RequestError && error.status === 401)) throw error;
        return await call((await this.token(true)).token);
      }
    } catch (error) {
      throw visitorError(error);
    }
  }
}
