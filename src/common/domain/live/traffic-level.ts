import type { TrafficAlertLevel } from './live-api.types';

/** spec 1 §4: how busy the centre is, as the visitor reads it. */
export type TrafficLevel = 'LOW' | 'MODERATE' | 'HIGH';

/** spec 1 §4: the visitor's words for each level. */
export const TRAFFIC_LEVEL_LABELS: Record<TrafficLevel, string> = {
  LOW: 'Off peak time',
  MODERATE: 'Moderately busy',
  HIGH: 'Busier than usual',
};

/** spec 1 §3: the feed's alert level of an hour is its traffic level (GREEN low, YELLOW moderate, RED high). */
const LEVEL_OF_ALERT: Record<TrafficAlertLevel, TrafficLevel> = { GREEN: 'LOW', YELLOW: 'MODERATE', RED: 'HIGH' };

/**
 * Occupancy bounds used only when a reading has no known alert level (docs/traffic.md): below 0.4 of a usual
 * busy hour is off peak, from 0.8 on it is busier than usual.
 */
export const OCCUPANCY_MODERATE_FROM = 0.4;
export const OCCUPANCY_HIGH_FROM = 0.8;

export function isTrafficAlertLevel(value: unknown): value is TrafficAlertLevel {
  return value === 'GREEN' || value === 'YELLOW' || value === 'RED';
}

/** The level of an occupancy figure (0 to about 1.2) when the feed gives no alert level. */
export function levelOfOccupancy(occupancy: number): TrafficLevel {
  if (!Number.isFinite(occupancy) || occupancy < OCCUPANCY_MODERATE_FROM) return 'LOW';
  return occupancy < OCCUPANCY_HIGH_FROM ? 'MODERATE' : 'HIGH';
}

/** spec 1 §3-§4: the level of a reading: its alert level when known, otherwise from its occupancy. */
export function trafficLevel(alertLevel: unknown, occupancy: number): TrafficLevel {
  return isTrafficAlertLevel(alertLevel) ? LEVEL_OF_ALERT[alertLevel] : levelOfOccupancy(occupancy);
}

/** 'Off peak time', 'Moderately busy' or 'Busier than usual'. */
export function trafficLevelLabel(level: TrafficLevel): string {
  return TRAFFIC_LEVEL_LABELS[level];
}
