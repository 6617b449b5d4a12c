import type { FieldErrors } from './domain-error';

/** spec 1 §8 / 2 §8 / 3 §8: the generic message, the only text a visitor sees for an unexpected failure. */
export const GENERIC_ERROR_MESSAGE = 'Oops! Something went wrong, Please try again later.';

/** The one error shape every `/api` response uses (STYLE 2 and 3). */
export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: FieldErrors;
  code?: string;
  correlationId: string;
}
