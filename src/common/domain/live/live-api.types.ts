/**
 * The site's own live-information API (spec 1 §7), as the browser receives it. The server builds these from
 * the property data API; the browser's stores check them (a success without its payload is a failure,
 * spec 1 §4). Plain JSON only. Upstream wire shapes are in docs/property-data-api.md.
 */

/** spec 1 §3: traffic alert levels of an hour */
export type TrafficAlertLevel = 'GREEN' | 'YELLOW' | 'RED';

export interface TrafficHour {
  /** ISO date-time with the centre's offset, the start of the hour, e.g. 2026-11-23T15:00:00+11:00 */
  timestamp: string;
  /** arrivals relative to a usual busy hour: 0 to about 1.2 (the chart's y domain is 0 to 1.2) */
  occupancy: number;
  alertLevel: TrafficAlertLevel;
}

export interface TrafficDay {
  /** YYYY-MM-DD in the centre's time zone */
  datestamp: string;
  /** the trading hours of the day; empty when the centre is closed on this date */
  hours: TrafficHour[];
}

export interface CurrentTraffic {
  /** ISO date-time of the reading */
  timestamp: string;
  /** arrivals now, on the same scale as TrafficHour.occupancy */
  currentTraffic: number;
  alertLevel: TrafficAlertLevel;
}

/**
 * GET /api/traffic?startDate=YYYY-MM-DD: the usual arrival curve of the trading day that starts on startDate
 * (two days when trading runs past midnight), and, when startDate is today in the centre's time zone, the
 * reading now.
 */
export interface TrafficResponse {
  traffic: { timezone: string; days: TrafficDay[] };
  current: CurrentTraffic | null;
}

/** One car park's live count. */
export interface ParkingRegionOccupancy {
  /** the car park's id in the parking feed (the CMS parking_region's region_id) */
  regionId: string;
  name: string;
  occupied: number;
  vacant: number;
}

/** GET /api/parking: totals and the occupancy list by region id (spec 1 §3). */
export interface ParkingResponse {
  /** ISO date-time of the reading */
  timestamp: string;
  totalOccupied: number;
  totalVacant: number;
  occupancy: ParkingRegionOccupancy[];
}

export interface TimeToParkResult {
  regionId: string;
  /** minutes to find a space; -1 when the feed has no figure (spec 1 §9: fall back to occupancy) */
  minutes: number;
}

/** POST /api/time-to-park { region_id: [] | [id] }: every region of the centre, or the one asked for. */
export interface TimeToParkResponse {
  timestamp: string;
  results: TimeToParkResult[];
}

/** One reading of the centre's indoor sensors (spec 1 §3 well widgets). */
export interface WellbeingReading {
  /** air quality, percent (0 to 100 in range) */
  air_quality: number;
  /** average indoor temperature, degrees C */
  average_temperature: number;
  /** ISO date-time of the reading */
  timestamp: string;
}

/** GET /api/well-widgets: an array of exactly one reading (spec 1 §7). */
export type WellWidgetsResponse = [WellbeingReading];

/** The error body of every failed live call: the shape of the site's error filter. */
export interface LiveErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string>;
  correlationId?: string;
}
