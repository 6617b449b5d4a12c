import { clientAddressKey, countHit, retryAfterSeconds } from './rate-limit.policy';

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

describe('clientAddressKey', () => {
  it('should keep an IPv4 address as is', () => {
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('should read an IPv4 address seen through a dual-stack socket as IPv4', () => {
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('should count every IPv6 address of one /64 as one visitor', () => {
    expect(clientAddressKey('2001:db8:85a3:12:1::7')).toBe('2001:db8:85a3:12::/64');
    expect(clientAddressKey('2001:0DB8:85a3:0012:ffff:1:2:3')).toBe('2001:db8:85a3:12::/64');
  });

  it('should expand a shortened IPv6 address before taking its /64', () => {
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('should count requests without an address together', () => {
    expect(clientAddressKey(undefined)).toBe('unknown');
    expect(clientAddressKey('')).toBe('unknown');
  });
});
