/**
 * spec 1 §4 / §7: the payload check of GET /api/traffic. A success must hold `traffic` with its days (each with
 * a datestamp and a list of hours); anything else counts as failure. `current` is optional (only for today).
 */
import type { CurrentTraffic, TrafficDay, TrafficHour, TrafficResponse } from './live-api.types';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isInstant = (value: unknown): value is string => typeof value === 'string' && Number.isFinite(Date.parse(value));

function checkHour(raw: unknown): TrafficHour | undefined {
  if (!isObject(raw) || !isInstant(raw.timestamp) || !isNumber(raw.occupancy)) return undefined;
  // an unknown alert level is kept: the level then comes from the occupancy (traffic-level.ts)
  return {
    timestamp: raw.timestamp,
    occupancy: raw.occupancy,
    alertLevel: raw.alertLevel as TrafficHour['alertLevel'],
  };
}

function checkDay(raw: unknown): TrafficDay | undefined {
  if (!isObject(raw) || typeof raw.datestamp !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw.datestamp))
    return undefined;
  if (!Array.isArray(raw.hours)) return undefined;
  const hours = raw.hours.map(checkHour);
  return hours.every((hour): hour is TrafficHour => hour !== undefined)
    ? { datestamp: raw.datestamp, hours }
    : undefined;
}

function checkCurrent(raw: unknown): CurrentTraffic | null {
  if (!isObject(raw) || !isInstant(raw.timestamp) || !isNumber(raw.currentTraffic)) return null;
  return {
    timestamp: raw.timestamp,
    currentTraffic: raw.currentTraffic,
    alertLevel: raw.alertLevel as CurrentTraffic['alertLevel'],
  };
}

/** The response when it holds the traffic payload, otherwise undefined (a failure). */
export function checkTrafficResponse(body: unknown): TrafficResponse | undefined {
  if (!isObject(body) || !isObject(body.traffic) || !Array.isArray(body.traffic.days) || body.traffic.days.length === 0)
    return undefined;
  const days = body.traffic.days.map(checkDay);
  if (!days.every((day): day is TrafficDay => day !== undefined)) return undefined;
  const timezone = typeof body.traffic.timezone === 'string' ? body.traffic.timezone : '';
  return { traffic: { timezone, days }, current: checkCurrent(body.current) };
}
