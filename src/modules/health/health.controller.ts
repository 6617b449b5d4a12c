import { Controller, Get } from '@nestjs/common';
import { HealthCheck, HealthCheckService } from '@nestjs/terminus';
import { CacheHealthIndicator } from './cache.health';
import { CmsHealthIndicator } from './cms.health';

/** GET /api/health: 200 when every dependency answers, 503 with details otherwise. */
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly cache: CacheHealthIndicator,
    private readonly cms: CmsHealthIndicator,
  ) {}

  @Get()
  @HealthCheck()
  check() {
    return this.health.check([() => this.cache.check('cache'), () => this.cms.check('cms')]);
  }
}
