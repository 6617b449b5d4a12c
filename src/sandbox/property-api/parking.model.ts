/**
 * Simulated car parks: each region of the centre's CMS content has a fixed capacity and fills with the
 * people in the centre (arrivals of the last ninety minutes, as a visit lasts about that long), some regions
 * sooner than others, nearly empty while the centre is closed. Time to park rises with how full a region is;
 * now and then a region's feed has no figure (-1).
 */
import { zonedIsoString } from '../../common/domain/time/date-formats';
import { zonedParts } from '../../common/domain/time/zoned-time';
import { clamp, noise, round, signedNoise } from './seeded-noise';
import type { SimCentre, SimRegion } from './property-api-sandbox.types';
import { actualLevel, tradingMoment } from './traffic.model';

/** Wire shapes (docs/property-data-api.md). */
export interface WireRegionOccupancy {
  region_id: string;
  name: string;
  occupied: number;
  vacant: number;
}
export interface WireParking {
  timestamp: string;
  totalOccupied: number;
  totalVacant: number;
  occupancy: WireRegionOccupancy[];
}
export interface WireTimeToPark {
  timestamp: string;
  results: Array<{ region_id: string; minutes: number }>;
}

/** Share of time-to-park readings with no figure. */
const NO_FIGURE_SHARE = 0.08;

/** 150 to 990 spaces, fixed per region. */
export function capacityOf(centre: SimCentre, region: SimRegion): number {
  return 150 + Math.floor(noise(centre.centreKey, region.regionId, 'capacity') * 85) * 10;
}

/** How many people are in the centre: the mean of the arrivals over the last ninety minutes. */
function presence(centre: SimCentre, now: Date): number {
  const moment = tradingMoment(centre, now);
  if (!moment) return 0;
  const samples = [0, 30, 60, 90].map((back) => actualLevel(centre, moment.date, moment.minute - back));
  return samples.reduce((sum, level) => sum + level, 0) / samples.length;
}

/** The share of a region's spaces taken (0 to 1). */
export function regionFill(centre: SimCentre, region: SimRegion, now: Date): number {
  const parts = zonedParts(now, centre.timeZone);
  const slot = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${Math.floor(parts.minute / 5)}`;
  const jitter = 0.02 * signedNoise(centre.centreKey, region.regionId, slot);
  const people = presence(centre, now);
  if (people === 0) return round(clamp(0.03 + jitter, 0, 1), 3); // staff and overnight cars
  const eagerness = 0.8 + 0.35 * noise(centre.centreKey, region.regionId, 'eagerness');
  return round(clamp(0.04 + 0.95 * people * eagerness + jitter, 0, 1), 3);
}

export function parkingOccupancy(centre: SimCentre, now: Date): WireParking {
  const occupancy = centre.regions.map((region) => {
    const capacity = capacityOf(centre, region);
    const occupied = Math.round(capacity * regionFill(centre, region, now));
    return { region_id: region.regionId, name: region.name, occupied, vacant: capacity - occupied };
  });
  return {
    timestamp: zonedIsoString(now, centre.timeZone),
    totalOccupied: occupancy.reduce((sum, region) => sum + region.occupied, 0),
    totalVacant: occupancy.reduce((sum, region) => sum + region.vacant, 0),
    occupancy,
  };
}

/** Minutes to find a space in a region this full: 1 while under a third full, up to 30 when full. */
export function minutesToPark(fill: number): number {
  const crowding = clamp((fill - 0.35) / 0.65, 0, 1);
  return Math.round(1 + 29 * crowding ** 1.6);
}

/** Every region of the centre, or those asked for (unknown ids are left out). */
export function timeToPark(centre: SimCentre, regionIds: string[], now: Date): WireTimeToPark {
  const regions =
    regionIds.length === 0 ? centre.regions : centre.regions.filter((region) => regionIds.includes(region.regionId));
  const parts = zonedParts(now, centre.timeZone);
  const slot = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${Math.floor(parts.minute / 15)}`;
  return {
    timestamp: zonedIsoString(now, centre.timeZone),
    results: regions.map((region) => ({
      region_id: region.regionId,
      minutes:
        noise(centre.centreKey, region.regionId, slot, 'no-figure') < NO_FIGURE_SHARE
          ? -1
          : minutesToPark(regionFill(centre, region, now)),
    })),
  };
}
