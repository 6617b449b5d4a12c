/** English weekday names, Monday first (the Australian week): index 0 is ISO weekday 1. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** 'Mon' for ISO weekday 1: the three-letter name the site shows in tight places (hours tables, calendars). */
export function shortWeekdayName(weekday: number): string {
  return (WEEKDAY_NAMES[weekday - 1] ?? '').slice(0, 3);
}
