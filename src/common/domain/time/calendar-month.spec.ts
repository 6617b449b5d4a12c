import fc from 'fast-check';
import {
  addMonths,
  clampToBounds,
  dayName,
  daysInMonth,
  isInBounds,
  monthInBounds,
  monthOf,
  monthTitle,
  monthWeeks,
  moveDate,
  normaliseTypedDate,
  type CalendarMove,
} from './calendar-month';
import { addDays, weekdayOf } from './zoned-time';

const pad = (value: number) => String(value).padStart(2, '0');
const anyMonth = fc.record({ year: fc.integer({ min: 1900, max: 2200 }), month: fc.integer({ min: 1, max: 12 }) });
const anyDate = fc
  .record({
    year: fc.integer({ min: 1901, max: 2199 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => `${year}-${pad(month)}-${pad(Math.min(day, daysInMonth({ year, month })))}`);
const BACK: ReadonlyArray<[CalendarMove, CalendarMove]> = [
  ['previousDay', 'nextDay'],
  ['nextDay', 'previousDay'],
  ['previousWeek', 'nextWeek'],
  ['nextWeek', 'previousWeek'],
];
const BACK_BY_MONTH: ReadonlyArray<[CalendarMove, CalendarMove]> = [
  ['previousMonth', 'nextMonth'],
  ['nextMonth', 'previousMonth'],
  ['previousYear', 'nextYear'],
  ['nextYear', 'previousYear'],
];
const ALL_MOVES: CalendarMove[] = [...BACK, ...BACK_BY_MONTH].map(([move]) => move).concat(['weekStart', 'weekEnd']);

describe('the calendar month', () => {
  it('should lay out November 2026 in six weeks from Monday 26 October to Sunday 6 December', () => {
    const weeks = monthWeeks({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![0]).toBe('2026-10-26');
    expect(weeks[0]![6]).toBe('2026-11-01');
    expect(weeks[5]![0]).toBe('2026-11-30');
    expect(weeks[5]![6]).toBe('2026-12-06');
  });

  it('should take four weeks for a February that starts on a Monday', () => {
    const weeks = monthWeeks({ year: 2027, month: 2 });
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe('2027-02-01');
    expect(weeks[3]![6]).toBe('2027-02-28');
  });

  it('should name the month and the day as the visitor reads them', () => {
    expect(monthTitle({ year: 2026, month: 11 })).toBe('November 2026');
    expect(dayName('2026-11-23')).toBe('Monday 23 November 2026');
    expect(dayName('2028-02-29')).toBe('Tuesday 29 February 2028');
    expect(monthOf('2026-01-31')).toEqual({ year: 2026, month: 1 });
    expect(daysInMonth({ year: 2028, month: 2 })).toBe(29);
  });

  it('should hold every day of a month exactly once in 4 to 6 full weeks from Monday', () => {
    fc.assert(
      fc.property(anyMonth, (month) => {
        const weeks = monthWeeks(month);
        const days = weeks.flat();
        const own = days.filter((day) => day.startsWith(`${month.year}-${pad(month.month)}-`));
        expect(weeks.length).toBeGreaterThanOrEqual(4);
        expect(weeks.length).toBeLessThanOrEqual(6);
        expect(weeks.every((week) => week.length === 7 && weekdayOf(week[0]!) === 1)).toBe(true);
        expect(days.every((day, index) => index === 0 || day === addDays(days[index - 1]!, 1))).toBe(true);
        expect(own).toHaveLength(daysInMonth(month));
        expect(new Set(own).size).toBe(own.length);
      }),
    );
  });
});

describe('moving the focused date', () => {
  it('should move by a day, a week, a month and a year, and to the ends of the week', () => {
    expect(moveDate('2026-11-23', 'previousDay')).toBe('2026-11-22');
    expect(moveDate('2026-11-30', 'nextDay')).toBe('2026-12-01');
    expect(moveDate('2026-11-23', 'nextWeek')).toBe('2026-11-30');
    expect(moveDate('2026-11-23', 'previousMonth')).toBe('2026-10-23');
    expect(moveDate('2026-11-23', 'nextYear')).toBe('2027-11-23');
    expect(moveDate('2026-11-26', 'weekStart')).toBe('2026-11-23');
    expect(moveDate('2026-11-26', 'weekEnd')).toBe('2026-11-29');
    expect(moveDate('2026-11-29', 'weekEnd')).toBe('2026-11-29');
  });

  it("should keep to the month's last day when the next month is shorter", () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('should stop at the first and last dates offered (spec 2 §5: start and end inclusive, never after today)', () => {
    const bounds = { from: '2026-11-01', to: '2026-11-23' };
    expect(moveDate('2026-11-23', 'nextDay', bounds)).toBe('2026-11-23');
    expect(moveDate('2026-11-20', 'nextWeek', bounds)).toBe('2026-11-23');
    expect(moveDate('2026-11-03', 'previousMonth', bounds)).toBe('2026-11-01');
    expect(moveDate('2026-11-23', 'weekEnd', bounds)).toBe('2026-11-23');
    expect(moveDate('2026-11-23', 'nextDay', { to: '2026-11-23' })).toBe('2026-11-23');
    expect(clampToBounds('2026-12-25', bounds)).toBe('2026-11-23');
    expect(isInBounds('2026-10-31', bounds)).toBe(false);
    expect(isInBounds('2026-10-31', {})).toBe(true);
  });

  it('should offer a month when any of its days is offered', () => {
    const bounds = { from: '2026-10-31', to: '2026-11-01' };
    expect(monthInBounds({ year: 2026, month: 10 }, bounds)).toBe(true);
    expect(monthInBounds({ year: 2026, month: 11 }, bounds)).toBe(true);
    expect(monthInBounds({ year: 2026, month: 9 }, bounds)).toBe(false);
    expect(monthInBounds({ year: 2026, month: 12 }, bounds)).toBe(false);
    expect(monthInBounds({ year: 1999, month: 12 }, {})).toBe(true);
  });

  it('should come back to the same day after moving there and back by days or weeks', () => {
    fc.assert(
      fc.property(anyDate, fc.constantFrom(...BACK), (day, [there, back]) => {
        expect(moveDate(moveDate(day, there), back)).toBe(day);
      }),
    );
  });

  it('should come back to the same day after moving there and back by months or years when no month cuts it short', () => {
    fc.assert(
      fc.property(anyDate, fc.constantFrom(...BACK_BY_MONTH), (day, [there, back]) => {
        fc.pre(Number(day.slice(8)) <= 28);
        expect(moveDate(moveDate(day, there), back)).toBe(day);
      }),
    );
  });

  it('should never leave the dates offered', () => {
    fc.assert(
      fc.property(anyDate, anyDate, anyDate, fc.constantFrom(...ALL_MOVES), (a, b, start, move) => {
        const bounds = a <= b ? { from: a, to: b } : { from: b, to: a };
        const moved = moveDate(clampToBounds(start, bounds), move, bounds);
        expect(isInBounds(moved, bounds)).toBe(true);
      }),
    );
  });
});

describe('a typed date', () => {
  it("should be written as the picker writes it when typed on a phone's number pad or with other separators", () => {
    expect(normaliseTypedDate('23112026')).toBe('23/11/2026');
    expect(normaliseTypedDate(' 23.11.2026 ')).toBe('23/11/2026');
    expect(normaliseTypedDate('3-1-2026')).toBe('03/01/2026');
    expect(normaliseTypedDate('3/1/2026')).toBe('03/01/2026');
  });

  it('should be left as typed when it is not a day, month and year', () => {
    expect(normaliseTypedDate('2026-11-23')).toBe('2026-11-23');
    expect(normaliseTypedDate('23/11')).toBe('23/11');
    expect(normaliseTypedDate('')).toBe('');
    expect(normaliseTypedDate('yesterday')).toBe('yesterday');
  });
});
