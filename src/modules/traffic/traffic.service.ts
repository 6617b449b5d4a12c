import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centres.config';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import type { CurrentTraffic, TrafficResponse } from '../../common/domain/live/live-api.types';
import type { DayTraffic } from '../../page-model/traffic/traffic-panel.model';
import { CLOCK } from '../../common/server/time/clock';
import type { Clock } from '../../common/server/time/clock';
import { describeError } from '../../common/server/errors/describe-error';
import { CacheService } from '../cache/cache.service';
import type { GetOrLoadOptions } from '../cache/cache.service';
import { PROPERTY_DATA } from '../property-data/property-data.port';
import type { PropertyDataPort, TrafficCurve } from '../property-data/property-data.port';
import { TRAFFIC_CACHE, TRAFFIC_MAX_AGE_SECONDS } from './traffic-cache.policy';
import { isWithin, trafficDateRange } from './traffic-dates';
import { TrafficDateOutOfRangeError, TrafficUnavailableError } from './traffic.errors';

/** An answer and how long browsers and CDNs may keep it. */
export interface TrafficAnswer {
  body: TrafficResponse;
  maxAgeSeconds: number;
}

/**
 * GET /api/traffic (spec 1 §7): the arrival curve of a trading day and, for today, the reading now, from the
 * property data API through the shared cache (one upstream call per key per window, stale-if-error).
 */
@Injectable()
export class TrafficService {
  // debug only: the property data client logs each upstream failure, and the error filter each 503
  private readonly logger = new Logger(TrafficService.name);

  constructor(
    @Inject(PROPERTY_DATA) private readonly propertyData: PropertyDataPort,
    private readonly cache: CacheService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The curve of the trading day starting on startDate (YYYY-MM-DD in the centre's time zone; default today).
   * Today: actual arrivals so far and the reading now (null when only the reading fails). Another day: the
   * usual curve, no reading.
   * @throws TrafficDateOutOfRangeError before yesterday or more than 27 days ahead
   * @throws TrafficUnavailableError when the curve cannot be had, even stale
   */
  async traffic(centre: CentreConfig, startDate?: string): Promise<TrafficAnswer> {
    const range = trafficDateRange(this.clock.now(), centre.timeZone);
    const date = startDate ?? range.today;
    if (!isWithin(date, range)) throw new TrafficDateOutOfRangeError(range);
    const key = centre.propertyApiKey;
    if (date !== range.today) {
      const curve = await this.curve(`live:traffic:${key}:typical:${date}`, TRAFFIC_CACHE.typical, () =>
        this.propertyData.typicalTraffic(key, date),
      );
      return { body: { traffic: curve, current: null }, maxAgeSeconds: TRAFFIC_MAX_AGE_SECONDS.otherDay };
    }
    const [curve, current] = await Promise.all([
      // keyed by date: after midnight yesterday's curve is never served as today's
      this.curve(`live:traffic:${key}:today:${date}`, TRAFFIC_CACHE.today, () => this.propertyData.todayTraffic(key)),
      this.current(centre),
    ]);
    return { body: { traffic: curve, current }, maxAgeSeconds: TRAFFIC_MAX_AGE_SECONDS.today };
  }

  /**
   * Today's answer for a page that shows a traffic block (`foot_traffic`, `foot_traffic_static` in its body), read
   * as the page renders so the server draws the chart (decision 0030): the same cached answer `/api/traffic` gives,
   * with when it was read. Undefined for a page without one, and when the curve cannot be had (the chart then asks
   * in the browser, as before).
   */
  async todayForPage(centre: CentreConfig, story: CmsStory | null | undefined): Promise<DayTraffic | undefined> {
    if (!hasTrafficBlock(story)) return undefined;
    const readAt = this.clock.now();
    try {
      const { body } = await this.traffic(centre);
      return { date: trafficDateRange(readAt, centre.timeZone).today, response: body, readAt: readAt.toISOString() };
    } catch (error) {
      this.logger.debug(`Traffic of ${centre.slug} not drawn on the server: ${describeError(error)}`);
      return undefined;
    }
  }

  private async curve(
    cacheKey: string,
    window: GetOrLoadOptions,
    load: () => Promise<TrafficCurve>,
  ): Promise<TrafficResponse['traffic']> {
    try {
      const curve = await this.cache.getOrLoad(cacheKey, load, window);
      return { timezone: curve.timezone, days: curve.days };
    } catch (error) {
      this.logger.debug(`Traffic curve ${cacheKey} unavailable: ${describeError(error)}`);
      throw new TrafficUnavailableError(error);
    }
  }

  /** The reading now; null when it cannot be had (the curve still shows). */
  private async current(centre: CentreConfig): Promise<CurrentTraffic | null> {
    const key = centre.propertyApiKey;
    try {
      return await this.cache.getOrLoad(
        `live:traffic:${key}:current`,
        () => this.propertyData.currentTraffic(key),
        TRAFFIC_CACHE.current,
      );
    } catch (error) {
      this.logger.debug(`Current traffic of ${key} unavailable: ${describeError(error)}`);
      return null;
    }
  }
}

const TRAFFIC_BLOCKS = new Set(['foot_traffic', 'foot_traffic_static']);

/** The page's body has a traffic block (blocks are at the top level of a page's body, docs/content-model.md). */
function hasTrafficBlock(story: CmsStory | null | undefined): boolean {
  const body = (story?.content as { body?: unknown } | undefined)?.body;
  return (
    Array.isArray(body) &&
    body.some((blok) => TRAFFIC_BLOCKS.has(String((blok as { component?: unknown } | null)?.component)))
  );
}
