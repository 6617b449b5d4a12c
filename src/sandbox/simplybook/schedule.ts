/**
 * When each demo provider works (centre time) and which start times a service has on a day. Times are
 * minutes after midnight; the wire form is 'HH:mm:ss'.
 */
import { weekdayOf } from '../../common/domain/time/zoned-time';

interface OpenHours {
  kind: 'hours';
  /** ISO weekdays, 1 = Monday */
  days: number[];
  from: number;
  to: number;
  everyMinutes: number;
}

interface Sessions {
  kind: 'sessions';
  days: number[];
  starts: number[];
}

type UnitSchedule = OpenHours | Sessions;

const at = (hour: number, minute = 0): number => hour * 60 + minute;

const SCHEDULES: Readonly<Record<number, UnitSchedule>> = {
  1: { kind: 'hours', days: [1, 2, 3, 4, 5, 6], from: at(9), to: at(17), everyMinutes: 30 },
  2: { kind: 'hours', days: [1, 2, 3, 4, 5, 6], from: at(9), to: at(17), everyMinutes: 30 },
  3: { kind: 'hours', days: [2, 3, 4, 5, 6, 7], from: at(10), to: at(18), everyMinutes: 30 },
  4: { kind: 'sessions', days: [2, 4, 6], starts: [at(10), at(14)] },
  5: { kind: 'sessions', days: [3, 6], starts: [at(10), at(11), at(15, 30)] },
  // the Style Bar: every day, a start every twenty minutes
  6: { kind: 'hours', days: [1, 2, 3, 4, 5, 6, 7], from: at(9), to: at(18), everyMinutes: 20 },
};

/** Christmas Day: every company is closed */
export function isClosedDate(date: string): boolean {
  return date.slice(5) === '12-25';
}

/** Whether the provider works at all on that date. */
export function unitWorks(unitId: number, date: string): boolean {
  const schedule = SCHEDULES[unitId];
  return !!schedule && !isClosedDate(date) && schedule.days.includes(weekdayOf(date));
}

/** The start times (minutes) of a service of `durationMinutes` with the provider on that date, ignoring bookings. */
export function scheduledStarts(unitId: number, date: string, durationMinutes: number): number[] {
  const schedule = SCHEDULES[unitId];
  if (!schedule || !unitWorks(unitId, date)) return [];
  if (schedule.kind === 'sessions') return [...schedule.starts];
  const starts: number[] = [];
  for (let start = schedule.from; start + durationMinutes <= schedule.to; start += schedule.everyMinutes)
    starts.push(start);
  return starts;
}

const pad = (value: number): string => String(value).padStart(2, '0');

export function toWireTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
}

/** 'HH:mm' or 'HH:mm:ss' to minutes; undefined when not a time of day */
export function fromWireTime(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[1]) < 24 && Number(match[2]) < 60 && Number(match[3] ?? 0) === 0 ? minutes : undefined;
}

/** a real calendar date written YYYY-MM-DD */
export function isWireDate(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
