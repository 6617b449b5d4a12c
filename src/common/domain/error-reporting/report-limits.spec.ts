import { PageReportLimit, sampled, TokenBucket } from './report-limits';

describe('PageReportLimit', () => {
  it('should send each message once and no more than the limit per page view', () => {
    const limit = new PageReportLimit(3);
    expect(limit.admit('a')).toBe(true);
    expect(limit.admit('a')).toBe(false);
    expect(limit.admit('b')).toBe(true);
    expect(limit.admit('c')).toBe(true);
    expect(limit.admit('d')).toBe(false);
  });
});

describe('TokenBucket', () => {
  it('should let a burst through, then one report per refill period', () => {
    let now = 0;
    const bucket = new TokenBucket(3, 0.5, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now = 1000;
    expect(bucket.take()).toBe(false);
    now = 2000;
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    now = 60_000;
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });
});

describe('sampled', () => {
  it('should send all at 1, none at 0, and about the rate in between', () => {
    expect(sampled(1, () => 0.999)).toBe(true);
    expect(sampled(0, () => 0)).toBe(false);
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const sent = Array.from({ length: 10_000 }, () => sampled(0.25, random)).filter(Boolean).length;
    expect(sent).toBeGreaterThan(2200);
    expect(sent).toBeLessThan(2800);
  });
});
