import { closingText } from './competition-closing';

describe('closingText (issue 26 part 6: the time zone in force on the closing date)', () => {
  it('should say AEDT for a Melbourne competition closing in summer, and AEST for one closing in winter', () => {
    expect(closingText('2027-01-13 23:59', 'Australia/Melbourne')).toBe(
      'Entries close at 11:59pm AEDT on 13th January 2027',
    );
    expect(closingText('2027-06-30 23:59', 'Australia/Melbourne')).toBe(
      'Entries close at 11:59pm AEST on 30th June 2027',
    );
  });

  it("should say the centre's own zone: AEST in a Brisbane summer, AWST in Perth", () => {
    expect(closingText('2027-01-13 23:59', 'Australia/Brisbane')).toBe('Entries close at 11:59pm AEST on 13th January 2027');
    expect(closingText('2027-01-13 17:00', 'Australia/Perth')).toBe('Entries close at 5:00pm AWST on 13th January 2027');
  });

  it('should read a date without a time as the end of that day, and say nothing without a date', () => {
    expect(closingText('2026-12-24', 'Australia/Melbourne')).toBe('Entries close at 11:59pm AEDT on 24th December 2026');
    expect(closingText(undefined, 'Australia/Melbourne')).toBeUndefined();
    expect(closingText('', 'Australia/Melbourne')).toBeUndefined();
  });
});
