/**
 * `resolve_relations=component.field,...` (contracts.md §1): related stories go to `rels`, two levels deep
 * (the js-client sends resolve_level=2). Above the CDN's limit of 50 resolved stories the response carries
 * `rel_uuids` (every uuid) and no `rels`; the js-client then fetches them by `by_uuids` in chunks of 50 and
 * replaces `rels` with what it fetched, which is why `rel_uuids` must list them all, not just the overflow
 * (storyblok-js-client resolveRelations(); storyblok/storyblok-js-client PR #984; php-content-api-client #61).
 */
import { splitList } from './nested-query';
import { presentStory, relationUuids, type PresentOptions } from './story-presenter';
import type { StoryCollection } from './story-collection';
import type { CmsStory } from './storyblok-sandbox.types';

export const RELATION_LIMIT = 50;

export interface ResolvedRelations {
  rels?: CmsStory[];
  rel_uuids?: string[];
}

/** Follows relations from `roots` one level, adding newly met stories to `found` (keyed by uuid, in order). */
function follow(
  roots: readonly CmsStory[],
  fields: ReadonlySet<string>,
  stories: StoryCollection,
  found: Map<string, CmsStory>,
): CmsStory[] {
  const added: CmsStory[] = [];
  for (const root of roots) {
    for (const uuid of relationUuids(root.content, fields)) {
      if (found.has(uuid)) continue;
      const related = stories.findByUuid(uuid);
      if (!related) continue; // a relation to a story missing from this version is dropped, as on the CDN
      found.set(uuid, related);
      added.push(related);
    }
  }
  return added;
}

export function resolveRelations(
  roots: readonly CmsStory[],
  param: string | undefined,
  stories: StoryCollection,
  present: PresentOptions,
): ResolvedRelations {
  const fields = new Set(splitList(param ?? ''));
  if (fields.size === 0) return { rels: [] };
  const found = new Map<string, CmsStory>();
  const firstLevel = follow(roots, fields, stories, found);
  follow(firstLevel, fields, stories, found);
  if (found.size > RELATION_LIMIT) return { rel_uuids: [...found.keys()] };
  return { rels: [...found.values()].map((story) => presentStory(story, { ...present, excludingFields: [] })) };
}
