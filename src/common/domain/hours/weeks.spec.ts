import { MALL_HOURS } from './hours.fixtures';
import { weekStart, weekTables } from './weeks';

describe('weekly tables (spec 1 §2.9, §9: weeks start Monday)', () => {
  it('should find the Monday of a date week', () => {
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
  });

  it('should give four weeks of seven days from the centre current week with today marked', () => {
    const now = new Date('2026-03-05T01:00:00Z');
    const weeks = weekTables(MALL_HOURS, now, 'Australia/Perth');
    expect(weeks.map((week) => `${week.start}..${week.end}`)).toEqual([
      '2026-03-02..2026-03-08',
      '2026-03-09..2026-03-15',
      '2026-03-16..2026-03-22',
      '2026-03-23..2026-03-29',
    ]);
    expect(
      weeks
        .flatMap((week) => week.days)
        .filter((day) => day.isToday)
        .map((day) => day.date),
    ).toEqual(['2026-03-05']);
  });
});
