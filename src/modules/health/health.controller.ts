import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService } from '@nestjs/terminus';
import type { Response } from 'express';
import { CacheHealthIndicator } from './cache.health';
import { CmsHealthIndicator } from './cms.health';
import { PropertyDataHealthIndicator } from './property-data.health';

/** GET /api/health: 200 when every dependency answers, 503 with the same details otherwise. */
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly cache: CacheHealthIndicator,
    private readonly cms: CmsHealthIndicator,
    private readonly propertyData: PropertyDataHealthIndicator,
  ) {}

  @Get()
  async check(@Res({ passthrough: true }) res: Response) {
    res.setHeader('cache-control', 'no-store');
    try {
      return await this.health.check([
        () => this.cache.check('cache'),
        () => this.cms.check('cms'),
        () => this.propertyData.check('propertyData'),
      ]);
    } catch (error) {
      // operators need the details of what is down, not the generic error body of the global filter
      if (!(error instanceof ServiceUnavailableException)) throw error;
      res.status(503);
      return error.getResponse();
    }
  }
}
