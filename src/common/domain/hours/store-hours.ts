import type { HoursOptions } from './day-hours';
import type { DayHours, TradingHours } from './trading-hours';

/**
 * spec 1 §3: how a store's hours meet the centre's special hours. A store that trades the centre's hours
 * follows the centre's special days (a public holiday, late-night shopping); a store with hours of its own
 * (a restaurant, the cinema, a gym) keeps them, as does a store flagged to ignore centre special hours.
 * The store's own special hours always win.
 */
export function storeHoursOptions(
  store: TradingHours,
  centre: TradingHours | undefined,
  ignoreCentreSpecial: boolean,
): HoursOptions {
  const followsCentre = centre !== undefined && sameWeek(store.days, centre.days);
  return { centreSpecial: centre?.special, ignoreCentreSpecial: ignoreCentreSpecial || !followsCentre };
}

function sameWeek(a: DayHours[], b: DayHours[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((day, index) => {
    const other = b[index]!;
    if (day.day !== other.day || day.closedAllDay !== other.closedAllDay) return false;
    return day.closedAllDay || (day.opens === other.opens && day.closes === other.closes);
  });
}
