import { BOOKING_UNKNOWN_ERROR, NETWORK_ERROR } from '../../../../src/common/domain/booking/booking-messages';
import type {
  ApplyPromoAnswer,
  ApplyPromoRequest,
  ConfirmAnswer,
  ConfirmRequest,
  PaymentIntentAnswer,
  PaymentIntentRequest,
} from '../../../../src/common/domain/booking/booking-wire';
import type { CardSandboxApi } from '../../payments/card-sandbox-api';

/**
 * A failed call of the checkout: not connected (`network`), or the server's answer with its status, its message
 * and the field errors of a 400 (`{ message, errors?: { field: message } }`, booking-wire.ts).
 */
export class CheckoutApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    readonly network = false,
    /** the server's stable error code ('BOOKING.PAYMENT_REFUNDED.CONFLICT'), when it gave one */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'CheckoutApiError';
  }
}

/** The summary step's calls of the site's own booking API (spec 3 §7.1). */
export interface CheckoutApi extends CardSandboxApi {
  /** POST /api/booking-payment-intent?invoice_id=: the intent as it is now (with the details when Pay is pressed) */
  paymentIntent(invoiceId: number, body: PaymentIntentRequest): Promise<PaymentIntentAnswer>;
  /** POST /api/booking-apply-promo, the human check's token in Authorization */
  applyPromo(body: ApplyPromoRequest, humanCheckToken: string): Promise<ApplyPromoAnswer>;
  /** POST /api/booking-confirm, the human check's token and one Idempotency-Key per attempt */
  confirm(body: ConfirmRequest, humanCheckToken: string, idempotencyKey: string): Promise<ConfirmAnswer>;
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

function fieldErrorsOf(body: unknown): Record<string, string> {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

async function post<T>(fetchImpl: Fetch, url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    // spec 3 §8: fetch fails only when the request never reached the server
    throw new CheckoutApiError(NETWORK_ERROR, undefined, {}, true);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.ok) return answer as T;
  const code = (answer as { code?: unknown } | undefined)?.code;
  throw new CheckoutApiError(
    messageOf(answer) ?? BOOKING_UNKNOWN_ERROR,
    response.status,
    fieldErrorsOf(answer),
    false,
    typeof code === 'string' ? code : undefined,
  );
}

/** The checkout's calls over fetch (the browser's own, or one a test gives). */
export function fetchCheckoutApi(fetchImpl: Fetch = (input, init) => fetch(input, init)): CheckoutApi {
  return {
    paymentIntent: (invoiceId, body) =>
      post(fetchImpl, `/api/booking-payment-intent?invoice_id=${encodeURIComponent(String(invoiceId))}`, body),
    applyPromo: (body, token) => post(fetchImpl, '/api/booking-apply-promo', body, { Authorization: token }),
    confirm: (body, token, key) =>
      post(fetchImpl, '/api/booking-confirm', body, { Authorization: token, 'Idempotency-Key': key }),
    cardSandbox: (body) => post(fetchImpl, '/api/booking-card-sandbox', body),
  };
}

/**
 * QUALITY R5: the server refunded or cancelled the card payment instead of booking; its message says so in plain
 * words and is shown as it is.
 */
export function isSettledPayment(error: unknown): error is CheckoutApiError {
  return error instanceof CheckoutApiError && (error.code ?? '').startsWith('BOOKING.PAYMENT_');
}
