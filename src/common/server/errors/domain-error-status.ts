import {
  RESERVATION_NOT_FOUND_CODE,
  SEAT_LIMIT_CODE,
  SEAT_UNAVAILABLE_CODE,
} from '../../domain/ticketing/ticketing-wire';

/**
 * The one place where domain error codes become HTTP statuses. A key is an exact code
 * ('BOOKING.SLOT_UNAVAILABLE'), an area prefix ('UPSTREAM.*') or a reason suffix ('*.NOT_FOUND').
 * Exact codes win over prefixes (the longest prefix first), prefixes over suffixes. A code that
 * matches nothing is a programming error: the filter answers it as an unexpected 500.
 */
const DOMAIN_ERROR_STATUS: Readonly<Record<string, number>> = {
  // spec 3 §8: the client shows 'Sorry, this timeslot is no longer available...' on a 400
  'BOOKING.SLOT_UNAVAILABLE': 400,
  // QUALITY R5: an Idempotency-Key sent again with another body, as payment APIs refuse it
  'REQUEST.IDEMPOTENCY_KEY.REUSED': 422,
  'CONTENT.NOT_FOUND': 404,
  // spec 3 §8 seating: the codes the seat map's calls answer with (ticketing-wire.ts; docs/seating.md)
  [SEAT_UNAVAILABLE_CODE]: 409,
  [RESERVATION_NOT_FOUND_CODE]: 410,
  [SEAT_LIMIT_CODE]: 400,
  // spec 2 §8 / 3 §8: 'Human verification failed', 'Please confirm you are not a robot'
  'CAPTCHA.*': 400,
  // the human check could not be made (siteverify down or slow): nothing is let through (decision 0009)
  'CAPTCHA.UNAVAILABLE': 503,
  // QUALITY R7: bursts get a 429 (the limiter sets Retry-After itself)
  'RATE_LIMIT.*': 429,
  // an upstream (data API, booking, ticketing) that is down or answers nonsense
  'UPSTREAM.*': 503,
  '*.NOT_FOUND': 404,
  '*.INVALID': 400,
  '*.CONFLICT': 409,
  '*.EXPIRED': 410,
};

export function statusForDomainCode(
  code: string,
  registry: Readonly<Record<string, number>> = DOMAIN_ERROR_STATUS,
): number | undefined {
  const exact = registry[code];
  if (exact !== undefined) return exact;
  const segments = code.split('.');
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const prefix = registry[`${segments.slice(0, length).join('.')}.*`];
    if (prefix !== undefined) return prefix;
  }
  return registry[`*.${segments[segments.length - 1]}`];
}
