import type { CmsStory } from '../../common/domain/cms/storyblok.types';

export type ContentVersion = 'published' | 'draft';

/** Which space to read and with which token (public for published, preview for draft). */
export interface SpaceAccess {
  spaceId: string;
  token: string;
}

export interface StoriesQuery {
  starts_with?: string;
  by_slugs?: string;
  by_uuids?: string;
  excluding_fields?: string;
  content_type?: string;
  sort_by?: string;
  filter_query?: Record<string, Record<string, string>>;
}

/** One entry of the space's link index (CDN `links`): enough to resolve a path without fetching content. */
export interface LinkEntry {
  id: number;
  uuid: string;
  fullSlug: string;
  isFolder: boolean;
  published: boolean;
}

/** Port to the CMS content delivery API (contracts.md §1). */
export interface ContentPort {
  /** The space's current cache version (`cv`), asked without a cv so it is always current. */
  fetchCacheVersion(space: SpaceAccess): Promise<number>;
  /** One story by full slug or numeric id; null when the CMS answers 404. */
  findStory(space: SpaceAccess, slugOrId: string, version: ContentVersion, cv: number): Promise<CmsStory | null>;
  /** Every story matching the query, all pages fetched. */
  findStories(space: SpaceAccess, query: StoriesQuery, version: ContentVersion, cv: number): Promise<CmsStory[]>;
  /** The space's link index (every story and folder). */
  findLinks(space: SpaceAccess, version: ContentVersion, cv: number): Promise<LinkEntry[]>;
}

export const CONTENT_PORT = Symbol('CONTENT_PORT');
