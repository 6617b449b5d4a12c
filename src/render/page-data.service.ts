import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../config/centres.config';
import type { Configuration } from '../../config/configuration';
import type { MapContext } from '../../client/blocks/block-definition';
import { mapBlocks } from '../../client/blocks/map-blocks';
import { toNotFound } from '../../client/blocks/not-found.block';
import { toDetail } from '../../client/features/detail/detail.mapper';
import type { HeadModel, InitialState, PageKind, PageModel, SiteModel } from '../../client/app/state';
import type { CentreInfoContent, CompetitionContent, NotFoundContent, PageContent, SeoFields } from '../common/domain/cms/content.types';
import type { CmsStory } from '../common/domain/cms/storyblok.types';
import { toImage, imageUrl } from '../common/domain/images/cms-image';
import { normalizePath } from '../common/domain/links/normalize-path';
import { zonedToInstant } from '../common/domain/time/zoned-time';
import { APP_CONFIG } from '../common/server/config/app-config.token';
import type { ContentVersion } from '../modules/content/content.port';
import { ContentService } from '../modules/content/content.service';
import { resolvePath, ResolvedRoute } from '../modules/content/path-resolution';
import { toAlert } from '../../client/app/map-alert';
import { SiteDataService } from './site-data.service';

export interface PageRequest {
  centre: CentreConfig;
  /** path and query of the request URL */
  url: string;
  origin: string;
  editMode: boolean;
  now: Date;
}

export type PageResult = { kind: 'page'; state: InitialState; status: number } | { kind: 'redirect'; location: string; status: 301 | 302 };

const DETAIL_KINDS = { stores: 'store', events: 'event', offers: 'offer', news: 'news' } as const;

/** Assembles everything a page needs: resolves the path (spec 1 §2.1), reads content, maps it to view models. */
@Injectable()
export class PageDataService {
  private readonly logger = new Logger(PageDataService.name);

  constructor(
    private readonly content: ContentService,
    private readonly siteData: SiteDataService,
    @Inject(APP_CONFIG) private readonly config: Configuration,
  ) {}

  async build(request: PageRequest): Promise<PageResult> {
    const version: ContentVersion = request.editMode ? 'draft' : 'published';
    const path = normalizePath(request.url);
    const [siteData, index] = await Promise.all([this.siteData.get(request.centre, version), this.content.index(request.centre, version)]);
    const route = resolvePath(path, index, siteData.redirects, request.editMode);
    if (route.kind === 'redirect') return { kind: 'redirect', location: route.location, status: route.status };

    const site: SiteModel = { ...siteData.site, origin: request.origin };
    const ctx: MapContext = {
      assets: this.siteData.assets,
      timeZone: request.centre.timeZone,
      now: request.now,
      editMode: request.editMode,
      centreName: site.centre.name,
    };
    const page = (await this.pageFor(route, request, version, ctx, site, path)) ?? (await this.notFound(request, version, ctx, site, path));
    return {
      kind: 'page',
      status: page.status,
      state: {
        site,
        page,
        now: request.now.toISOString(),
        editMode: request.editMode,
        env: {
          mode: this.config.app.mode,
          mapsKey: this.config.integrations.keys.mapsKey,
          tagManagerId: request.centre.tagManagerId,
          errorTrackingToken: this.config.app.errorTrackingToken,
          assetHost: this.siteData.assets,
        },
      },
    };
  }

  private async pageFor(route: ResolvedRoute, request: PageRequest, version: ContentVersion, ctx: MapContext, site: SiteModel, path: string): Promise<PageModel | undefined> {
    if (route.kind === 'not-found' || route.kind === 'redirect') return undefined;
    const story = await this.content.story(request.centre, route.fullSlug, version);
    if (!story) return undefined;
    const base = { status: 200, path, previewUrl: request.editMode ? `${request.origin}${path}` : undefined, storyId: request.editMode ? story.id : undefined };
    const report = (problem: { component: string; error: unknown }) =>
      this.logger.warn(`${request.centre.slug} ${path}: block ${problem.component} not rendered: ${(problem.error as Error)?.message}`);

    if (route.kind === 'content' || (route.kind === 'foundation' && route.foundation === 'centre-info')) {
      const content = story.content as PageContent | CentreInfoContent;
      const pageContent = content as Partial<PageContent>;
      const kind: PageKind = route.kind === 'content' ? 'content' : 'centre-info';
      return {
        ...base,
        kind,
        title: content.title || story.name,
        head: this.head(content, story, site, path, Boolean(content.noIndex), 'website'),
        alert: toAlert(pageContent.alert),
        header: mapBlocks(pageContent.header, ctx, report),
        body: mapBlocks(content.body, ctx, report),
        hideFooter: Boolean(pageContent.hideFooter),
        hideBackTop: Boolean(pageContent.hideBackTop),
      };
    }
    if (route.kind === 'competition' && isExpired(story as CmsStory<CompetitionContent>, request)) return undefined;
    const kind: PageKind = route.kind === 'foundation' ? DETAIL_KINDS[route.foundation as keyof typeof DETAIL_KINDS] : route.kind;
    const detail = toDetail(kind as Parameters<typeof toDetail>[0], story.content, ctx.assets);
    return {
      ...base,
      kind,
      title: detail.title,
      head: this.head({ ...(story.content as SeoFields), title: detail.title }, story, site, path, false, kind === 'store' || kind === 'category' ? 'website' : 'article'),
      header: [],
      body: [],
      detail,
      hideFooter: false,
      hideBackTop: false,
    };
  }

  private async notFound(request: PageRequest, version: ContentVersion, ctx: MapContext, site: SiteModel, path: string): Promise<PageModel> {
    const story = await this.content.story(request.centre, 'global/not-found', version).catch(() => null);
    const notFound = toNotFound(story?.content as NotFoundContent | undefined, ctx);
    return {
      kind: 'not-found',
      status: 404,
      path,
      title: notFound.title,
      // spec 1 §2.2: the not-found page is not indexed
      head: { title: `${notFound.title} | ${site.centre.name}`, canonical: `${request.origin}${path}`, noIndex: true, ogType: 'website' },
      header: [],
      body: [],
      notFound,
      hideFooter: false,
      hideBackTop: true,
    };
  }

  private head(content: SeoFields & { title?: string }, story: CmsStory, site: SiteModel, path: string, noIndex: boolean, ogType: HeadModel['ogType']): HeadModel {
    const title = content.metaTitle?.trim() || content.title?.trim() || story.name;
    const ogImage = toImage(content.ogImage, this.siteData.assets);
    return {
      title: path === '/' && !content.metaTitle ? `${site.centre.name} | ${title}` : `${title} | ${site.centre.name}`,
      description: content.metaDescription?.trim() || undefined,
      canonical: `${site.origin}${path === '/' ? '/' : path}`,
      noIndex,
      ogType,
      ogImage: ogImage ? imageUrl(ogImage, 1200, 630) : undefined,
    };
  }
}

/** spec 1 §2.1: a competition past its expiry date (in the centre's time zone) is the not-found page. */
function isExpired(story: CmsStory<CompetitionContent>, request: PageRequest): boolean {
  const expiry = story.content.expiryDate;
  if (!expiry) return false;
  const withTime = /\d{2}:\d{2}/.test(expiry) ? expiry : `${expiry} 23:59`;
  const instant = zonedToInstant(withTime, request.centre.timeZone);
  return instant !== undefined && instant.getTime() < request.now.getTime();
}
