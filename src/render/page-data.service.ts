import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../config/centres.config';
import type { Configuration } from '../../config/configuration';
import { mapContextFor, type MapContext } from '../page-model/blocks/block-definition';
import { NOT_FOUND_DOCUMENT_TITLE } from '../common/domain/pages/not-found-texts';
import { toNotFound } from '../page-model/blocks/not-found/not-found.block';
import { titleWithCentre } from '../page-model/pages/page-base';
import type { InitialState, PageModel, SiteModel } from '../page-model/page-state';
import type { VendorMapSettings } from '../page-model/map/floor-plan.model';
import { dropRefusedUrls, withoutRefusedUrls } from '../common/domain/links/content-url-sweep';
import { normalizePath } from '../common/domain/links/normalize-path';
import type { NotFoundContent } from '../common/domain/cms/site-content.types';
import { APP_CONFIG } from '../common/server/config/app-config.token';
import type { ContentVersion } from '../modules/content/content.port';
import { ContentService } from '../modules/content/content.service';
import { resolvePath, ResolvedRoute } from '../modules/content/path-resolution';
import { SearchService } from '../modules/content/search/search.service';
import { searchPage } from '../page-model/pages/search-page.builder';
import { queryProblem, typedQuery } from '../common/domain/search/search-query';
import { emptySearchResponse } from '../common/domain/search/search-results';
import type { CmsStory } from '../common/domain/cms/storyblok.types';
import { BookingCataloguesService } from './booking-catalogues.service';
import { TicketSalesService } from './ticket-sales.service';
import { TrafficService } from '../modules/traffic/traffic.service';
import { CollectionsService } from './collections.service';
import { jsonLdFor } from './seo/json-ld';
import { builderFor } from '../page-model/pages/page-builders';
import { SiteDataService } from './site-data.service';

export interface PageRequest {
  centre: CentreConfig;
  /** path and query of the request URL */
  url: string;
  origin: string;
  editMode: boolean;
  now: Date;
  /** the editor's live preview: the story as the visual editor holds it, unsaved (docs/editor.md) */
  unsaved?: { id: number; name?: string; content: CmsStory['content'] };
}

export type PageResult =
  { kind: 'page'; state: InitialState; status: number } | { kind: 'redirect'; location: string; status: 301 | 302 };

/** Assembles everything a page needs: resolves the path (spec 1 §2.1), reads content, maps it to view models. */
@Injectable()
export class PageDataService {
  private readonly logger = new Logger(PageDataService.name);

  constructor(
    private readonly content: ContentService,
    private readonly siteData: SiteDataService,
    private readonly collections: CollectionsService,
    private readonly search: SearchService,
    private readonly bookings: BookingCataloguesService,
    private readonly ticketSales: TicketSalesService,
    private readonly traffic: TrafficService,
    @Inject(APP_CONFIG) private readonly config: Configuration,
  ) {}

  async build(request: PageRequest): Promise<PageResult> {
    const version: ContentVersion = request.editMode ? 'draft' : 'published';
    const path = normalizePath(request.url);
    const [siteData, index] = await Promise.all([
      this.siteData.get(request.centre, version),
      this.content.index(request.centre, version),
    ]);
    const route = resolvePath(path, index, siteData.redirects, request.editMode);
    if (route.kind === 'redirect') return { kind: 'redirect', location: route.location, status: route.status };

    const site: SiteModel = { ...siteData.site, origin: request.origin };
    const ctx = mapContextFor({
      assets: this.siteData.assets,
      centre: { timeZone: request.centre.timeZone, name: site.centre.name, slug: request.centre.slug },
      now: request.now,
      editMode: request.editMode,
      url: request.url,
      maps: Boolean(this.config.integrations.keys.mapsKey),
      indoorMap: indoorMapSettings(this.config.integrations.keys),
    });
    const found = 'fullSlug' in route ? await this.content.story(request.centre, route.fullSlug, version) : null;
    const shown = found && request.editMode && request.unsaved?.id === found.id ? withUnsaved(found, request.unsaved) : found;
    const story = shown && this.withoutRefusedUrls(shown, request, path);
    const [bookingBlocks, ticketSales, trafficToday] = await Promise.all([
      this.bookings.of(request.centre, story, request.now),
      this.ticketSales.of(request.centre, story, version),
      // the editor's live preview maps blocks in the browser, where the chart asks for itself
      request.editMode ? undefined : this.traffic.todayForPage(request.centre, story),
    ]);
    if (bookingBlocks && story) Object.assign(ctx, { bookingBlocks, pageSlug: story.full_slug });
    if (ticketSales) Object.assign(ctx, { ticketSales });
    if (trafficToday) Object.assign(ctx, { trafficToday });
    const page =
      (route.kind === 'search' ? await this.searchPage(request, ctx.query, site, path) : undefined) ??
      (story && (await this.pageFor(route, story, request, version, ctx, site, path))) ??
      (await this.notFound(request, version, ctx, site, path));
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
          tagManagerUrl: this.config.integrations.analytics.tagManagerUrl,
          errorTracking: this.config.app.errorTrackingDsn
            ? { dsn: this.config.app.errorTrackingDsn, sampleRate: this.config.app.errorTrackingSampleRate }
            : undefined,
          assetHost: this.siteData.assets,
        },
      },
    };
  }

  private async pageFor(
    route: ResolvedRoute,
    story: CmsStory,
    request: PageRequest,
    version: ContentVersion,
    ctx: MapContext,
    site: SiteModel,
    path: string,
  ): Promise<PageModel | undefined> {
    if (route.kind === 'not-found' || route.kind === 'redirect' || route.kind === 'search') return undefined;
    let context = ctx;
    return builderFor(route).build({
      centre: request.centre,
      route,
      story,
      site,
      path,
      now: request.now,
      editMode: request.editMode,
      previewUrl: request.editMode ? `${request.origin}${path}` : undefined,
      get ctx() {
        return context;
      },
      load: async (names) => {
        const loaded = await this.collections.load(request.centre, version, names);
        // each collection on its own: a collection read from the cache is frozen, and its sweep is then done once
        const swept = Object.fromEntries(
          Object.entries(loaded).map(([name, collection]) => [
            name,
            dropRefusedUrls(
              collection as unknown,
              (dropped) => this.urlDropped(request, path, `collections.${dropped.field}`, dropped.reason),
              name,
            ),
          ]),
        ) as typeof loaded;
        context = { ...context, collections: { ...context.collections, ...swept } };
        return context;
      },
      report: (problem) =>
        this.logger.warn(
          `${request.centre.slug} ${path}: block ${problem.component} not rendered: ${(problem.error as Error)?.message}`,
        ),
    });
  }

  /**
   * The story with every URL the content rule refuses taken out before any mapper sees it (docs/content-model.md
   * "URLs from content"), each one logged by its field: the mappers' own checks then never meet one.
   */
  private withoutRefusedUrls(story: CmsStory, request: PageRequest, path: string): CmsStory {
    return withoutRefusedUrls(story, (dropped) =>
      this.urlDropped(request, path, `${story.full_slug} content.${dropped.field}`, dropped.reason),
    );
  }

  /** One line per dropped URL: where it was and its kind, never the URL (it may carry anything). */
  private urlDropped(request: PageRequest, path: string, field: string, reason: string): void {
    this.logger.warn(`${request.centre.slug} ${path}: a ${reason} URL in ${field} was not rendered`);
  }

  /** The search results page (issue 13; `?query=` or `?q=`): a query the API would refuse is not searched, and the page says why. */
  private async searchPage(
    request: PageRequest,
    query: Record<string, string>,
    site: SiteModel,
    path: string,
  ): Promise<PageModel> {
    const text = typedQuery(query) ?? '';
    const problem = queryProblem(text);
    const response = problem ? emptySearchResponse() : await this.search.search(request.centre, text);
    return searchPage({ site, path, query: problem ? '' : text, problem, response });
  }

  private async notFound(
    request: PageRequest,
    version: ContentVersion,
    ctx: MapContext,
    site: SiteModel,
    path: string,
  ): Promise<PageModel> {
    const found = await this.content.story(request.centre, 'global/not-found', version).catch(() => null);
    const story = found && this.withoutRefusedUrls(found, request, path);
    const notFound = toNotFound(story?.content as NotFoundContent | undefined, ctx);
    return {
      kind: 'not-found',
      status: 404,
      path,
      title: notFound.title,
      // spec 1 §2.2: the not-found page is not indexed
      head: {
        title: titleWithCentre(NOT_FOUND_DOCUMENT_TITLE, site.centre.name, false),
        canonical: `${request.origin}${path}`,
        noIndex: true,
        ogType: 'website',
      },
      header: [],
      body: [],
      notFound,
      hideFooter: false,
      hideBackTop: true,
    };
  }
}

/**
 * The indoor map vendor's settings where its client id and secret are both configured; otherwise none, and no
 * page loads its scripts (docs/indoor-map.md "Vendor seam").
 */
export function indoorMapSettings(keys: Configuration['integrations']['keys']): VendorMapSettings | undefined {
  const { mappedinClientId: clientId, mappedinSecret: secret, mappedinScripts: scripts } = keys;
  if (!clientId || !secret) return undefined;
  return {
    clientId,
    secret,
    scripts: [scripts.viewer, scripts.sdk, scripts.centre].filter((url): url is string => Boolean(url)),
  };
}

/** The stored draft with the editor's unsaved content and name: its place in the site (slug, id) stays the CMS's. */
function withUnsaved(story: CmsStory, unsaved: NonNullable<PageRequest['unsaved']>): CmsStory {
  return { ...story, name: unsaved.name ?? story.name, content: unsaved.content };
}
