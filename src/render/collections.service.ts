import { Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../config/centres.config';
import { COLLECTION_FOLDERS, CollectionName, Collections } from '../page-model/collections';
import type { CmsStory } from '../common/domain/cms/storyblok.types';
import type { ContentVersion } from '../modules/content/content.port';
import { ContentService } from '../modules/content/content.service';

/** Loads the story collections a page needs, through the content cache (one listing per folder and cv). */
@Injectable()
export class CollectionsService {
  constructor(private readonly content: ContentService) {}

  async load(centre: CentreConfig, version: ContentVersion, names: Iterable<CollectionName>): Promise<Collections> {
    const collections: Collections = {};
    await Promise.all(
      [...new Set(names)].map(async (name) => {
        const lists = await Promise.all(
          COLLECTION_FOLDERS[name].map((folder) => this.content.stories(centre, { starts_with: folder }, version)),
        );
        // one folder: the cached list itself (shared and frozen when large, decision 0017), not a copy of it
        (collections as Record<CollectionName, CmsStory[]>)[name] = lists.length === 1 ? lists[0]! : lists.flat();
      }),
    );
    return collections;
  }
}
