/** English weekday names, Monday first (the Australian week): index 0 is ISO weekday 1. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
