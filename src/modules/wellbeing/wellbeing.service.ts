import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centres.config';
import type { WellbeingReading, WellWidgetsResponse } from '../../common/domain/live/live-api.types';
import { describeError } from '../../common/server/errors/describe-error';
import { CacheService } from '../cache/cache.service';
import { PROPERTY_DATA } from '../property-data/property-data.port';
import type { PropertyDataPort } from '../property-data/property-data.port';
import { latestReading } from './latest-reading';
import { WELLBEING_CACHE } from './wellbeing-cache.policy';
import { WellbeingUnavailableError } from './wellbeing.errors';

/**
 * GET /api/well-widgets (spec 1 §7): the centre's latest indoor reading, from the property data API through the
 * shared cache (one upstream call per centre per window, stale-if-error).
 */
@Injectable()
export class WellbeingService {
  // debug only: the property data client logs each upstream failure, and the error filter each 503
  private readonly logger = new Logger(WellbeingService.name);

  constructor(
    @Inject(PROPERTY_DATA) private readonly propertyData: PropertyDataPort,
    private readonly cache: CacheService,
  ) {}

  /**
   * An array of exactly one reading: the latest when the sensors report several.
   * @throws WellbeingUnavailableError when there is no reading, even stale
   */
  async widgets(centre: CentreConfig): Promise<WellWidgetsResponse> {
    const key = centre.propertyApiKey;
    try {
      const reading = await this.cache.getOrLoad(`live:wellbeing:${key}`, () => this.load(key), WELLBEING_CACHE);
      return [reading];
    } catch (error) {
      this.logger.debug(`Well-being reading of ${key} unavailable: ${describeError(error)}`);
      throw new WellbeingUnavailableError(error);
    }
  }

  /** No reading at all is a failure, and is not cached as a value (the stale reading is served instead). */
  private async load(key: string): Promise<WellbeingReading> {
    const reading = latestReading(await this.propertyData.wellbeing(key));
    if (!reading) throw new Error('the property data API answered no well-being reading');
    return reading;
  }
}
