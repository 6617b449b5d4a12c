import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centres.config';
import type { ParkingResponse, TimeToParkResponse } from '../../common/domain/live/live-api.types';
import { describeError } from '../../common/server/errors/describe-error';
import { CacheService } from '../cache/cache.service';
import { PROPERTY_DATA } from '../property-data/property-data.port';
import type { PropertyDataPort } from '../property-data/property-data.port';
import { PARKING_CACHE } from './parking-cache.policy';
import { ParkingRegionNotFoundError, ParkingUnavailableError, TimeToParkUnavailableError } from './parking.errors';

/**
 * GET /api/parking and POST /api/time-to-park (spec 1 §7): the car parks' live counts and times to park, from
 * the property data API through the shared cache (one upstream call per centre per window, stale-if-error).
 */
@Injectable()
export class ParkingService {
  // debug only: the property data client logs each upstream failure, and the error filter each 503
  private readonly logger = new Logger(ParkingService.name);

  constructor(
    @Inject(PROPERTY_DATA) private readonly propertyData: PropertyDataPort,
    private readonly cache: CacheService,
  ) {}

  /**
   * Totals and the occupancy of every car park of the centre.
   * @throws ParkingUnavailableError when the reading cannot be had, even stale
   */
  async occupancy(centre: CentreConfig): Promise<ParkingResponse> {
    const key = centre.propertyApiKey;
    try {
      return await this.cache.getOrLoad(
        `live:parking:${key}:occupancy`,
        () => this.propertyData.parkingOccupancy(key),
        PARKING_CACHE,
      );
    } catch (error) {
      this.logger.debug(`Parking occupancy of ${key} unavailable: ${describeError(error)}`);
      throw new ParkingUnavailableError(error);
    }
  }

  /**
   * Minutes to find a space in every car park (no region id) or in the one asked for. Every region is read
   * once per window and the one asked for is picked here, so region ids do not multiply upstream calls.
   * @throws ParkingRegionNotFoundError when the feed has no such region
   * @throws TimeToParkUnavailableError when the reading cannot be had, even stale
   */
  async timeToPark(centre: CentreConfig, regionIds: string[]): Promise<TimeToParkResponse> {
    const all = await this.allTimesToPark(centre);
    const [regionId] = regionIds;
    if (regionId === undefined) return all;
    const results = all.results.filter((result) => result.regionId === regionId);
    if (results.length === 0) throw new ParkingRegionNotFoundError();
    return { timestamp: all.timestamp, results };
  }

  private async allTimesToPark(centre: CentreConfig): Promise<TimeToParkResponse> {
    const key = centre.propertyApiKey;
    try {
      return await this.cache.getOrLoad(
        `live:parking:${key}:time-to-park`,
        () => this.propertyData.timeToPark(key, []),
        PARKING_CACHE,
      );
    } catch (error) {
      this.logger.debug(`Time to park of ${key} unavailable: ${describeError(error)}`);
      throw new TimeToParkUnavailableError(error);
    }
  }
}
