import { STATUS_CODES } from 'node:http';
import { INVALID_PAYLOAD_MESSAGE } from '../../common/domain/async/async-state';
import { DomainError } from '../../common/server/errors/domain-error';

/** Why a property data call failed. */
export type PropertyDataFailure =
  /** no answer at all: refused, reset, timed out (spec 1 §8: status 400 'Bad Request') */
  | 'no-response'
  /** the API answered with an error status, carried as is */
  | 'status'
  /** a 2xx whose body is not the payload the call needs (spec 1 §4: a failure) */
  | 'invalid-payload'
  /** the token endpoint refused the client id or secret */
  | 'credentials';

const CODES: Record<PropertyDataFailure, string> = {
  'no-response': 'UPSTREAM.PROPERTY_DATA_NO_RESPONSE',
  status: 'UPSTREAM.PROPERTY_DATA_ERROR',
  'invalid-payload': 'UPSTREAM.PROPERTY_DATA_INVALID_PAYLOAD',
  credentials: 'UPSTREAM.PROPERTY_DATA_CREDENTIALS',
};

/**
 * What every PropertyDataPort call rejects with. `status` is what the data client reports (spec 1 §8: 400
 * 'Bad Request' when no response was received; otherwise the upstream status, 200 for a success without its
 * payload). The code is under UPSTREAM, so the site's own endpoints answer visitors 503 (decision 0008).
 */
export class PropertyDataError extends DomainError {
  constructor(
    readonly failure: PropertyDataFailure,
    readonly status: number,
    message: string,
    /** METHOD path of the call, for logs (no query values, no body) */
    readonly call: string,
    options?: { cause?: unknown },
  ) {
    super(CODES[failure], message, undefined, options);
  }

  /** spec 1 §8: the data client returns status 400 'Bad Request' when no response is received. */
  static noResponse(call: string, cause?: unknown): PropertyDataError {
    return new PropertyDataError('no-response', 400, 'Bad Request', call, { cause });
  }

  static status(call: string, status: number): PropertyDataError {
    return new PropertyDataError('status', status, STATUS_CODES[status] ?? `Status ${status}`, call);
  }

  /** spec 1 §8: 'Received successful response with invalid or missing payload' */
  static invalidPayload(call: string, status = 200): PropertyDataError {
    return new PropertyDataError('invalid-payload', status, INVALID_PAYLOAD_MESSAGE, call);
  }

  static credentials(call: string, status: number): PropertyDataError {
    return new PropertyDataError('credentials', status, 'The property data API refused the client credentials', call);
  }
}
