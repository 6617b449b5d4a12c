import { closingText } from './competition-closing';

/** The zone's name as the tz database would give it (src/page-model/time/zone-abbreviation.ts reads the real one). */
const names = (instant: Date, timeZone: string) =>
  `${timeZone === 'Australia/Perth' ? 'AWST' : 'AEST'}@${instant.toISOString()}`;

describe('closingText (issue 26 part 6: when entries close, in the zone in force then)', () => {
  it("should name the close by the centre's wall clock and the zone's name at that instant", () => {
    // 11:59pm in Melbourne on 13 January is 12:59 UTC (daylight time, UTC+11)
    expect(closingText('2027-01-13 23:59', 'Australia/Melbourne', names)).toBe(
      'Entries close at 11:59pm AEST@2027-01-13T12:59:00.000Z on 13th January 2027',
    );
    expect(closingText('2027-01-13 17:00', 'Australia/Perth', names)).toBe(
      'Entries close at 5:00pm AWST@2027-01-13T09:00:00.000Z on 13th January 2027',
    );
  });

  it('should read a date without a time as the end of that day, and say nothing without a date', () => {
    expect(closingText('2026-12-24', 'Australia/Brisbane', () => 'AEST')).toBe(
      'Entries close at 11:59pm AEST on 24th December 2026',
    );
    expect(closingText(undefined, 'Australia/Melbourne', () => 'AEDT')).toBeUndefined();
    expect(closingText('', 'Australia/Melbourne', () => 'AEDT')).toBeUndefined();
  });
});
