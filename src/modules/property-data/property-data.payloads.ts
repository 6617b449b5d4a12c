/**
 * Strict checks of the property data API's payloads (docs/property-data-api.md), turning the wire shapes into
 * the port's. Each reader returns undefined when the payload is not what the call needs, which the client
 * reports as 'Received successful response with invalid or missing payload' (spec 1 §4, §8). Out-of-range
 * sensor values are kept: showing them as 'Error' is the widgets' business (spec 1 §8).
 */
import type {
  CurrentTraffic,
  ParkingRegionOccupancy,
  ParkingResponse,
  TimeToParkResponse,
  TrafficAlertLevel,
  TrafficDay,
  TrafficHour,
  WellbeingReading,
} from '../../common/domain/live/live-api.types';
import { fromCompactDate } from '../../common/domain/time/date-formats';
import type { PropertyCentre, TrafficCurve } from './property-data.port';

type Wire = Record<string, unknown>;

const ALERT_LEVELS: readonly TrafficAlertLevel[] = ['GREEN', 'YELLOW', 'RED'];

const isObject = (value: unknown): value is Wire =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isInstant = (value: unknown): value is string => isText(value) && !Number.isNaN(Date.parse(value));
const isAlertLevel = (value: unknown): value is TrafficAlertLevel => ALERT_LEVELS.includes(value as TrafficAlertLevel);

/** Every item read, or undefined when the value is not an array or any item fails. */
function readList<T>(value: unknown, read: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: T[] = [];
  for (const raw of value) {
    const item = read(raw);
    if (item === undefined) return undefined;
    items.push(item);
  }
  return items;
}

function readCentre(raw: unknown): PropertyCentre | undefined {
  if (!isObject(raw) || !isText(raw.centre_key) || !isText(raw.name) || !isText(raw.timezone)) return undefined;
  if (typeof raw.postcode !== 'string') return undefined;
  return { centreKey: raw.centre_key, name: raw.name, postcode: raw.postcode, timezone: raw.timezone };
}

export const readCentres = (data: unknown): PropertyCentre[] | undefined => readList(data, readCentre);

function readHour(raw: unknown): TrafficHour | undefined {
  if (!isObject(raw) || !isInstant(raw.timestamp) || !isFiniteNumber(raw.occupancy) || raw.occupancy < 0)
    return undefined;
  if (!isAlertLevel(raw.alertLevel)) return undefined;
  return { timestamp: raw.timestamp, occupancy: raw.occupancy, alertLevel: raw.alertLevel };
}

function readDay(raw: unknown): TrafficDay | undefined {
  if (!isObject(raw) || typeof raw.datestamp !== 'string') return undefined;
  const datestamp = fromCompactDate(raw.datestamp);
  const hours = readList(raw.hours, readHour);
  return datestamp && hours ? { datestamp, hours } : undefined;
}

/** A traffic curve: the time zone and at least one day (a closed day has no hours). */
export function readTrafficCurve(data: unknown): TrafficCurve | undefined {
  if (!isObject(data) || !isText(data.timezone)) return undefined;
  const days = readList(data.days, readDay);
  return days && days.length > 0 ? { timezone: data.timezone, days } : undefined;
}

export function readCurrentTraffic(data: unknown): CurrentTraffic | undefined {
  if (
    !isObject(data) ||
    !isInstant(data.timestamp) ||
    !isFiniteNumber(data.currentTraffic) ||
    data.currentTraffic < 0
  ) {
    return undefined;
  }
  if (!isAlertLevel(data.alertLevel)) return undefined;
  return { timestamp: data.timestamp, currentTraffic: data.currentTraffic, alertLevel: data.alertLevel };
}

function readRegionOccupancy(raw: unknown): ParkingRegionOccupancy | undefined {
  if (!isObject(raw) || !isText(raw.region_id) || typeof raw.name !== 'string') return undefined;
  if (!isCount(raw.occupied) || !isCount(raw.vacant)) return undefined;
  return { regionId: raw.region_id, name: raw.name, occupied: raw.occupied, vacant: raw.vacant };
}

/** spec 1 §7: parking must contain its occupancy list. */
export function readParking(data: unknown): ParkingResponse | undefined {
  if (!isObject(data) || !isInstant(data.timestamp) || !isCount(data.totalOccupied) || !isCount(data.totalVacant)) {
    return undefined;
  }
  const occupancy = readList(data.occupancy, readRegionOccupancy);
  if (!occupancy) return undefined;
  return { timestamp: data.timestamp, totalOccupied: data.totalOccupied, totalVacant: data.totalVacant, occupancy };
}

/** spec 1 §9: minutes are whole or fractional, or -1 when the feed has no figure for the region. */
function readTimeToParkResult(raw: unknown): TimeToParkResponse['results'][number] | undefined {
  if (!isObject(raw) || !isText(raw.region_id) || !isFiniteNumber(raw.minutes)) return undefined;
  if (raw.minutes < 0 && raw.minutes !== -1) return undefined;
  return { regionId: raw.region_id, minutes: raw.minutes };
}

/** spec 1 §7: time to park must contain its results. */
export function readTimeToPark(data: unknown): TimeToParkResponse | undefined {
  if (!isObject(data) || !isInstant(data.timestamp)) return undefined;
  const results = readList(data.results, readTimeToParkResult);
  return results ? { timestamp: data.timestamp, results } : undefined;
}

function readReading(raw: unknown): WellbeingReading | undefined {
  if (!isObject(raw) || !isFiniteNumber(raw.air_quality) || !isFiniteNumber(raw.average_temperature)) return undefined;
  if (!isInstant(raw.timestamp)) return undefined;
  return { air_quality: raw.air_quality, average_temperature: raw.average_temperature, timestamp: raw.timestamp };
}

export const readWellbeing = (data: unknown): WellbeingReading[] | undefined => readList(data, readReading);
