/**
 * Simulated arrivals of a centre, by local time: a weekday curve (lunch peak, after-school bump), a weekend
 * curve (one broad early-afternoon peak), an evening peak on late-night trading days, a late bump when
 * trading runs past midnight, slower first and last hours, nothing while closed. 1 is a usual busy hour;
 * values stay within the chart's 0 to 1.2. Trading hours come from the centre's CMS content, special hours
 * included, so a closed day (a public holiday) has no hours at all.
 */
import { hoursOn, isOpenAt, type ResolvedDay } from '../../common/domain/hours/day-hours';
import type { TrafficAlertLevel } from '../../common/domain/live/live-api.types';
import { toCompactDate, zonedIsoString } from '../../common/domain/time/date-formats';
import { addDays, weekdayOf, zonedDateKey, zonedParts, zonedToInstant } from '../../common/domain/time/zoned-time';
import { clamp, noise, round, signedNoise } from './seeded-noise';
import type { SimCentre } from './property-api-sandbox.types';

const DAY = 1440;
const MAX_LEVEL = 1.2;

/** Wire shapes (docs/property-data-api.md). */
export interface WireTrafficHour {
  timestamp: string;
  occupancy: number;
  alertLevel: TrafficAlertLevel;
}
export interface WireTrafficDay {
  /** YYYYMMDD */
  datestamp: string;
  hours: WireTrafficHour[];
}
export interface WireTrafficCurve {
  timezone: string;
  days: WireTrafficDay[];
}
export interface WireCurrentTraffic {
  timestamp: string;
  currentTraffic: number;
  alertLevel: TrafficAlertLevel;
}

const bell = (hour: number, peak: number, width: number): number =>
  Math.exp(-((hour - peak) ** 2) / (2 * width * width));

/** GREEN below 0.45, YELLOW below 0.8, RED from 0.8 (about four fifths of a usual busy hour). */
export function alertLevelFor(level: number): TrafficAlertLevel {
  if (level < 0.45) return 'GREEN';
  return level < 0.8 ? 'YELLOW' : 'RED';
}

/** Minutes after the day's midnight at which trading ends: midnight for 'Late' and open-all-day. */
function closingMinute(day: ResolvedDay): number {
  return day.status === 'open' ? (day.closesAt ?? DAY) : DAY;
}

/** The usual arrivals at a minute of a trading day (minutes after `date`'s midnight; past 1440 is overnight). */
export function typicalLevel(centre: SimCentre, date: string, minute: number): number {
  const day = hoursOn(centre.hours, date);
  if (!isOpenAt(day, minute)) return 0;
  const hour = minute / 60;
  const opens = day.opensAt ?? 0;
  const closes = closingMinute(day);
  const weekend = weekdayOf(date) >= 6;
  let shape = weekend
    ? 0.2 * bell(hour, 11, 1.4) + 0.85 * bell(hour, 13.75, 2.3) + 0.12
    : 0.7 * bell(hour, 12.5, 1.2) + 0.45 * bell(hour, 16.75, 1.5) + 0.12;
  if (closes >= 20 * 60) shape += 0.45 * bell(hour, 18.75, 1.3); // late-night trading
  if (closes > DAY) shape += 0.3 * bell(hour, 22.5, 1.5); // trading past midnight
  shape *= clamp(0.35 + (0.65 * (minute - opens)) / 60, 0.35, 1); // the first hour is quieter
  shape *= clamp(0.4 + (0.6 * (closes - minute)) / 60, 0.4, 1); // and so is the last
  const scale = 0.9 + 0.2 * noise(centre.centreKey, 'scale');
  const wobble = 1 + 0.08 * signedNoise(centre.centreKey, weekdayOf(date), Math.floor(hour));
  return clamp(round(shape * scale * wobble, 2), 0, MAX_LEVEL);
}

/** What really happened on a date: the usual curve, off by up to 15% each hour. */
export function actualLevel(centre: SimCentre, date: string, minute: number): number {
  const typical = typicalLevel(centre, date, minute);
  const drift = 1 + 0.15 * signedNoise(centre.centreKey, date, Math.floor(minute / 60), 'actual');
  return clamp(round(typical * drift, 2), 0, MAX_LEVEL);
}

type LevelAt = (centre: SimCentre, date: string, minute: number) => number;

/**
 * The trading day that starts on `date`, hour by hour: one day, or two when trading runs past midnight (the
 * hours after midnight under the next date). A closed date is one day with no hours.
 */
export function trafficDays(centre: SimCentre, date: string, levelAt: LevelAt = typicalLevel): WireTrafficDay[] {
  const day = hoursOn(centre.hours, date);
  if (day.status === 'closed') return [{ datestamp: toCompactDate(date)!, hours: [] }];
  const opens = day.status === 'open' ? (day.opensAt ?? 0) : 0;
  const closes = closingMinute(day);
  const byDate = new Map<string, WireTrafficHour[]>([[date, []]]);
  for (let start = Math.floor(opens / 60) * 60; start < closes; start += 60) {
    const sample = clamp(start + 30, opens, closes - 1); // mid-hour, inside the trading hours
    const level = levelAt(centre, date, sample);
    const localDate = start >= DAY ? addDays(date, 1) : date;
    const clock = `${String((start % DAY) / 60).padStart(2, '0')}:00`;
    const instant = zonedToInstant(`${localDate} ${clock}`, centre.timeZone)!;
    const hours = byDate.get(localDate) ?? [];
    hours.push({
      timestamp: zonedIsoString(instant, centre.timeZone),
      occupancy: level,
      alertLevel: alertLevelFor(level),
    });
    byDate.set(localDate, hours);
  }
  return [...byDate].map(([local, hours]) => ({ datestamp: toCompactDate(local)!, hours }));
}

export function typicalCurve(centre: SimCentre, date: string): WireTrafficCurve {
  return { timezone: centre.timeZone, days: trafficDays(centre, date) };
}

/** Today's trading day: what happened in the hours already begun, the usual curve for the rest. */
export function todayCurve(centre: SimCentre, now: Date): WireTrafficCurve {
  const today = zonedDateKey(now, centre.timeZone);
  const parts = zonedParts(now, centre.timeZone);
  const nowMinute = parts.hour * 60 + parts.minute;
  const levelAt: LevelAt = (sim, date, minute) =>
    Math.floor(minute / 60) * 60 <= nowMinute ? actualLevel(sim, date, minute) : typicalLevel(sim, date, minute);
  return { timezone: centre.timeZone, days: trafficDays(centre, today, levelAt) };
}

/** Which trading day a local instant belongs to (yesterday's when its trading runs past midnight), if open. */
export function tradingMoment(centre: SimCentre, now: Date): { date: string; minute: number } | undefined {
  const today = zonedDateKey(now, centre.timeZone);
  const parts = zonedParts(now, centre.timeZone);
  const minute = parts.hour * 60 + parts.minute;
  const yesterday = addDays(today, -1);
  if (isOpenAt(hoursOn(centre.hours, yesterday), minute + DAY)) return { date: yesterday, minute: minute + DAY };
  if (isOpenAt(hoursOn(centre.hours, today), minute)) return { date: today, minute };
  return undefined;
}

/** The reading now: today's actual level at this minute, 0 while the centre is closed. */
export function currentTraffic(centre: SimCentre, now: Date): WireCurrentTraffic {
  const moment = tradingMoment(centre, now);
  const level = moment ? actualLevel(centre, moment.date, moment.minute) : 0;
  return { timestamp: zonedIsoString(now, centre.timeZone), currentTraffic: level, alertLevel: alertLevelFor(level) };
}
