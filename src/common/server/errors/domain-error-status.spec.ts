import { statusForDomainCode } from './domain-error-status';

describe('statusForDomainCode', () => {
  const registry = {
    'BOOKING.SLOT_UNAVAILABLE': 400,
    'BOOKING.*': 409,
    'BOOKING.PAYMENT.*': 402,
    'UPSTREAM.*': 503,
    '*.NOT_FOUND': 404,
  };

  it('should prefer an exact code', () => {
    expect(statusForDomainCode('BOOKING.SLOT_UNAVAILABLE', registry)).toBe(400);
  });

  it('should fall back to the longest matching prefix', () => {
    expect(statusForDomainCode('BOOKING.PAYMENT.DECLINED', registry)).toBe(402);
    expect(statusForDomainCode('BOOKING.OTHER', registry)).toBe(409);
  });

  it('should prefer an area prefix over a reason suffix', () => {
    expect(statusForDomainCode('BOOKING.NOT_FOUND', registry)).toBe(409);
    expect(statusForDomainCode('STORE.NOT_FOUND', registry)).toBe(404);
  });

  it('should leave an unregistered code without a status', () => {
    expect(statusForDomainCode('MYSTERY.THING', registry)).toBeUndefined();
  });

  it('should map the spec codes of the real registry', () => {
    // spec 3 §8: the booking client shows the slot message on a 400
    expect(statusForDomainCode('BOOKING.SLOT_UNAVAILABLE')).toBe(400);
    expect(statusForDomainCode('CONTENT.NOT_FOUND')).toBe(404);
    expect(statusForDomainCode('UPSTREAM.TIMEOUT')).toBe(503);
    expect(statusForDomainCode('RATE_LIMIT.EXCEEDED')).toBe(429);
  });
});
