/**
 * Places left per provider and start time. A slot's capacity is the provider's qty minus the places held or
 * confirmed in bookings that overlap it (issue 14: "slot capacity = qty minus places held or confirmed").
 */
import { zonedParts } from '../../common/domain/time/zoned-time';
import { SEED_UNITS, type SeedEvent } from './catalogue.seed';
import type { BookingRecord, CompanyState } from './company-state';
import { scheduledStarts } from './schedule';

export function isActive(booking: BookingRecord): boolean {
  return booking.status === 'held' || booking.status === 'confirmed';
}

export function unitQty(unitId: number): number {
  return SEED_UNITS.find((unit) => unit.id === unitId)?.qty ?? 0;
}

/** places taken on the provider by bookings overlapping [start, end) on that date */
export function placesTaken(state: CompanyState, unitId: number, date: string, start: number, end: number): number {
  let taken = 0;
  for (const booking of state.bookings.values()) {
    if (!isActive(booking) || booking.unitId !== unitId || booking.date !== date) continue;
    if (booking.start < end && start < booking.end) taken += booking.count;
  }
  return taken;
}

export function placesLeft(state: CompanyState, unitId: number, date: string, start: number, duration: number): number {
  return Math.max(0, unitQty(unitId) - placesTaken(state, unitId, date, start, start + duration));
}

/** "now" in the company's time zone: today's date and the minute of the day */
export function companyNow(state: CompanyState, nowMs: number): { date: string; minute: number } {
  const p = zonedParts(new Date(nowMs), state.settings.timeZone);
  const pad = (value: number): string => String(value).padStart(2, '0');
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, minute: p.hour * 60 + p.minute };
}

/** A start time already begun (or past) cannot be booked. */
export function isFuture(date: string, start: number, now: { date: string; minute: number }): boolean {
  return date > now.date || (date === now.date && start > now.minute);
}

/** Start times on one provider with at least `count` places left, in the future. */
export function unitStarts(
  state: CompanyState,
  event: SeedEvent,
  unitId: number,
  date: string,
  count: number,
  nowMs: number,
): number[] {
  const now = companyNow(state, nowMs);
  return scheduledStarts(unitId, date, event.durationMinutes).filter(
    (start) => isFuture(date, start, now) && placesLeft(state, unitId, date, start, event.durationMinutes) >= count,
  );
}

/** The union over the listed providers, sorted (getStartTimeMatrix's "on some listed unit"). */
export function eventStarts(
  state: CompanyState,
  event: SeedEvent,
  unitIds: number[],
  date: string,
  count: number,
  nowMs: number,
): number[] {
  const starts = new Set<number>();
  for (const unitId of unitIds)
    for (const start of unitStarts(state, event, unitId, date, count, nowMs)) starts.add(start);
  return [...starts].sort((a, b) => a - b);
}
