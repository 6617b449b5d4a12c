import type {
  CurrentTraffic,
  ParkingResponse,
  TimeToParkResponse,
  TrafficDay,
  WellbeingReading,
} from '../../common/domain/live/live-api.types';

/**
 * The property data API (spec 1 §7, docs/property-data-api.md) as the site's features use it. The real client
 * (property-data.client.ts) speaks HTTP with an OAuth client-credentials token; the same client is pointed at
 * the sandbox in demo and test modes. Every method resolves with a checked payload or rejects with a
 * PropertyDataError (property-data.errors.ts): a success without its payload is an error too.
 */
export interface PropertyDataPort {
  /** GET /centres (optional name and postcode filter) */
  listCentres(filter?: { name?: string; postcode?: string }): Promise<PropertyCentre[]>;
  /** GET centre-occupancy traffic typical: the usual curve of the trading day starting on startDate (YYYY-MM-DD) */
  typicalTraffic(centreKey: string, startDate: string): Promise<TrafficCurve>;
  /** GET centre-occupancy traffic today: today's curve, actual arrivals for past hours */
  todayTraffic(centreKey: string): Promise<TrafficCurve>;
  /** GET centre-occupancy traffic current: the reading now */
  currentTraffic(centreKey: string): Promise<CurrentTraffic>;
  /** POST parking occupancy */
  parkingOccupancy(centreKey: string): Promise<ParkingResponse>;
  /** POST parking timetopark: every region (empty list) or the regions asked for */
  timeToPark(centreKey: string, regionIds: string[]): Promise<TimeToParkResponse>;
  /** GET /centre-wellbeing */
  wellbeing(centreKey: string): Promise<WellbeingReading[]>;
  /**
   * Any other call (subscribers, competition, contact, leasing ... for later features): bearer auth, the
   * timeout, retries only when `idempotent` (or an idempotency key is sent).
   */
  request<T = unknown>(call: PropertyDataCall): Promise<T>;
}

export const PROPERTY_DATA = Symbol('PROPERTY_DATA');

export interface TrafficCurve {
  timezone: string;
  days: TrafficDay[];
}

export interface PropertyCentre {
  centreKey: string;
  name: string;
  postcode: string;
  timezone: string;
}

export interface PropertyDataCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** path under the versioned base, e.g. 'consumer/subscribers' (slashes trimmed when joined) */
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** API version; default from config (v3) */
  version?: string;
  /** sent as the Idempotency-Key header; makes a POST safe to retry */
  idempotencyKey?: string;
  /** GET, PUT and DELETE are idempotent by default; a POST only with an idempotency key */
  idempotent?: boolean;
}
