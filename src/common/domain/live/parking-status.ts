import {
  occupancyBand,
  occupancyPercent,
  PARKING_BAND_LABELS,
  PARKING_BAND_PHRASES,
  ParkingBand,
  ParkingThresholds,
} from './parking-bands';
import type { TimeToPark } from './parking-time-to-park';

/**
 * What one parking indicator (the total, or a car park's row) shows once its data has arrived (spec 1 §4
 * success): an editor's override, the occupancy band, the time to park, or no figure.
 */
export type ParkingStatus =
  | { kind: 'override'; text: string; open: boolean }
  | { kind: 'occupancy'; percent: number; band: ParkingBand; label: string; description: string }
  | { kind: 'timeToPark'; minutes: number; band: ParkingBand; label: string; description: string }
  /** the feed counts no spaces for it (a car park closed or its sensors down): shown as 'Unavailable' */
  | { kind: 'noFigure' };

export interface ParkingOverride {
  text: string;
  /** spec 1 §9: status OPEN is green, anything else red */
  open: boolean;
}

/**
 * spec 1 §3, §9: a car park with override text shows that text instead of its live figures; its status OPEN
 * (any case, spaces trimmed) shows green, any other status (or none) red. Without text there is no override
 * and a status alone changes nothing.
 */
export function parkingOverride(region: {
  overrideText?: string;
  overrideStatus?: string;
}): ParkingOverride | undefined {
  const text = typeof region.overrideText === 'string' ? region.overrideText.trim() : '';
  if (!text) return undefined;
  const status = typeof region.overrideStatus === 'string' ? region.overrideStatus.trim().toUpperCase() : '';
  return { text, open: status === 'OPEN' };
}

/** 'Parking 45% full, plenty of spaces': the figure and the band in words, for screen readers. */
export function occupancyDescription(subject: string, percent: number, band: ParkingBand): string {
  return `${subject} ${percent}% full, ${PARKING_BAND_PHRASES[band]}`;
}

/** 'Parking: time to park 7 minutes, plenty of spaces'. */
export function timeToParkDescription(subject: string, minutes: number, band: ParkingBand): string {
  const time =
    band === 'limited' ? `${minutes} minutes or more` : minutes === 1 ? 'about 1 minute' : `about ${minutes} minutes`;
  return `${subject}: time to park ${time}, ${PARKING_BAND_PHRASES[band]}`;
}

/** The occupancy status of counts; no figure when nothing is counted. */
export function occupancyStatus(
  subject: string,
  occupied: number,
  vacant: number,
  thresholds: ParkingThresholds,
): ParkingStatus {
  const percent = occupancyPercent(occupied, vacant);
  if (percent === undefined) return { kind: 'noFigure' };
  const band = occupancyBand(percent, thresholds);
  return {
    kind: 'occupancy',
    percent,
    band,
    label: PARKING_BAND_LABELS[band],
    description: occupancyDescription(subject, percent, band),
  };
}

/**
 * spec 1 §9: the status of an indicator with time to park on: the time to park when there is a figure, else
 * (-1 from the feed, or no result for it) the occupancy band.
 */
export function timeToParkStatus(
  subject: string,
  time: TimeToPark | undefined,
  counts: { occupied: number; vacant: number } | undefined,
  thresholds: ParkingThresholds,
): ParkingStatus {
  if (time) {
    return {
      kind: 'timeToPark',
      minutes: time.minutes,
      band: time.band,
      label: time.label,
      description: timeToParkDescription(subject, time.minutes, time.band),
    };
  }
  return counts ? occupancyStatus(subject, counts.occupied, counts.vacant, thresholds) : { kind: 'noFigure' };
}
