import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../config/centres.config';
import type { Configuration } from '../../config/configuration';
import type { CentreModel, SiteModel } from '../page-model/page-state';
import { EMPTY_FLYOUT_SOURCES, FlyoutSources } from '../page-model/navigation/flyout.mapper';
import { FOOTER_MISSING, toFooter, toHeader } from '../page-model/navigation/navigation.mapper';
import type { CentreContent } from '../common/domain/cms/foundation-content.types';
import type { FooterContent, HeaderContent, RedirectsContent, ThemeContent } from '../common/domain/cms/site-content.types';
import { toTheme } from '../common/domain/theme/theme';
import { toImage } from '../common/domain/images/cms-image';
import type { CmsStory } from '../common/domain/cms/storyblok.types';
import { toTradingHours } from '../common/domain/hours/trading-hours';
import type { AssetHost } from '../common/domain/images/cms-image';
import { toLink } from '../common/domain/links/link-rules';
import { toAlert } from '../page-model/map-alert';
import { APP_CONFIG } from '../common/server/config/app-config.token';
import { CentresService } from '../modules/centres/centres.service';
import { withoutRefusedUrls } from '../common/domain/links/content-url-sweep';
import type { ContentVersion } from '../modules/content/content.port';
import { ContentService } from '../modules/content/content.service';
import type { Redirect } from '../modules/content/path-resolution';

/** What every page of a centre shares: the centre, header, footer and redirects. */
export interface SiteData {
  site: Omit<SiteModel, 'origin'>;
  redirects: Redirect[];
}

const MEMO_LIMIT = 32;

/**
 * The flyout lists brands by title and links them by slug: every other store field stays on the CMS
 * (spec 1 §2.3; the store list is the biggest read of the site data).
 */
export const STORE_HEAVY_FIELDS = [
  'logo',
  'image',
  'phone',
  'email',
  'website',
  'categories',
  'subcategories',
  'tradingHours',
  'ignoreSpecialHours',
  'accepts',
  'licensed',
  'floor',
  'location',
  'keywords',
  'cuisines',
  'mealTimes',
  'precinct',
  'discoverTypes',
  'deliveryMethods',
  'social',
  'preDescription',
  'description',
  'postDescription',
  'menu',
  'bookNow',
  'similarStores',
  'metaTitle',
  'metaDescription',
  'ogImage',
].join(',');
const CATEGORY_HEAVY_FIELDS = 'description,image,pinnedStores,metaTitle,metaDescription,ogImage';

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
    const headerStory = this.content.story(centre, 'global/header', version);
    // the flyout's stories are read only when the header has a flyout, alongside the other stories
    const flyoutSources = headerStory.then((story) => this.flyoutSources(centre, story, version));
    // awaited below, unless another reading fails first: its failure must not go unheard, which ends the process
    flyoutSources.catch(() => undefined);
    const [centreStory, footerStory, redirectsStory, themeStory] = await Promise.all(
      ['foundation/centre', 'global/footer', 'global/redirects', 'global/theme'].map((slug) =>
        this.content.story(centre, slug, version),
      ),
    );
    const centreContent = this.swept(centre, centreStory)?.content as CentreContent | undefined;
    const model = this.centreModel(centre, centreContent);
    let header: SiteModel['header'] = null;
    try {
      header = toHeader(
        this.swept(centre, await headerStory)?.content as HeaderContent | undefined,
        model.name,
        this.assets,
        {
          showChangeCentre: centre.showChangeCentre,
          flyoutSources: await flyoutSources,
        },
      );
    } catch (error) {
      // spec 1 §2.3: 'Could not find header content'; the page still renders a minimal header
      this.logger.error(`${centre.slug}: ${(error as Error).message}`);
    }
    const themeContent = this.swept(centre, themeStory)?.content as ThemeContent | undefined;
    const { theme, warnings } = toTheme(themeContent, this.assets);
    for (const warning of warnings) this.logger.warn(`${centre.slug}: ${warning}`);
    // the theme's logo is the brand's: it replaces the header's
    const themeLogo = toImage(themeContent?.logo, this.assets, model.name);
    if (header && themeLogo) header = { ...header, logo: themeLogo };
    const footer = toFooter(this.swept(centre, footerStory)?.content as FooterContent | undefined);
    if (!footer) this.logger.error(`${centre.slug}: ${FOOTER_MISSING}`);
    return {
      site: { centre: model, header, footer, alert: toAlert(centreContent?.alert), theme },
      redirects: toRedirects(redirectsStory?.content as RedirectsContent | undefined),
    };
  }

  /**
   * The header, footer and centre stories (the alert's link, the logos, social links) with every URL the content
   * rule refuses taken out before mapping, each logged by story and field, never its value (docs/content-model.md
   * "URLs from content"), as pages are in PageDataService.
   */
  private swept(centre: CentreConfig, story: CmsStory | null | undefined): CmsStory | null | undefined {
    if (!story) return story;
    return withoutRefusedUrls(story, (dropped) =>
      this.logger.warn(
        `${centre.slug}: a ${dropped.reason} URL in ${story.full_slug} content.${dropped.field} was not rendered`,
      ),
    );
  }

  /** spec 1 §2.3: stores (title and slug), top-level categories and premium guest services of the flyout. */
  private async flyoutSources(
    centre: CentreConfig,
    headerStory: CmsStory | null,
    version: ContentVersion,
  ): Promise<FlyoutSources> {
    const flyout = (headerStory?.content as HeaderContent | undefined)?.flyout;
    if (!Array.isArray(flyout) || flyout.length === 0) return EMPTY_FLYOUT_SOURCES;
    const read = async <T>(what: string, load: Promise<CmsStory[]>): Promise<T[]> => {
      try {
        return (await load) as T[];
      } catch (error) {
        // a failed list leaves its flyout column empty; the page itself still renders
        this.logger.error(`${centre.slug}: could not load the flyout's ${what}: ${errorMessage(error)}`);
        return [];
      }
    };
    const [stores, categories, premiumServices] = await Promise.all([
      read<FlyoutSources['stores'][number]>(
        'stores',
        this.content.stories(
          centre,
          { starts_with: 'foundation/stores/', excluding_fields: STORE_HEAVY_FIELDS },
          version,
        ),
      ),
      read<FlyoutSources['categories'][number]>(
        'categories',
        this.content.stories(
          centre,
          {
            starts_with: 'foundation/categories/',
            filter_query: { level: { in: 'category' } },
            excluding_fields: CATEGORY_HEAVY_FIELDS,
          },
          version,
        ),
      ),
      read<FlyoutSources['premiumServices'][number]>(
        'premium guest services',
        this.content.stories(centre, { starts_with: 'premium-guest-services/' }, version),
      ),
    ]);
    return { stores, categories, premiumServices };
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

function toRedirects(content: RedirectsContent | undefined): Redirect[] {
  return (content?.entries ?? []).flatMap((entry) => {
    const from = entry.from?.trim();
    const to = entry.to?.trim();
    if (!from || !to) return [];
    return [{ from, to, status: entry.status === '302' ? 302 : 301 }];
  });
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  // storyblok-js-client rejects with plain objects
  return typeof error === 'object' && error !== null && 'message' in error
    ? String((error as { message: unknown }).message)
    : String(error);
}
