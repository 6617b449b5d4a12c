import { backoffDelay, isIdempotent, isRetryableStatus } from './retry-policy';

const options = { retries: 2, baseDelayMs: 100, maxDelayMs: 1000 };

describe('property data retry policy', () => {
  it('should treat GET, PUT and DELETE as idempotent and a POST only with an idempotency key or when marked', () => {
    expect(isIdempotent({ method: 'GET' })).toBe(true);
    expect(isIdempotent({ method: 'PUT' })).toBe(true);
    expect(isIdempotent({ method: 'DELETE' })).toBe(true);
    expect(isIdempotent({ method: 'POST' })).toBe(false);
    expect(isIdempotent({ method: 'POST', idempotencyKey: 'a1' })).toBe(true);
    expect(isIdempotent({ method: 'POST', idempotent: true })).toBe(true);
    expect(isIdempotent({ method: 'GET', idempotent: false })).toBe(false);
  });

  it('should retry only 5xx and 429 answers', () => {
    expect([500, 502, 503, 504, 429].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 422].some(isRetryableStatus)).toBe(false);
  });

  it('should double the wait with each retry, jittered between half and all of it', () => {
    expect(backoffDelay(1, options, () => 0)).toBe(50);
    expect(backoffDelay(1, options, () => 1)).toBe(100);
    expect(backoffDelay(2, options, () => 0)).toBe(100);
    expect(backoffDelay(2, options, () => 1)).toBe(200);
    expect(backoffDelay(3, options, () => 0.5)).toBe(300);
  });

  it('should wait at least what Retry-After asks, but never longer than the maximum', () => {
    expect(backoffDelay(1, options, () => 0, '0')).toBe(50);
    expect(backoffDelay(1, { ...options, maxDelayMs: 2000 }, () => 0, '1')).toBe(1000);
    expect(backoffDelay(1, options, () => 0, '120')).toBe(1000);
    expect(backoffDelay(6, options, () => 1)).toBe(1000);
    expect(backoffDelay(1, options, () => 0, 'Wed, 21 Oct 2026 07:28:00 GMT')).toBe(50);
  });
});
