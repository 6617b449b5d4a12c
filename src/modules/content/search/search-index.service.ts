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
 * Keeps one search index per centre, built from its published content and rebuilt lazily: the first search after
 * the CMS publishes (the webhook bumps the content generation; the cache version moves) builds a new index from
 * the content cache, and every search until then uses the one built before. If a rebuild fails, the last good
 * index keeps answering.
 */
@Injectable()
export class SearchIndexService {
  private readonly logger = new Logger(SearchIndexService.name);
  private readonly built = new Map<string, Built>();

  constructor(private readonly content: ContentService) {}

  /** The centre's index for its current published content. */
  async indexOf(centre: CentreConfig): Promise<SiteSearchIndex> {
    const [generation, cv] = await Promise.all([
      this.content.generation(centre),
      this.content.currentVersion(centre, 'published'),
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
    return next.index;
  }

  private async build(centre: CentreConfig): Promise<SiteSearchIndex> {
    const entries = await Promise.all(
      Object.entries(SEARCH_FOLDERS).map(async ([name, folders]) => {
        const lists = await Promise.all(
          folders.map((folder) => this.content.stories(centre, { starts_with: folder }, 'published')),
        );
        return [name, lists.flat()] as [string, CmsStory[]];
      }),
    );
    return new SiteSearchIndex(searchEntries(Object.fromEntries(entries) as unknown as SearchStories));
  }
}
