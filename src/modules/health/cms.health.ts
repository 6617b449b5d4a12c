import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { CentresService } from '../centres/centres.service';
import { ContentService } from '../content/content.service';

const CMS_CHECK_TIMEOUT_MS = 3000;

/** Asks the CMS for each centre's cache version; down when any space does not answer. */
@Injectable()
export class CmsHealthIndicator {
  constructor(
    private readonly indicator: HealthIndicatorService,
    private readonly content: ContentService,
    private readonly centres: CentresService,
  ) {}

  async check(key: string) {
    const spaces = await Promise.all(
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
    const check = this.indicator.check(key);
    return spaces.every((space) => space.ok) ? check.up({ spaces }) : check.down({ spaces });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]);
}
