import { zonedParts } from '../time/zoned-time';
import type { FieldOption } from './form-field';
import { MONTH_NAMES } from '../time/month-names';

/** spec 2 §9: the earliest birth year offered. */
export const FIRST_BIRTH_YEAR = 1900;
/** spec 2 §9: the latest birth year offered is the current year minus 15. */
export const YOUNGEST_AGE_IN_YEARS = 15;

/** The current year and month where the centre is (a visitor in Perth and one in Melbourne may differ at New Year). */
function currentYearMonth(now: Date, timeZone: string): { year: number; month: number } {
  const parts = zonedParts(now, timeZone);
  return { year: parts.year, month: parts.month };
}

/** spec 2 §5: birth years from the current year minus 15 down to 1900, newest first, as options. */
export function birthYearOptions(now: Date, timeZone: string): FieldOption[] {
  const youngest = currentYearMonth(now, timeZone).year - YOUNGEST_AGE_IN_YEARS;
  const options: FieldOption[] = [];
  for (let year = youngest; year >= FIRST_BIRTH_YEAR; year -= 1)
    options.push({ value: String(year), label: String(year) });
  return options;
}

/**
 * spec 2 §5: the birth months (value '1' to '12', label the month's name); for the youngest year the list
 * stops at the current month. Any other year (or none chosen yet) has all twelve.
 */
export function birthMonthOptions(birthYear: string | undefined, now: Date, timeZone: string): FieldOption[] {
  const { year, month } = currentYearMonth(now, timeZone);
  const last = birthYear !== undefined && Number(birthYear) === year - YOUNGEST_AGE_IN_YEARS ? month : 12;
  return MONTH_NAMES.slice(0, last).map((label, index) => ({ value: String(index + 1), label }));
}
