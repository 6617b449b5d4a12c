import { assertValidOptions, entryTtls, isFresh, isUsableStale, staleDeadline } from './cache-entry.policy';

const timed = { freshMs: 1_000, staleIfErrorMs: 10_000, errorBackoffMs: 500 };
const untilInvalidated = { freshMs: 0, staleIfErrorMs: 10_000, errorBackoffMs: 500 };

describe('cache entry policy', () => {
  it('should treat a timed entry as fresh only while younger than freshMs', () => {
    expect(isFresh({ value: 1, fetchedAt: 0 }, timed, 999)).toBe(true);
    expect(isFresh({ value: 1, fetchedAt: 0 }, timed, 1_000)).toBe(false);
  });

  it('should treat an entry as fresh forever when freshMs is 0 (its generation retires it)', () => {
    expect(isFresh({ value: 1, fetchedAt: 0 }, untilInvalidated, Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it('should allow a timed entry to be served stale until staleIfErrorMs after it went stale', () => {
    expect(staleDeadline({ value: 1, fetchedAt: 100 }, timed)).toBe(100 + 1_000 + 10_000);
    expect(isUsableStale({ value: 1, fetchedAt: 100 }, timed, 11_099)).toBe(true);
    expect(isUsableStale({ value: 1, fetchedAt: 100 }, timed, 11_100)).toBe(false);
  });

  it('should count the stale window of an until-invalidated entry from the invalidation', () => {
    const entry = { value: 1, fetchedAt: 0, generation: 5 };
    expect(staleDeadline(entry, untilInvalidated, 50_000)).toBe(60_000);
    expect(isUsableStale(entry, untilInvalidated, 59_999, 50_000)).toBe(true);
    expect(isUsableStale(entry, untilInvalidated, 60_000, 50_000)).toBe(false);
  });

  it('should keep serving an until-invalidated entry of the current generation', () => {
    expect(isUsableStale({ value: 1, fetchedAt: 0, generation: 7 }, untilInvalidated, 1e15, 7)).toBe(true);
  });

  it('should store timed entries for freshMs + staleIfErrorMs', () => {
    expect(entryTtls(timed, 604_800_000)).toEqual({ primaryMs: 11_000, lastGoodMs: 11_000 });
  });

  it('should store until-invalidated entries for the record expiry, and their last good copy staleIfErrorMs longer', () => {
    expect(entryTtls(untilInvalidated, 604_800_000)).toEqual({ primaryMs: 604_800_000, lastGoodMs: 604_810_000 });
    expect(entryTtls({ ...untilInvalidated, staleIfErrorMs: 0 }, 604_800_000).primaryMs).toBe(604_800_000);
  });

  it('should refuse negative or non-numeric options', () => {
    expect(() => assertValidOptions({ ...timed, freshMs: -1 })).toThrow(RangeError);
    expect(() => assertValidOptions({ ...timed, errorBackoffMs: Number.NaN })).toThrow(RangeError);
    expect(() => assertValidOptions(timed)).not.toThrow();
  });
});
