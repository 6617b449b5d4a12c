import { parkingThresholds, ThresholdsResult } from '../../common/domain/live/parking-bands';
import { parkingOverride } from '../../common/domain/live/parking-status';
import { collection, Collections } from '../collections';
import type { ParkingRegionModel } from './parking.model';

const THRESHOLD_SLUG = 'global/parking-threshold';

/** spec 1 §8-§9: the bands of the centre's parking-threshold story, or the defaults and the problem to report. */
export function toParkingBands(collections: Collections): ThresholdsResult {
  const story = collection(collections, 'parkingThreshold').find((item) => item.full_slug === THRESHOLD_SLUG);
  return parkingThresholds(story?.content);
}

/**
 * The CMS car parks (parking_region stories) that name a region id, in name order (a visitor scans a short list
 * of names; the CMS folder order is not something editors see on the site).
 */
export function toParkingRegions(collections: Collections): ParkingRegionModel[] {
  return collection(collections, 'parkingRegions')
    .flatMap((story) => {
      const content = story.content;
      const regionId = typeof content.region_id === 'string' ? content.region_id.trim() : '';
      const name = typeof content.name === 'string' && content.name.trim() ? content.name.trim() : story.name;
      if (!regionId) return [];
      const override = parkingOverride(content);
      return [{ regionId, name, ...(override ? { override } : {}) }];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
}
