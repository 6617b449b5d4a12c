/**
 * spec 1 §9: the traffic chart's series. The bars are the trading hours of the chosen day, joined with the
 * next day's when trading runs past midnight, labelled like '3PM' in the centre's time zone, on a y domain of
 * 0 to 1.2.
 */
import { zonedParts } from '../time/zoned-time';
import type { CurrentTraffic, TrafficResponse } from './live-api.types';
import { TrafficLevel, trafficLevel } from './traffic-level';

/** spec 1 §9: the y axis runs from 0 to 1.2; readings above it are drawn at the top (docs/traffic.md). */
export const TRAFFIC_Y_MIN = 0;
export const TRAFFIC_Y_MAX = 1.2;

const HOUR_MS = 3_600_000;

export interface TrafficBar {
  /** the start of the hour, epoch milliseconds */
  start: number;
  /** '3PM' in the centre's time zone */
  label: string;
  /** the occupancy within the y domain */
  value: number;
  level: TrafficLevel;
  /** the hour belongs to the day after the chosen one (late-night trading past midnight) */
  nextDay: boolean;
}

/** The height of a bar: occupancy within 0 to 1.2 (negative or missing readings are 0). */
export function chartValue(occupancy: number): number {
  if (!Number.isFinite(occupancy) || occupancy <= TRAFFIC_Y_MIN) return TRAFFIC_Y_MIN;
  return Math.min(occupancy, TRAFFIC_Y_MAX);
}

/** spec 1 §9: '3PM', '12AM' (midnight), '12PM' (noon). */
export function hourLabel(hour24: number): string {
  const hour = ((Math.floor(hour24) % 24) + 24) % 24;
  return `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? 'AM' : 'PM'}`;
}

/** True when Intl knows the time zone. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone) return false;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The bars of a response, in time order: every hour of every day (two days when trading runs past midnight),
 * each hour once. `timeZone` is the centre's; the feed's own zone wins when it names a real one.
 */
export function trafficBars(response: TrafficResponse, timeZone: string): TrafficBar[] {
  const zone = isTimeZone(response.traffic.timezone) ? response.traffic.timezone : timeZone;
  const days = [...response.traffic.days].sort((a, b) => a.datestamp.localeCompare(b.datestamp));
  const first = days[0]?.datestamp;
  const seen = new Set<number>();
  const bars: TrafficBar[] = [];
  for (const day of days) {
    for (const hour of day.hours) {
      const start = Date.parse(hour.timestamp);
      if (!Number.isFinite(start) || seen.has(start)) continue;
      seen.add(start);
      bars.push({
        start,
        label: hourLabel(zonedParts(new Date(start), zone).hour),
        value: chartValue(hour.occupancy),
        level: trafficLevel(hour.alertLevel, hour.occupancy),
        nextDay: day.datestamp !== first,
      });
    }
  }
  return bars.sort((a, b) => a.start - b.start);
}

/** spec 1 §8: the centre is closed on the chosen date when no day of the response has an hour. */
export function isClosed(response: TrafficResponse): boolean {
  return response.traffic.days.every((day) => day.hours.length === 0);
}

/**
 * The bar of the hour in progress at `at` (the reading's time, or now), or -1 when the chart shows another
 * day. An hour runs from its start to the next bar's start, and at most one hour.
 */
export function currentBarIndex(bars: TrafficBar[], at: Date): number {
  const time = at.getTime();
  return bars.findIndex((bar, index) => {
    const end = Math.min(bar.start + HOUR_MS, bars[index + 1]?.start ?? Infinity);
    return time >= bar.start && time < end;
  });
}

/** The level of the reading now (the 'Right now' line), or undefined without a reading. */
export function currentLevel(current: CurrentTraffic | null | undefined): TrafficLevel | undefined {
  return current ? trafficLevel(current.alertLevel, current.currentTraffic) : undefined;
}

/** The instant the chart highlights: the reading's time when there is one, otherwise now. */
export function highlightInstant(current: CurrentTraffic | null | undefined, now: Date): Date {
  const reading = current ? Date.parse(current.timestamp) : NaN;
  return Number.isFinite(reading) ? new Date(reading) : now;
}
