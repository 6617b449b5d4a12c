import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../config/centres.config';
import type { Configuration } from '../../config/configuration';
import type { MapContext } from '../../client/blocks/block-definition';
import { toNotFound } from '../../client/blocks/not-found.block';
import type { InitialState, PageModel, SiteModel } from '../../client/app/state';
import { normalizePath } from '../common/domain/links/normalize-path';
import type { NotFoundContent } from '../common/domain/cms/content.types';
import { APP_CONFIG } from '../common/server/config/app-config.token';
import type { ContentVersion } from '../modules/content/content.port';
import { ContentService } from '../modules/content/content.service';
import { resolvePath, ResolvedRoute } from '../modules/content/path-resolution';
import type { CmsStory } from '../common/domain/cms/storyblok.types';
import { CollectionsService } from './collections.service';
import { jsonLdFor } from './seo/json-ld';
import { builderFor } from './pages/page-builders';
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

/** Assembles everything a page needs: resolves the path (spec 1 §2.1), reads content, maps it to view models. */
@Injectable()
export class PageDataService {
  private readonly logger = new Logger(PageDataService.name);

  constructor(
    private readonly content: ContentService,
    private readonly siteData: SiteDataService,
    private readonly collections: CollectionsService,
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
      collections: {},
      query: queryOf(request.url),
    };
    const story = route.kind === 'not-found' ? null : await this.content.story(request.centre, route.fullSlug, version);
    const page = (story && (await this.pageFor(route, story, request, version, ctx, site, path))) ?? (await this.notFound(request, version, ctx, site, path));
    page.jsonLd = jsonLdFor({ route, story, page, site, assets: ctx.assets, now: request.now });
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
          captchaSiteKey: this.config.integrations.captcha.siteKey || undefined,
          captchaAction: this.config.integrations.captcha.action,
          tagManagerId: request.centre.tagManagerId,
          errorTrackingToken: this.config.app.errorTrackingToken,
          assetHost: this.siteData.assets,
        },
      },
    };
  }

  private async pageFor(route: ResolvedRoute, story: CmsStory, request: PageRequest, version: ContentVersion, ctx: MapContext, site: SiteModel, path: string): Promise<PageModel | undefined> {
    if (route.kind === 'not-found' || route.kind === 'redirect') return undefined;
    let context = ctx;
    return builderFor(route).build({
      centre: request.centre,
      route,
      story,
      version,
      site,
      path,
      now: request.now,
      editMode: request.editMode,
      previewUrl: request.editMode ? `${request.origin}${path}` : undefined,
      get ctx() {
        return context;
      },
      load: async (names) => {
        context = { ...context, collections: { ...context.collections, ...(await this.collections.load(request.centre, version, names)) } };
        return context;
      },
      report: (problem) => this.logger.warn(`${request.centre.slug} ${path}: block ${problem.component} not rendered: ${(problem.error as Error)?.message}`),
    });
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
}

/** The query parameters of a request URL (first value of each), for mappers that render filtered views. */
function queryOf(url: string): Record<string, string> {
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (!(key in query)) query[key] = value;
  return query;
}
