/** Stripe's error shape (contracts.md §4): `{ error: { type, code, decline_code?, message, param?, payment_intent? } }`. */
export interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'api_error' | 'idempotency_error';
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  payment_intent?: unknown;
  doc_url?: string;
}

export class StripeError extends Error {
  constructor(
    public readonly status: 400 | 401 | 402 | 404,
    public readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export const invalidRequest = (message: string, code?: string, param?: string): StripeError =>
  new StripeError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });

export const missingParam = (param: string): StripeError =>
  invalidRequest(`Missing required param: ${param}.`, 'parameter_missing', param);

export const noSuchIntent = (id: string): StripeError =>
  new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such payment_intent: '${id}'`,
    param: 'intent',
  });
