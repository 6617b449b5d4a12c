import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { PropertyDataError } from '../property-data/property-data.errors';
import { PROPERTY_DATA, type PropertyDataPort } from '../property-data/property-data.port';
import { withTimeout } from './probe-timeout';

const PROPERTY_DATA_CHECK_TIMEOUT_MS = 3000;

interface Probe {
  ok: boolean;
  latencyMs?: number;
  error?: string;
  /** the status the data client reported (400 when no answer came, spec 1 §8) */
  upstreamStatus?: number;
}

/**
 * The property data API answers a cheap call (the centres list) with a token fetched or reused: down when it
 * does not. One probe at a time, reused for healthProbeSeconds, so frequent load-balancer probes do not
 * hammer the API.
 */
@Injectable()
export class PropertyDataHealthIndicator {
  private probe?: { at: number; result: Promise<Probe> };

  constructor(
    private readonly indicator: HealthIndicatorService,
    @Inject(PROPERTY_DATA) private readonly propertyData: PropertyDataPort,
    @Inject(APP_CONFIG) private readonly config: Configuration,
  ) {}

  async check(key: string) {
    const now = Date.now();
    if (!this.probe || now - this.probe.at >= this.config.integrations.propertyApi.healthProbeSeconds * 1000) {
      this.probe = { at: now, result: this.run() };
    }
    const { ok, ...details } = await this.probe.result;
    const check = this.indicator.check(key);
    return ok ? check.up(details) : check.down(details);
  }

  private async run(): Promise<Probe> {
    const started = Date.now();
    try {
      await withTimeout(this.propertyData.listCentres(), PROPERTY_DATA_CHECK_TIMEOUT_MS);
      return { ok: true, latencyMs: Date.now() - started };
    } catch (error) {
      return {
        ok: false,
        error: (error as Error).message,
        ...(error instanceof PropertyDataError ? { upstreamStatus: error.status } : {}),
      };
    }
  }
}
