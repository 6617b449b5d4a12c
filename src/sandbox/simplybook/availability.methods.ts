/**
 * The diary reads: the first working day, the start-time matrix and reserved intervals
 * (contracts.md §2; shapes as SimplyBook's callers read them, issue 14's fixed facts for the rest).
 */
import { addDays } from '../../common/domain/time/zoned-time';
import { eventStarts, companyNow, isActive } from './availability';
import { SEED_EVENTS, SEED_UNITS, type SeedEvent } from './catalogue.seed';
import { findEvent } from './catalogue.methods';
import { invalidParams, RpcError } from './rpc-error';
import type { RpcMethod } from './rpc-context';
import { isWireDate, toWireTime } from './schedule';

/** no caller needs more than a quarter at once; a longer range is refused rather than computed */
const MAX_RANGE_DAYS = 92;
const FIRST_DAY_HORIZON = 120;

function dateRange(from: unknown, to: unknown): string[] {
  if (!isWireDate(from) || !isWireDate(to) || to < from)
    throw invalidParams('dateFrom and dateTo must be YYYY-MM-DD, in order');
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    dates.push(date);
    if (dates.length > MAX_RANGE_DAYS) throw invalidParams('date range too long');
  }
  return dates;
}

function count(value: unknown): number {
  const places = value === undefined || value === null ? 1 : Number(value);
  if (!Number.isInteger(places) || places < 1) throw invalidParams('count');
  return places;
}

/** unitId | unitIds[] | null: the listed providers of the service, or all of them */
function unitsOf(event: SeedEvent, unit: unknown): number[] {
  if (unit === undefined || unit === null || unit === '') return [...event.unitIds];
  const listed = (Array.isArray(unit) ? unit : [unit]).map(Number);
  if (listed.some((id) => !Number.isInteger(id))) throw invalidParams('unitId');
  const delivering = listed.filter((id) => event.unitIds.includes(id));
  if (delivering.length === 0) throw new RpcError(-32052, 'Selected unit id is not available');
  return delivering;
}

const getStartTimeMatrix: RpcMethod = ({ state, nowMs }, [dateFrom, dateTo, eventId, unit, places]) => {
  const event = findEvent(eventId);
  const units = unitsOf(event, unit);
  const needed = count(places);
  return Object.fromEntries(
    dateRange(dateFrom, dateTo).map((date) => [
      date,
      eventStarts(state, event, units, date, needed, nowMs).map(toWireTime),
    ]),
  );
};

const getReservedTimeIntervals: RpcMethod = ({ state }, [dateFrom, dateTo, eventId, unit]) => {
  const event = findEvent(eventId);
  const units = unitsOf(event, unit);
  const answer: Record<string, Record<string, Array<{ from: string; to: string; count: number }>>> = {};
  for (const date of dateRange(dateFrom, dateTo)) {
    const perUnit: Record<string, Array<{ from: string; to: string; count: number }>> = {};
    for (const unitId of units) {
      const intervals = new Map<string, { from: string; to: string; count: number }>();
      const bookings = [...state.bookings.values()].filter(
        (b) => isActive(b) && b.unitId === unitId && b.date === date,
      );
      for (const booking of bookings.sort((a, b) => a.start - b.start)) {
        const key = `${booking.start}-${booking.end}`;
        const interval = intervals.get(key) ?? {
          from: toWireTime(booking.start),
          to: toWireTime(booking.end),
          count: 0,
        };
        interval.count += booking.count;
        intervals.set(key, interval);
      }
      if (intervals.size > 0) perUnit[String(unitId)] = [...intervals.values()];
    }
    answer[date] = perUnit;
  }
  return answer;
};

/** getFirstWorkingDay(unitId | { unit_group_id }): the first date from today with a start time left */
const getFirstWorkingDay: RpcMethod = ({ state, nowMs }, [unit]) => {
  let unitIds: number[];
  if (typeof unit === 'object' && unit !== null && 'unit_group_id' in unit) {
    const group = String((unit as { unit_group_id: unknown }).unit_group_id);
    unitIds = SEED_EVENTS.filter((event) => String(event.unitGroupId) === group).flatMap((event) => event.unitIds);
  } else if (unit === undefined || unit === null) unitIds = SEED_UNITS.map((candidate) => candidate.id);
  else
    unitIds = SEED_UNITS.filter((candidate) => String(candidate.id) === String(unit)).map((candidate) => candidate.id);
  if (unitIds.length === 0) throw new RpcError(-32052, 'Selected unit id is not available');
  const today = companyNow(state, nowMs).date;
  for (let offset = 0; offset < FIRST_DAY_HORIZON; offset += 1) {
    const date = addDays(today, offset);
    for (const unitId of unitIds) {
      const events = SEED_EVENTS.filter((event) => event.unitIds.includes(unitId));
      if (events.some((event) => eventStarts(state, event, [unitId], date, 1, nowMs).length > 0)) return date;
    }
  }
  throw new RpcError(-32053, 'Selected date is not available');
};

export const AVAILABILITY_METHODS: Record<string, RpcMethod> = {
  getStartTimeMatrix,
  getReservedTimeIntervals,
  getFirstWorkingDay,
};
