import { countHit, retryAfterSeconds } from './rate-limit.policy';

describe('countHit (fixed windows)', () => {
  it('should start a window of the given length with the first request', () => {
    expect(countHit(undefined, 1_000, 60_000)).toEqual({ count: 1, resetAt: 61_000 });
  });

  it('should count on within the window without moving its end', () => {
    expect(countHit({ count: 3, resetAt: 61_000 }, 60_999, 60_000)).toEqual({ count: 4, resetAt: 61_000 });
  });

  it('should start a new window once the old one has ended', () => {
    expect(countHit({ count: 40, resetAt: 61_000 }, 61_000, 60_000)).toEqual({ count: 1, resetAt: 121_000 });
  });
});

describe('retryAfterSeconds', () => {
  it.each([
    [60_000, 60],
    [59_001, 60],
    [1_000, 1],
    [1, 1],
    [0, 1],
    [-5, 1],
  ])('should answer %i ms left as %i seconds', (ms, seconds) => {
    expect(retryAfterSeconds(ms)).toBe(seconds);
  });
});
