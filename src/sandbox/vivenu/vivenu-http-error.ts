/**
 * Vivenu's errors as it sends them (contracts.md §3): an HttpError body `{ statusCode, error, message }`; the
 * event info route also nests them in `detail` (spec 3 §7.3 reads `detail.error` / `detail.statusCode`).
 */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
};

export class VivenuHttpFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409,
    message: string,
    /** also answer the error nested in `detail`, as event info does */
    readonly nested = false,
  ) {
    super(message);
  }

  get body(): Record<string, unknown> {
    const error = { statusCode: String(this.status), error: REASONS[this.status], message: this.message };
    return this.nested ? { ...error, detail: error } : error;
  }
}

export const badRequest = (message: string): VivenuHttpFailure => new VivenuHttpFailure(400, message);
export const notFound = (message: string): VivenuHttpFailure => new VivenuHttpFailure(404, message);
export const unauthorized = (): VivenuHttpFailure => new VivenuHttpFailure(401, 'Unauthorized');

/** The messages the site reads (spec 3 §8). */
export const MESSAGES = {
  ticketsNotAvailable: 'Tickets are not available',
  notOnSale: 'Shop is not on sale',
  checkoutExpired: 'Checkout expired',
  checkoutAborted: 'Checkout is aborted',
  checkoutComplete: 'Checkout is already complete',
  badSecret: 'Invalid secret',
  couponNotValid: 'Coupon is not valid',
} as const;
