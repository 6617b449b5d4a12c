import type { DayHours, SpecialHours, TradingHours } from './trading-hours';
import { WEEKDAY_NAMES as NAMES } from '../time/weekday-names';


/** Test hours: [opens, closes] per weekday from Monday; null = closed all day. */
export function weekHours(days: Array<[string, string] | null>, special: SpecialHours[] = []): TradingHours {
  const list: DayHours[] = days.map((entry, index) => ({
    day: index + 1,
    name: NAMES[index]!,
    shortName: NAMES[index]!.slice(0, 3),
    opens: entry?.[0] ?? '',
    closes: entry?.[1] ?? '',
    closedAllDay: entry === null,
  }));
  return { days: list, special };
}

/** A typical shopping centre: late-night Thursday, shorter Sunday. */
export const MALL_HOURS = weekHours([
  ['09:00', '17:30'],
  ['09:00', '17:30'],
  ['09:00', '17:30'],
  ['09:00', '21:00'],
  ['09:00', '17:30'],
  ['09:00', '17:00'],
  ['10:00', '17:00'],
]);
