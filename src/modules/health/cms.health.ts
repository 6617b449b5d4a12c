import { Inject, Injectable } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { HealthIndicatorService } from '@nestjs/terminus';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { CentresService } from '../centres/centres.service';
import { ContentService } from '../content/content.service';
import { withTimeout } from './probe-timeout';

const CMS_CHECK_TIMEOUT_MS = 3000;

interface SpaceProbe {
  centre: string;
  ok: boolean;
  latencyMs?: number;
  error?: string;
}

/** Asks the CMS for each centre's cache version; down when any space does not answer. */
@Injectable()
export class CmsHealthIndicator {
  /** One probe at a time, reused for healthProbeSeconds: probes every few seconds must not hammer the CMS. */
  private probe?: { at: number; spaces: Promise<SpaceProbe[]> };

  constructor(
    private readonly indicator: HealthIndicatorService,
    private readonly content: ContentService,
    private readonly centres: CentresService,
    @Inject(APP_CONFIG) private readonly config: Configuration,
  ) {}

  async check(key: string) {
    const now = Date.now();
    if (!this.probe || now - this.probe.at >= this.config.content.healthProbeSeconds * 1000) this.probe = { at: now, spaces: this.probeSpaces() };
    const spaces = await this.probe.spaces;
    const check = this.indicator.check(key);
    return spaces.every((space) => space.ok) ? check.up({ spaces }) : check.down({ spaces });
  }

  private probeSpaces(): Promise<SpaceProbe[]> {
    return Promise.all(
      this.centres.all().map(async (centre) => {
        const started = Date.now();
        try {
          await withTimeout(this.content.ping(centre), CMS_CHECK_TIMEOUT_MS);
          return { centre: centre.slug, ok: true, latencyMs: Date.now() - started };
        } catch (error) {
          return { centre: centre.slug, ok: false, error: (error as Error).message };
        }
      }),
    );
  }
}
