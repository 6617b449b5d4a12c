/**
 * The real property data API client (spec 1 §7), pointed at the vendor in production and at the sandbox in
 * demo and test modes. Every answer is `{ "data": ... }` (docs/property-data-api.md) and is checked strictly
 * before it is handed on; a success without its payload rejects like any other failure (spec 1 §4).
 */
import type {
  CurrentTraffic,
  ParkingResponse,
  TimeToParkResponse,
  WellbeingReading,
} from '../../common/domain/live/live-api.types';
import { toCompactDate } from '../../common/domain/time/date-formats';
import { DomainError } from '../../common/server/errors/domain-error';
import { PropertyDataHttp, type PropertyDataHttpOptions } from './property-data.http';
import {
  readCentres,
  readCurrentTraffic,
  readParking,
  readTimeToPark,
  readTrafficCurve,
  readWellbeing,
} from './property-data.payloads';
import type { PropertyCentre, PropertyDataCall, PropertyDataPort, TrafficCurve } from './property-data.port';

export const PROPERTY_DATA_PATHS = {
  centres: 'centres',
  typicalTraffic: 'centre-occupancy/traffic/typical',
  todayTraffic: 'centre-occupancy/traffic/today',
  currentTraffic: 'centre-occupancy/traffic/current',
  parkingOccupancy: 'parking/occupancy',
  timeToPark: 'parking/timetopark',
  wellbeing: 'centre-wellbeing',
} as const;

export type PropertyDataClientOptions = PropertyDataHttpOptions;

export class PropertyDataClient implements PropertyDataPort {
  private readonly http: PropertyDataHttp;

  constructor(options: PropertyDataClientOptions) {
    this.http = new PropertyDataHttp(options);
  }

  listCentres(filter: { name?: string; postcode?: string } = {}): Promise<PropertyCentre[]> {
    return this.read(
      { method: 'GET', path: PROPERTY_DATA_PATHS.centres, query: { name: filter.name, postcode: filter.postcode } },
      readCentres,
    );
  }

  typicalTraffic(centreKey: string, startDate: string): Promise<TrafficCurve> {
    const compact = toCompactDate(startDate);
    if (!compact)
      return Promise.reject(
        new DomainError('PROPERTY_DATA.INVALID', 'startDate must be a date written YYYY-MM-DD', {
          startDate: 'Invalid date',
        }),
      );
    const query = { centre_key: centreKey, start_date: compact };
    return this.read({ method: 'GET', path: PROPERTY_DATA_PATHS.typicalTraffic, query }, readTrafficCurve);
  }

  todayTraffic(centreKey: string): Promise<TrafficCurve> {
    return this.read(
      { method: 'GET', path: PROPERTY_DATA_PATHS.todayTraffic, query: { centre_key: centreKey } },
      readTrafficCurve,
    );
  }

  currentTraffic(centreKey: string): Promise<CurrentTraffic> {
    return this.read(
      { method: 'GET', path: PROPERTY_DATA_PATHS.currentTraffic, query: { centre_key: centreKey } },
      readCurrentTraffic,
    );
  }

  /** A POST by the vendor's design, but a read: safe to retry. */
  parkingOccupancy(centreKey: string): Promise<ParkingResponse> {
    const call: PropertyDataCall = {
      method: 'POST',
      path: PROPERTY_DATA_PATHS.parkingOccupancy,
      body: { centre_key: centreKey },
      idempotent: true,
    };
    return this.read(call, readParking);
  }

  /** A POST by the vendor's design, but a read: safe to retry. An empty list asks for every region. */
  timeToPark(centreKey: string, regionIds: string[]): Promise<TimeToParkResponse> {
    const body = { centre_key: centreKey, region_id: [...regionIds] };
    return this.read({ method: 'POST', path: PROPERTY_DATA_PATHS.timeToPark, body, idempotent: true }, readTimeToPark);
  }

  wellbeing(centreKey: string): Promise<WellbeingReading[]> {
    return this.read(
      { method: 'GET', path: PROPERTY_DATA_PATHS.wellbeing, query: { centre_key: centreKey } },
      readWellbeing,
    );
  }

  /** Any other call: resolves with the answer's `data` (undefined for an empty answer), unchecked. */
  async request<T = unknown>(call: PropertyDataCall): Promise<T> {
    const body = await this.http.send(call);
    if (body === undefined) return undefined as T;
    if (!hasData(body)) throw this.http.invalidPayload(`${call.method} ${call.path}`);
    return body.data as T;
  }

  private async read<T>(call: PropertyDataCall, check: (data: unknown) => T | undefined): Promise<T> {
    const body = await this.http.send(call);
    const value = hasData(body) ? check(body.data) : undefined;
    if (value === undefined) throw this.http.invalidPayload(`${call.method} ${call.path}`);
    return value;
  }
}

function hasData(body: unknown): body is { data: unknown } {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    'data' in body &&
    (body as { data: unknown }).data !== null
  );
}
