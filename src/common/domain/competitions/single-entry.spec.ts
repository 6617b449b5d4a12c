import { entryPeriod, singleEntryKind, singleEntryNotice } from './single-entry';

describe('single-entry competitions (spec 2 §3, §4)', () => {
  it('should read the competition types', () => {
    expect(singleEntryKind('Single Entry competition')).toBe('lifetime');
    expect(singleEntryKind('Single Entry per day')).toBe('day');
    expect(singleEntryKind('Single Entry per week')).toBe('week');
    expect(singleEntryKind('Multiple Entry')).toBeUndefined();
    expect(singleEntryKind(undefined)).toBeUndefined();
  });

  it("should put an entry in the centre's day and week (Monday to Sunday)", () => {
    // Sunday 22 November 2026, 14:30 UTC: Monday the 23rd in Melbourne, still Sunday in Perth
    const now = new Date('2026-11-22T14:30:00Z');
    expect(entryPeriod('day', now, 'Australia/Melbourne')).toBe('2026-11-23');
    expect(entryPeriod('day', now, 'Australia/Perth')).toBe('2026-11-22');
    expect(entryPeriod('week', now, 'Australia/Melbourne')).toBe('week-of-2026-11-23');
    expect(entryPeriod('week', now, 'Australia/Perth')).toBe('week-of-2026-11-16');
    expect(entryPeriod('lifetime', now, 'Australia/Perth')).toBe('lifetime');
  });

  it('should give each type its notice', () => {
    expect(singleEntryNotice('lifetime').alreadyEntered).toBe(
      "You've already entered this competition. Thanks for taking part, and good luck!",
    );
    expect(singleEntryNotice('day').alreadyEntered).toContain('today');
    expect(singleEntryNotice('week').alreadyEntered).toContain('this week');
  });
});
