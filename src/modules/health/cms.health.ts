import { Inject, Injectable } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { HealthIndicatorService } from '@nestjs/terminus';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import type { CentreConfig } from '../../../config/centres.config';
import { CentresService } from '../centres/centres.service';
import { ContentService } from '../content/content.service';
import { withTimeout } from './probe-timeout';

/** The probe's own limit; the content service gives up sooner, on a page's budget, when a patience is set. */
const CMS_CHECK_TIMEOUT_MS = 3000;

interface SpaceProbe {
  centre: string;
  ok: boolean;
  latencyMs?: number;
  error?: string;
}

/**
 * Asks the CMS for each centre's cache version; down when any space does not answer, or when the site's own CMS
 * calls for a space are in trouble now: one running past its patience (it hangs: that shows within the patience,
 * 250 ms, of the first page that waits on it) or the last one failed, whatever the last probe found (issue 23
 * part 8).
 */
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
    if (!this.probe || now - this.probe.at >= this.config.content.healthProbeSeconds * 1000)
      this.probe = { at: now, spaces: this.probeSpaces() };
    const probed = await this.probe.spaces;
    const spaces = this.centres.all().map((centre, index) => this.troubled(centre) ?? probed[index]!);
    const check = this.indicator.check(key);
    return spaces.every((space) => space.ok) ? check.up({ spaces }) : check.down({ spaces });
  }

  /** The space as down when the site's own calls to it are in trouble now. */
  private troubled(centre: CentreConfig): SpaceProbe | undefined {
    const trouble = this.content.trouble(centre);
    return trouble === undefined ? undefined : { centre: centre.slug, ok: false, error: trouble };
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
