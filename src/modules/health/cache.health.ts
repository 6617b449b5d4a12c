import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { CacheService } from '../cache/cache.service';

@Injectable()
export class CacheHealthIndicator {
  constructor(
    private readonly indicator: HealthIndicatorService,
    private readonly cache: CacheService,
  ) {}

  async check(key: string) {
    const result = await this.cache.ping();
    const check = this.indicator.check(key);
    const details = { store: result.kind, latencyMs: result.latencyMs, ...(result.error ? { error: result.error } : {}) };
    return result.ok ? check.up(details) : check.down(details);
  }
}
