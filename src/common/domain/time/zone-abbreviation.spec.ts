import fc from 'fast-check';
import { zoneAbbreviation } from './zone-abbreviation';

describe('zoneAbbreviation (issue 26 part 6: the time zone in force, never written by hand)', () => {
  it('should name daylight time in a Melbourne summer and standard time in its winter', () => {
    expect(zoneAbbreviation(new Date('2027-01-13T12:59:00Z'), 'Australia/Melbourne')).toBe('AEDT');
    expect(zoneAbbreviation(new Date('2026-07-13T13:59:00Z'), 'Australia/Melbourne')).toBe('AEST');
  });

  it('should change on the night daylight saving starts in Melbourne (2am on the first Sunday of October)', () => {
    // Sunday 4 October 2026: 1:59am AEST, then 3:00am AEDT
    expect(zoneAbbreviation(new Date('2026-10-03T15:59:00Z'), 'Australia/Melbourne')).toBe('AEST');
    expect(zoneAbbreviation(new Date('2026-10-03T16:00:00Z'), 'Australia/Melbourne')).toBe('AEDT');
  });

  it('should name Brisbane AEST and Perth AWST all year', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }), (instant) => {
        expect(zoneAbbreviation(instant, 'Australia/Brisbane')).toBe('AEST');
        expect(zoneAbbreviation(instant, 'Australia/Perth')).toBe('AWST');
      }),
    );
  });

  it('should name a zone without an abbreviation by its offset from UTC', () => {
    expect(zoneAbbreviation(new Date('2027-01-13T00:00:00Z'), 'Asia/Singapore')).toBe('UTC+08');
  });
});
