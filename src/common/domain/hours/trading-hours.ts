/**
 * Trading hours as the CMS holds them (spec 1 §3: per-weekday default hours and special hours by date).
 * What a given date's hours are, and every label, is worked out in day-hours.ts, centre-day.ts (relative to
 * now, in the centre's time zone), open-status.ts and weeks.ts.
 */
import type { TradingHoursBlok } from '../cms/content-shared.types';
import { shortWeekdayName, WEEKDAY_NAMES as DAY_NAMES } from '../time/weekday-names';

/** Default hours of one weekday. `day` is ISO: 1 = Monday ... 7 = Sunday. */
export interface DayHours {
  day: number;
  name: string;
  shortName: string;
  /** HH:mm, '' when closed */
  opens: string;
  /** HH:mm; '00:00'/'24:00' = midnight; '' = late */
  closes: string;
  closedAllDay: boolean;
}

/** Hours that replace the defaults on one date. Blank start and end = closed all day. */
export interface SpecialHours {
  /** YYYY-MM-DD in the centre's time zone */
  date: string;
  name: string;
  startTime: string;
  endTime: string;
}

export interface TradingHours {
  days: DayHours[];
  special: SpecialHours[];
}


/** Maps the CMS trading-hours blok (first of the list) to TradingHours; undefined when absent. */
export function toTradingHours(bloks: TradingHoursBlok[] | undefined): TradingHours | undefined {
  const blok = bloks?.[0];
  if (!blok || !Array.isArray(blok.days)) return undefined;
  const days = blok.days
    .map((day) => {
      const index = DAY_NAMES.findIndex(
        (name) =>
          name.toLowerCase() ===
          String(day.name ?? '')
            .trim()
            .toLowerCase(),
      );
      return {
        day: index + 1,
        name: DAY_NAMES[index] ?? String(day.name),
        shortName: day.shortName || shortWeekdayName(index + 1),
        opens: (day.opens ?? '').trim(),
        closes: (day.closes ?? '').trim(),
        closedAllDay: Boolean(day.closedAllDay),
      };
    })
    .filter((day) => day.day > 0)
    .sort((a, b) => a.day - b.day);
  const special = (blok.specialHours ?? [])
    .map((entry) => ({
      date: String(entry.date ?? '').slice(0, 10),
      name: entry.name ?? '',
      startTime: (entry.start_time ?? '').trim(),
      endTime: (entry.end_time ?? '').trim(),
    }))
    .filter((entry) => /^\d{4}-\d{2}-\d{2}$/.test(entry.date));
  return { days, special };
}
