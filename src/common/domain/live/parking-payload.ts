import type { ParkingRegionOccupancy, ParkingResponse, TimeToParkResult, TimeToParkResponse } from './live-api.types';

/**
 * spec 1 §4, §7, §8: the payload checks of GET /api/parking ("must contain occupancy") and POST
 * /api/time-to-park ("must contain results"). A success whose body fails them is a failure that is reported
 * ('Received successful response with invalid or missing payload'). Strict: every count a finite number of
 * zero or more, every id a non-empty string.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isId = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function regionOccupancy(value: unknown): ParkingRegionOccupancy | undefined {
  if (!isRecord(value) || !isId(value.regionId) || !isCount(value.occupied) || !isCount(value.vacant)) return undefined;
  return {
    regionId: value.regionId,
    name: typeof value.name === 'string' ? value.name : '',
    occupied: value.occupied,
    vacant: value.vacant,
  };
}

/** GET /api/parking: totals and an occupancy list (possibly empty: a centre without car park sensors). */
export function checkParkingResponse(body: unknown): ParkingResponse | undefined {
  if (!isRecord(body) || !Array.isArray(body.occupancy) || !isCount(body.totalOccupied) || !isCount(body.totalVacant))
    return undefined;
  const occupancy = body.occupancy.map(regionOccupancy);
  if (occupancy.some((region) => region === undefined)) return undefined;
  return {
    timestamp: typeof body.timestamp === 'string' ? body.timestamp : '',
    totalOccupied: body.totalOccupied,
    totalVacant: body.totalVacant,
    occupancy: occupancy as ParkingRegionOccupancy[],
  };
}

function timeToParkResult(value: unknown): TimeToParkResult | undefined {
  if (!isRecord(value) || !isId(value.regionId)) return undefined;
  const minutes = value.minutes;
  // spec 1 §9: -1 is the feed's "no figure"; any other negative number is not a time
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || (minutes < 0 && minutes !== -1)) return undefined;
  return { regionId: value.regionId, minutes };
}

/** POST /api/time-to-park: the results list (one per region asked for, or every region). */
export function checkTimeToParkResponse(body: unknown): TimeToParkResponse | undefined {
  if (!isRecord(body) || !Array.isArray(body.results)) return undefined;
  const results = body.results.map(timeToParkResult);
  if (results.some((result) => result === undefined)) return undefined;
  return {
    timestamp: typeof body.timestamp === 'string' ? body.timestamp : '',
    results: results as TimeToParkResult[],
  };
}
