/**
 * GET /v2/cdn/stories and GET /v2/cdn/stories/{full_slug | id | uuid with find_by=uuid} (contracts.md §1).
 */
import type { ServerResponse } from 'node:http';
import { list, text, type QueryObject } from './nested-query';
import { sendJson } from '../shared/sandbox-http';
import { RECORD_NOT_FOUND } from './cdn-not-found';
import type { ContentVersion, SpaceRegistry, SpaceState } from './space-state';
import type { StoryCollection } from './story-collection';
import type { PresentOptions } from './story-presenter';
import { presentStory } from './story-presenter';
import { resolveRelations } from './story-relations';
import { paginate, selectStories } from './story-selection';
import type { CmsStory } from './storyblok-sandbox.types';

export interface CdnAccess {
  space: SpaceState;
  version: ContentVersion;
}

/**
 * contracts.md §1 (auth): `token` is required; a public token reads published content only, and the CDN
 * answers 401 (not published content) when it asks for `version=draft`. The default version is published.
 * Unversioned resources (the space, datasources) pass `versioned: false`: there `version` is ignored.
 */
export function authorize(
  query: QueryObject,
  res: ServerResponse,
  spaces: SpaceRegistry,
  versioned = true,
): CdnAccess | undefined {
  const access = spaces.byToken(text(query, 'token'));
  const version: ContentVersion = versioned && text(query, 'version') === 'draft' ? 'draft' : 'published';
  if (!access || (version === 'draft' && access.kind !== 'preview')) {
    sendJson(res, 401, { error: 'Unauthorized' });
    return undefined;
  }
  return { space: access.space, version };
}

function presentOptions(access: CdnAccess, query: QueryObject): PresentOptions {
  return {
    version: access.version,
    spaceId: access.space.config.spaceId,
    excludingFields: list(query, 'excluding_fields'),
    excludingStoryFields: list(query, 'excluding_story_fields'),
  };
}

export function listStories(res: ServerResponse, query: QueryObject, spaces: SpaceRegistry): void {
  const access = authorize(query, res, spaces);
  if (!access) return;
  const stored = access.space.stories(access.version);
  // per_page: default 25, max 100; headers `total` and `per-page` drive the js-client's getAll().
  const page = paginate(selectStories(stored.all(), query), query, 25, 100);
  const options = presentOptions(access, query);
  const relations = resolveRelations(page.items, text(query, 'resolve_relations'), stored, options);
  sendJson(
    res,
    200,
    { stories: page.items.map((story) => presentStory(story, options)), cv: access.space.cv, ...relations, links: [] },
    { total: String(page.total), 'per-page': String(page.perPage) },
  );
}

/** A folder's startpage is stored as `news/`; asking for `news` (or the reverse) finds it too. */
function findStory(stored: StoryCollection, key: string, findBy: string | undefined): CmsStory | undefined {
  if (findBy === 'uuid') return stored.findByUuid(key);
  if (/^\d+$/.test(key)) return stored.findById(Number(key)) ?? stored.findBySlug(key);
  return stored.findBySlug(key) ?? stored.findBySlug(key.endsWith('/') ? key.slice(0, -1) : `${key}/`);
}

export function getStory(res: ServerResponse, query: QueryObject, key: string, spaces: SpaceRegistry): void {
  const access = authorize(query, res, spaces);
  if (!access) return;
  const stored = access.space.stories(access.version);
  const story = findStory(stored, key, text(query, 'find_by'));
  // Unknown, or not published when version=published: 404 with the CDN's array body.
  if (!story) {
    sendJson(res, 404, RECORD_NOT_FOUND);
    return;
  }
  const options = presentOptions(access, query);
  const relations = resolveRelations([story], text(query, 'resolve_relations'), stored, options);
  sendJson(res, 200, { story: presentStory(story, options), cv: access.space.cv, ...relations, links: [] });
}
