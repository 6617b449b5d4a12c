import { Inject, Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centres.config';
import type { Configuration } from '../../../config/configuration';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { contentNamespaceOf as contentNamespace } from '../cache/cache-admin.service';
import { LoadGaveUpError } from '../cache/cache.errors';
import { CacheService } from '../cache/cache.service';
import { CONTENT_PORT } from './content.port';
import { SpaceWatch } from './space-watch';
import { CmsRequestError } from './storyblok-content.client';
import type { ContentPort, ContentVersion, SpaceAccess, StoriesQuery } from './content.port';
import { buildSpaceIndex, SpaceIndex } from './space-index';

export interface ReadOptions {
  /** wait for a slow CMS up to its timeout instead of giving up early (background work, not a visitor's page) */
  patient?: boolean;
}

/** While a space's CMS is slow, a reload gets this long before its stale copy is served (a reload still may win). */
const STALE_AT_ONCE_MS = 1;

/**
 * Reads CMS content through the shared cache: per space, version and cache version (cv), with
 * stale-if-error and one upstream call for concurrent misses of one key.
 */
@Injectable()
export class ContentService {
  private readonly spaces = new SpaceWatch();

  constructor(
    @Inject(CONTENT_PORT) private readonly port: ContentPort,
    private readonly cache: CacheService,
    @Inject(APP_CONFIG) private readonly config: Configuration,
  ) {}

  /** One story by full slug or numeric id, or null when it does not exist. */
  async story(centre: CentreConfig, slugOrId: string, version: ContentVersion): Promise<CmsStory | null> {
    return this.cached(centre, version, `story:${slugOrId}`, (space, cv) =>
      this.port.findStory(space, slugOrId, version, cv),
    );
  }

  /**
   * Every story matching the query (all pages). A reading made for a visitor's page gives up early while the CMS is
   * slow (the branded 503); `patient` readings (work in the background, such as building the search index) wait
   * for the CMS instead, up to its timeout.
   */
  async stories(
    centre: CentreConfig,
    query: StoriesQuery,
    version: ContentVersion,
    options: ReadOptions = {},
  ): Promise<CmsStory[]> {
    const key = `stories:${JSON.stringify(query)}`;
    return this.cached(centre, version, key, (space, cv) => this.port.findStories(space, query, version, cv), options);
  }

  /** The space's link index, used to resolve paths without fetching stories that do not exist. */
  async index(centre: CentreConfig, version: ContentVersion): Promise<SpaceIndex> {
    return this.cached(centre, version, 'index', async (space, cv) =>
      buildSpaceIndex(await this.port.findLinks(space, version, cv)),
    );
  }

  /** The space's cache version (cv) as the cache knows it: changes when the CMS publishes. */
  async currentVersion(centre: CentreConfig, version: ContentVersion, options: ReadOptions = {}): Promise<number> {
    return this.cacheVersion(centre, this.access(centre, version), this.giveUpAfterMs(version, options));
  }

  /** Changes whenever the space's cached content is invalidated (the CMS webhook). */
  generation(centre: CentreConfig): Promise<number> {
    return this.cache.generation(contentNamespace(centre.cms.spaceId));
  }

  /** Calls listener when this instance invalidates the centre's cached content (the CMS webhook arrived here). */
  onInvalidated(centre: CentreConfig, listener: () => void): () => void {
    const namespace = contentNamespace(centre.cms.spaceId);
    return this.cache.onInvalidate((invalidated) => {
      if (invalidated === namespace) listener();
    });
  }

  /**
   * Asks the CMS directly (no cache): the health check. It gives up on a page's budget, and a probe that runs past
   * the patience marks the space slow for pages too.
   */
  async ping(centre: CentreConfig): Promise<number> {
    const space = this.access(centre, 'published');
    const asking = this.spaces.watch(
      space.spaceId,
      this.port.fetchCacheVersion(space),
      this.config.content.staleAfterMs,
    );
    const budget = this.giveUpAfterMs('published', {});
    return budget ? this.spaces.withBudget(asking, budget) : asking;
  }

  /**
   * What is wrong with the centre's CMS right now, from the site's own calls to it: one still running past its
   * patience (it hangs or crawls), or the last one that ended failed; undefined when neither.
   */
  trouble(centre: CentreConfig): string | undefined {
    const patience = this.config.content.staleAfterMs;
    if (patience <= 0) return undefined;
    if (this.spaces.isSlow(centre.cms.spaceId)) return `CMS calls running past ${patience} ms`;
    const failure = this.spaces.failure(centre.cms.spaceId);
    return failure === undefined ? undefined : `the last CMS call failed: ${failure}`;
  }

  private async cached<T>(
    centre: CentreConfig,
    version: ContentVersion,
    key: string,
    load: (space: SpaceAccess, cv: number) => Promise<T>,
    options: ReadOptions = {},
  ): Promise<T> {
    const space = this.access(centre, version);
    const giveUpAfterMs = this.giveUpAfterMs(version, options);
    const cv = await this.cacheVersion(centre, space, giveUpAfterMs);
    const draft = version === 'draft';
    const patience = draft ? 0 : this.config.content.staleAfterMs;
    const slow = patience > 0 && this.spaces.isSlow(space.spaceId);
    return this.cache
      .namespace(contentNamespace(centre.cms.spaceId))
      .getOrLoad(`${version}:${cv}:${key}`, () => this.spaces.watch(space.spaceId, load(space, cv), patience), {
        // published content is fresh until the CMS publishes again (a webhook invalidates the namespace);
        // drafts change without a new cv, so editors get them almost live
        freshMs: draft ? this.config.content.draftTtlSeconds * 1000 : this.config.cache.cacheTtlSeconds * 1000,
        staleIfErrorMs: this.config.content.staleIfErrorSeconds * 1000,
        errorBackoffMs: this.config.content.errorBackoffSeconds * 1000,
        // a hanging CMS must not hold visitors' pages back (a stale copy at once while the space is slow);
        // editors' drafts always wait for the CMS
        staleAfterMs: slow ? STALE_AT_ONCE_MS : patience,
        giveUpAfterMs,
      })
      .catch(asCmsError);
  }

  /**
   * How long a reading with nothing stale to serve waits for the CMS: for a visitor's published content, twice the
   * patience, then the branded 503 (QUALITY R4: within 1 s), from the first reading on; before, only once an
   * earlier load had marked the space slow, so the first page never cached while the CMS hung waited the whole CMS
   * timeout (issue 23 part 8). Its load carries on and fills the cache if the CMS answers. Drafts and patient
   * readings wait (0).
   */
  private giveUpAfterMs(version: ContentVersion, options: ReadOptions): number {
    const patience = version === 'draft' ? 0 : this.config.content.staleAfterMs;
    return patience > 0 && !options.patient ? patience * 2 : 0;
  }

  private cacheVersion(centre: CentreConfig, space: SpaceAccess, giveUpAfterMs: number): Promise<number> {
    const patience = this.config.content.staleAfterMs;
    const slow = patience > 0 && this.spaces.isSlow(space.spaceId);
    return this.cache
      .namespace(contentNamespace(centre.cms.spaceId))
      .getOrLoad('cv', () => this.spaces.watch(space.spaceId, this.port.fetchCacheVersion(space), patience), {
        freshMs: this.config.content.cacheVersionTtlSeconds * 1000,
        staleIfErrorMs: this.config.content.staleIfErrorSeconds * 1000,
        errorBackoffMs: this.config.content.errorBackoffSeconds * 1000,
        staleAfterMs: slow ? STALE_AT_ONCE_MS : patience,
        giveUpAfterMs,
      })
      .catch(asCmsError);
  }

  private access(centre: CentreConfig, version: ContentVersion): SpaceAccess {
    return {
      spaceId: centre.cms.spaceId,
      token: version === 'draft' ? centre.cms.previewToken : centre.cms.accessToken,
    };
  }
}

/** The cache stopped waiting for a CMS that had nothing stale to stand in for it: the CMS's failure to the page. */
function asCmsError(error: unknown): never {
  if (error instanceof LoadGaveUpError)
    throw new CmsRequestError(undefined, `CMS is answering slowly: gave up after ${error.budgetMs} ms`);
  throw error;
}
