/**
 * GET /v2/cdn/spaces/me, /links, /tags, /datasources and /datasource_entries (contracts.md §1).
 */
import type { ServerResponse } from 'node:http';
import { text, type QueryObject } from './nested-query';
import { sendJson } from '../shared/sandbox-http';
import type { SpaceRegistry } from './space-state';
import { authorize } from './cdn-stories.handler';
import { paginate } from './story-selection';

const kebab = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'space';

/** `space.version` is the current cv; the js-client never caches this URL. */
export function getSpace(res: ServerResponse, query: QueryObject, spaces: SpaceRegistry): void {
  const access = authorize(query, res, spaces, false);
  if (!access) return;
  const { config, cv } = access.space;
  const id = /^\d+$/.test(config.spaceId) ? Number(config.spaceId) : config.spaceId;
  sendJson(res, 200, {
    space: {
      id,
      name: config.name,
      domain: `https://${kebab(config.name)}.localhost/`,
      version: cv,
      language_codes: [],
    },
  });
}

/**
 * A map keyed by uuid; paged (per_page default 25, max 1000) with `total`/`per-page` headers. With
 * version=draft it lists every story and `published` says whether a published copy exists.
 */
export function listLinks(res: ServerResponse, query: QueryObject, spaces: SpaceRegistry): void {
  const access = authorize(query, res, spaces);
  if (!access) return;
  const { space, version } = access;
  const startsWith = text(query, 'starts_with') ?? '';
  const withParent = text(query, 'with_parent');
  const stories = space
    .stories(version)
    .all()
    .filter((story) => story.full_slug.startsWith(startsWith))
    .filter((story) => withParent === undefined || String(story.parent_id ?? 0) === withParent);
  const page = paginate(stories, query, 25, 1000);
  const links: Record<string, unknown> = {};
  for (const story of page.items) {
    links[story.uuid] = {
      id: story.id,
      uuid: story.uuid,
      slug: story.full_slug,
      path: story.path ?? null,
      real_path: `/${story.full_slug}`,
      name: story.name,
      is_folder: false,
      parent_id: story.parent_id ?? 0,
      published: space.published.findById(story.id) !== undefined,
      position: story.position,
      is_startpage: story.is_startpage,
      published_at: story.published_at,
    };
  }
  sendJson(res, 200, { links, cv: space.cv }, { total: String(page.total), 'per-page': String(page.perPage) });
}

/** Tags counted over the version's stories (`{ tags: [{ name, taggings_count }] }`). */
export function listTags(res: ServerResponse, query: QueryObject, spaces: SpaceRegistry): void {
  const access = authorize(query, res, spaces);
  if (!access) return;
  const counts = new Map<string, number>();
  const startsWith = text(query, 'starts_with') ?? '';
  for (const story of access.space.stories(access.version).all()) {
    if (!story.full_slug.startsWith(startsWith)) continue;
    for (const tag of story.tag_list ?? []) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  const tags = [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, taggings_count]) => ({ name, taggings_count }));
  sendJson(res, 200, { tags, cv: access.space.cv });
}

/** The spaces have no datasources yet: empty lists with the paging headers a real answer has. */
export function listDatasourceEntries(
  res: ServerResponse,
  query: QueryObject,
  spaces: SpaceRegistry,
  key: string,
): void {
  const access = authorize(query, res, spaces, false);
  if (!access) return;
  const page = paginate([], query, 25, 1000);
  sendJson(res, 200, { [key]: [], cv: access.space.cv }, { total: '0', 'per-page': String(page.perPage) });
}
