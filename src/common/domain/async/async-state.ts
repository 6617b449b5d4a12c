/**
 * spec 1 §4: async data (traffic, parking, widgets, search and others) is not asked, loading, success (with
 * its payload) or failure (with an error). A success response lacking the expected payload counts as failure.
 */
export type AsyncState<T> =
  | { status: 'notAsked' }
  | { status: 'loading'; previous?: T }
  | { status: 'success'; value: T }
  | { status: 'failure'; error: string; previous?: T };

/** spec 1 §8: reported when a success response lacks the payload its caller needs. */
export const INVALID_PAYLOAD_MESSAGE = 'Received successful response with invalid or missing payload';

/** spec 1 §8: what a visitor reads when a request fails. */
export const REQUEST_ERROR_MESSAGES = {
  network: 'It seems like you are not connected to the Internet. Please check your connection and try again.',
  generic: 'Oops! Something went wrong, Please try again later.',
  unknown: 'Unknown error occurred. Please try again.',
} as const;

/** How a failed request reached the browser. */
export type RequestFailureKind = 'network' | 'http' | 'invalid-payload' | 'unknown';

/** spec 1 §8: the visitor's message for a failure ('Network Error' → not connected; a server answer → generic). */
export function requestErrorMessage(kind: RequestFailureKind): string {
  switch (kind) {
    case 'network':
      return REQUEST_ERROR_MESSAGES.network;
    case 'http':
    case 'invalid-payload':
      return REQUEST_ERROR_MESSAGES.generic;
    default:
      return REQUEST_ERROR_MESSAGES.unknown;
  }
}

/**
 * A payload check: returns the value a caller can use, or undefined when the response lacks it
 * (then the state is a failure, spec 1 §4).
 */
export type PayloadCheck<T> = (body: unknown) => T | undefined;
