/**
 * The places of a day's start times, read from the provider's reserved intervals (contracts.md §2
 * getReservedTimeIntervals: `{ date: { unitId: [{ from, to, count }] } }`) and the units' capacity.
 */
import type { Slot } from '../../common/domain/booking/booking-wire';
import type { ReservedIntervals } from './simplybook.port';

/** 'HH:mm:ss' of a time or of 'YYYY-MM-DD HH:mm:ss'; '' for anything else. */
export function clockOf(value: string): string {
  const match = /(\d{2}:\d{2})(:\d{2})?$/.exec(String(value).trim());
  return match ? `${match[1]}${match[2] ?? ':00'}` : '';
}

/** Places the reserved intervals take at a start time: every interval of the units that covers it. */
export function placesTaken(reserved: ReservedIntervals, date: string, time: string, units: number[]): number {
  const day = reserved[date];
  if (!day || typeof day !== 'object') return 0;
  const at = clockOf(time);
  let taken = 0;
  for (const unit of units) {
    for (const interval of day[String(unit)] ?? []) {
      if (clockOf(interval.from) <= at && at < clockOf(interval.to)) taken += Math.max(0, Number(interval.count) || 0);
    }
  }
  return taken;
}

/**
 * A day's times with their places (spec 3 §3.1 'Time slot'). The provider's start-time matrix lists only the
 * times that still have a place; a time that bookings have filled is the start of their reserved intervals, and
 * is listed too, with no place left, so the visitor reads 'Sold Out' there (spec 3 §8, §9) rather than a gap.
 */
export function dayTimes(
  offered: string[],
  reserved: ReservedIntervals,
  date: string,
  units: number[],
  capacity: number,
): Slot[] {
  const slotAt = (time: string): Slot => ({
    time,
    available_count: Math.max(0, capacity - placesTaken(reserved, date, time, units)),
    total_count: capacity,
  });
  const listed = new Set(offered.map(clockOf));
  const full = units
    .flatMap((unit) => reserved[date]?.[String(unit)] ?? [])
    .map((interval) => clockOf(interval.from))
    .filter((time, index, all) => time !== '' && !listed.has(time) && all.indexOf(time) === index)
    .map(slotAt)
    .filter((slot) => slot.available_count === 0);
  return [...offered.map(slotAt), ...full].sort((a, b) => clockOf(a.time).localeCompare(clockOf(b.time)));
}
