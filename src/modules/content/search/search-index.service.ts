import { Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../../config/centres.config';
import type { CmsStory } from '../../../common/domain/cms/storyblok.types';
import { ContentService } from '../content.service';
import { SEARCH_FOLDERS, searchEntries, SearchStories } from './search-documents';
import { SiteSearchIndex } from './site-search-index';

interface Built {
  /** the content generation and cache version the index was built from */
  stamp: string;
  index: Promise<SiteSearchIndex>;
}

/**
 * Keeps one search index per centre, built from its published content on the centre's first search. When the CMS
 * publishes, the webhook bumps the content generation: the instance it reaches starts the new index at once, in the
 * background, and a search arriving meanwhile waits for that one build; other instances (and a moved cache version)
 * build on their next search. If a rebuild fails, the last good index keeps answering.
 */
@Injectable()
export class SearchIndexService {
  private readonly logger = new Logger(SearchIndexService.name);
  private readonly built = new Map<string, Built>();
  private readonly followed = new Set<string>();
  /** centres whose rebuild after a publish is running: true once another publish has come meanwhile */
  private readonly rebuilding = new Map<string, boolean>();

  constructor(private readonly content: ContentService) {}

  /**
   * The centre's index for its current published content. Its readings wait for a slow CMS (patient), a visitor's
   * first search included: the index is built once for many searches.
   */
  async indexOf(centre: CentreConfig): Promise<SiteSearchIndex> {
    const [generation, cv] = await Promise.all([
      this.content.generation(centre),
      this.content.currentVersion(centre, 'published', { patient: true }),
    ]);
    const stamp = `${generation}:${cv}`;
    const current = this.built.get(centre.slug);
    if (current?.stamp === stamp) return current.index;
    const next: Built = { stamp, index: this.build(centre) };
    next.index = next.index.catch((error: unknown) => {
      this.logger.warn(`${centre.slug}: search index not rebuilt: ${(error as Error)?.message ?? String(error)}`);
      if (this.built.get(centre.slug) === next) {
        if (current) this.built.set(centre.slug, current);
        else this.built.delete(centre.slug);
      }
      if (current) return current.index;
      throw error;
    });
    this.built.set(centre.slug, next);
    this.follow(centre);
    return next.index;
  }

  /**
   * Builds the centres' indexes in the background, one centre after another, so that the first visitor to search
   * after a start finds the index ready (the site calls it once it listens). A centre that fails is built on its
   * first search instead.
   */
  async warm(centres: readonly CentreConfig[]): Promise<void> {
    for (const centre of centres) {
      await this.indexOf(centre).catch(() => undefined);
    }
  }

  /** Rebuilds the centre's index as soon as this instance hears that its content changed. */
  private follow(centre: CentreConfig): void {
    if (this.followed.has(centre.slug)) return;
    this.followed.add(centre.slug);
    this.content.onInvalidated(centre, () => void this.rebuild(centre));
  }

  /**
   * One rebuild at a time per centre: publishes that arrive while it runs coalesce into one more after it. A CMS
   * publishing many stories sends a burst of webhooks, and each build reads every listing of the centre and holds
   * it until the index is made (issue 23 part 7).
   */
  private async rebuild(centre: CentreConfig): Promise<void> {
    if (this.rebuilding.has(centre.slug)) {
      this.rebuilding.set(centre.slug, true);
      return;
    }
    try {
      do {
        this.rebuilding.set(centre.slug, false);
        await this.indexOf(centre).catch(() => undefined);
      } while (this.rebuilding.get(centre.slug));
    } finally {
      this.rebuilding.delete(centre.slug);
    }
  }

  private async build(centre: CentreConfig): Promise<SiteSearchIndex> {
    const entries = await Promise.all(
      Object.entries(SEARCH_FOLDERS).map(async ([name, folders]) => {
        const lists = await Promise.all(
          // the index is built once for many searches: a CMS that is slow for a moment (a busy instance) must not
          // fail it, so its readings wait for the CMS instead of giving up as a page's do
          folders.map((folder) =>
            this.content.stories(centre, { starts_with: folder }, 'published', { patient: true }),
          ),
        );
        return [name, lists.flat()] as [string, CmsStory[]];
      }),
    );
    return new SiteSearchIndex(searchEntries(Object.fromEntries(entries) as unknown as SearchStories));
  }
}
