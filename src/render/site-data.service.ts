import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../config/centres.config';
import type { Configuration } from '../../config/configuration';
import type { AlertModel, CentreModel, SiteModel } from '../../client/app/state';
import { toFooter, toHeader } from '../../client/features/navigation/navigation.mapper';
import type { AlertBlok, CentreContent, FooterContent, HeaderContent, RedirectsContent } from '../common/domain/cms/content.types';
import { toTradingHours } from '../common/domain/hours/trading-hours';
import type { AssetHost } from '../common/domain/images/cms-image';
import { toLink } from '../common/domain/links/link-rules';
import { APP_CONFIG } from '../common/server/config/app-config.token';
import { CentresService } from '../modules/centres/centres.service';
import type { ContentVersion } from '../modules/content/content.port';
import { ContentService } from '../modules/content/content.service';
import type { Redirect } from '../modules/content/path-resolution';

/** What every page of a centre shares: the centre, header, footer and redirects. */
export interface SiteData {
  site: Omit<SiteModel, 'origin'>;
  redirects: Redirect[];
}

const MEMO_LIMIT = 32;

/** Builds the site-wide part of a page, mapped once per space and cache version. */
@Injectable()
export class SiteDataService {
  private readonly logger = new Logger(SiteDataService.name);
  private readonly memo = new Map<string, Promise<SiteData>>();

  constructor(
    private readonly content: ContentService,
    private readonly centres: CentresService,
    @Inject(APP_CONFIG) private readonly config: Configuration,
  ) {}

  get assets(): AssetHost {
    return { origin: this.config.content.assetOrigin, baseUrl: this.config.content.assetBaseUrl };
  }

  async get(centre: CentreConfig, version: ContentVersion): Promise<SiteData> {
    if (version === 'draft') return this.load(centre, version);
    const key = `${centre.cms.spaceId}:${await this.content.currentVersion(centre, version)}`;
    let entry = this.memo.get(key);
    if (!entry) {
      entry = this.load(centre, version);
      this.memo.set(key, entry);
      entry.catch(() => this.memo.delete(key));
      if (this.memo.size > MEMO_LIMIT) this.memo.delete(this.memo.keys().next().value!);
    }
    return entry;
  }

  private async load(centre: CentreConfig, version: ContentVersion): Promise<SiteData> {
    const [centreStory, headerStory, footerStory, redirectsStory] = await Promise.all(
      ['foundation/centre', 'global/header', 'global/footer', 'global/redirects'].map((slug) => this.content.story(centre, slug, version)),
    );
    const centreContent = centreStory?.content as CentreContent | undefined;
    const model = this.centreModel(centre, centreContent);
    let header: SiteModel['header'] = null;
    try {
      header = toHeader(headerStory?.content as HeaderContent | undefined, model.name, this.assets);
    } catch (error) {
      this.logger.error(`${centre.slug}: ${(error as Error).message}`);
    }
    const footer = toFooter(footerStory?.content as FooterContent | undefined);
    if (!footer) this.logger.error(`${centre.slug}: Footer is not defined yet`);
    return {
      site: { centre: model, header, footer, alert: toAlert(centreContent?.alert) },
      redirects: toRedirects(redirectsStory?.content as RedirectsContent | undefined),
    };
  }

  private centreModel(centre: CentreConfig, content: CentreContent | undefined): CentreModel {
    const name = content?.name?.trim() || centre.slug;
    const latitude = Number(content?.latitude);
    const longitude = Number(content?.longitude);
    return {
      slug: centre.slug,
      name,
      // the configured zone is authoritative: it is what the server computes 'today' with
      timeZone: centre.timeZone,
      streetAddress: content?.streetAddress?.trim() ?? '',
      suburb: content?.suburb?.trim() ?? '',
      state: content?.state?.trim() ?? '',
      postcode: content?.postcode?.trim() ?? '',
      phone: content?.phone?.trim() ?? '',
      latitude: Number.isFinite(latitude) ? latitude : undefined,
      longitude: Number.isFinite(longitude) ? longitude : undefined,
      tradingHours: toTradingHours(content?.tradingHours),
      outletExceptions: this.centres.hasOutletExceptions(name),
      journey: { enabled: Boolean(content?.journeyEnabled), link: toLink(content?.journeyPageLink) },
      centreType: content?.centreType === 'outlet' ? 'outlet' : 'mall',
    };
  }
}

export function toAlert(bloks: AlertBlok[] | undefined): AlertModel | undefined {
  const blok = bloks?.[0];
  const text = blok?.text?.trim();
  if (!blok || !text) return undefined;
  return { text, link: toLink(blok.link), sticky: blok.sticky_type === 'sticky' };
}

function toRedirects(content: RedirectsContent | undefined): Redirect[] {
  return (content?.entries ?? []).flatMap((entry) => {
    const from = entry.from?.trim();
    const to = entry.to?.trim();
    if (!from || !to) return [];
    return [{ from, to, status: entry.status === '302' ? 302 : 301 }];
  });
}
