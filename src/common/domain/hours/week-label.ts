/**
 * Labels of the opening-hours block's weekly tables (spec 1 §2.9: the dots label shows the week range).
 * Dates are centre-local calendar dates (YYYY-MM-DD), so no time zone is involved here.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '5 Mar' */
export function shortDate(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1] ?? ''}`;
}

/** '2 – 8 Mar', '30 Mar – 5 Apr', '29 Dec 2025 – 4 Jan 2026' */
export function weekRangeLabel(start: string, end: string): string {
  const [startYear, startMonth] = start.split('-');
  const [endYear, endMonth] = end.split('-');
  if (startYear !== endYear) return `${shortDate(start)} ${startYear} – ${shortDate(end)} ${endYear}`;
  if (startMonth === endMonth) return `${Number(start.slice(8, 10))} – ${shortDate(end)}`;
  return `${shortDate(start)} – ${shortDate(end)}`;
}
