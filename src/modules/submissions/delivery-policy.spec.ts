import { backoffDelayMs, decideAfterFailure, DELIVERY_ROUTES, isPermanentFailure } from './delivery-policy';

const options = { maxAttempts: 8, baseMs: 1000, maxMs: 60_000 };

describe('delivery routes', () => {
  it('should send each kind to its data API route of spec 2 §7', () => {
    expect(DELIVERY_ROUTES).toEqual({
      subscription: { path: 'consumer/subscribers' },
      contact: { path: 'contact-us' },
      leasing: { path: 'crm/leasing-enquiries' },
      'leasing-popup': { path: 'crm/leasing-popup-enquiries' },
      'commercial-leasing': { path: 'commercial-leasing', version: 'v3' },
      competition: { path: 'consumer/competition' },
      'journey-email': { path: 'consumer/edm' },
      'gift-guide': { path: 'consumer/edm' },
      booking: { path: 'consumer/booking' },
      'booking-sms': { path: 'consumer/booking/sms' },
      'booking-journal': { path: '', local: true },
    });
  });
});

describe('isPermanentFailure', () => {
  it.each([400, 401, 403, 404, 410, 422])('should treat a %i as a refusal for good', (status) => {
    expect(isPermanentFailure({ status })).toBe(true);
  });

  it.each([408, 409, 429, 500, 502, 503, 504])('should treat a %i as worth another attempt', (status) => {
    expect(isPermanentFailure({ status })).toBe(false);
  });

  it('should treat no answer at all as worth another attempt', () => {
    expect(isPermanentFailure({})).toBe(false);
  });
});

describe('backoffDelayMs', () => {
  it('should wait between half the base and the base after the first failure', () => {
    expect(backoffDelayMs(1, options, 0)).toBe(500);
    expect(backoffDelayMs(1, options, 1)).toBe(1000);
    expect(backoffDelayMs(1, options, 0.5)).toBe(750);
  });

  it('should double the wait after each next failure', () => {
    expect([1, 2, 3, 4].map((attempts) => backoffDelayMs(attempts, options, 1))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('should never wait longer than the cap', () => {
    expect(backoffDelayMs(7, options, 1)).toBe(60_000);
    expect(backoffDelayMs(200, options, 1)).toBe(60_000);
    expect(backoffDelayMs(200, options, 0)).toBe(30_000);
  });

  it('should keep the jitter between nothing and all of the second half', () => {
    expect(backoffDelayMs(2, options, -1)).toBe(1000);
    expect(backoffDelayMs(2, options, 2)).toBe(2000);
  });
});

describe('decideAfterFailure', () => {
  it('should retry a 503 after the backoff of its attempt', () => {
    expect(decideAfterFailure(2, { status: 503 }, options, 1)).toEqual({ park: false, delayMs: 4000 });
  });

  it('should park at once when the data API refuses the submission with a 400', () => {
    expect(decideAfterFailure(0, { status: 400 }, options, 1)).toEqual({ park: true });
  });

  it('should retry a rate limit and a timeout', () => {
    expect(decideAfterFailure(0, { status: 429 }, options, 0)).toEqual({ park: false, delayMs: 500 });
    expect(decideAfterFailure(0, { status: 408 }, options, 0)).toEqual({ park: false, delayMs: 500 });
  });

  it('should park after the K-th failed attempt', () => {
    expect(decideAfterFailure(6, {}, options, 1)).toEqual({ park: false, delayMs: 60_000 });
    expect(decideAfterFailure(7, {}, options, 1)).toEqual({ park: true });
  });

  it('should park after the first failure when K is 1', () => {
    expect(decideAfterFailure(0, { status: 503 }, { ...options, maxAttempts: 1 }, 1)).toEqual({ park: true });
  });
});
