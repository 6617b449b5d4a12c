import { isoWithOffset } from './json-ld';

describe('isoWithOffset', () => {
  it("should write centre wall time with the zone's offset of that date", () => {
    expect(isoWithOffset('2026-12-01 18:00', 'Australia/Melbourne')).toBe('2026-12-01T18:00:00+11:00');
    expect(isoWithOffset('2026-07-01 18:00', 'Australia/Melbourne')).toBe('2026-07-01T18:00:00+10:00');
    expect(isoWithOffset('2026-12-01', 'Australia/Brisbane')).toBe('2026-12-01T00:00:00+10:00');
    expect(isoWithOffset('2026-12-01 09:30', 'Australia/Perth')).toBe('2026-12-01T09:30:00+08:00');
    expect(isoWithOffset('soon', 'Australia/Perth')).toBeUndefined();
  });
});
