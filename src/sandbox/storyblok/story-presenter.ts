/**
 * Turns a stored story into what the CDN sends: a copy (callers may mutate what they receive), with
 * `_editable` on every blok in draft responses only (contracts.md §1, story object), and without the fields
 * the request excluded.
 */
import type { ContentVersion } from './space-state';
import type { CmsStory } from './storyblok-sandbox.types';

export interface PresentOptions {
  version: ContentVersion;
  spaceId: string;
  /** top-level content fields to drop (`excluding_fields`) */
  excludingFields?: string[];
  /** root story properties to drop (`excluding_story_fields`, sent by js-client v7) */
  excludingStoryFields?: string[];
}

/** The comment the Visual Editor bridge reads: `<!--#storyblok#{"name","space","uid","id"}-->`. */
export function editableComment(component: string, spaceId: string, uid: string, storyId: number): string {
  return `<!--#storyblok#${JSON.stringify({ name: component, space: spaceId, uid, id: String(storyId) })}-->`;
}

/** Every object with a string `component` and `_uid` is a blok, however deep (rich text included). */
function walkBloks(node: unknown, visit: (blok: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walkBloks(item, visit);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (typeof record.component === 'string' && typeof record._uid === 'string') visit(record);
  for (const value of Object.values(record)) walkBloks(value, visit);
}

function markEditable(story: CmsStory, spaceId: string, draft: boolean): void {
  walkBloks(story.content, (blok) => {
    if (draft) blok._editable = editableComment(String(blok.component), spaceId, String(blok._uid), story.id);
    else delete blok._editable; // published responses never carry it, even if the loader wrote one
  });
}

export function presentStory(story: CmsStory, options: PresentOptions): CmsStory {
  const copy = structuredClone(story);
  for (const field of options.excludingFields ?? []) {
    if (field !== 'component' && field !== '_uid') delete (copy.content as Record<string, unknown>)[field];
  }
  for (const field of options.excludingStoryFields ?? []) {
    if (field !== 'content') delete (copy as unknown as Record<string, unknown>)[field];
  }
  markEditable(copy, options.spaceId, options.version === 'draft');
  return copy;
}

/** Relation uuids held by `component.field` entries of the bloks under `content`, in document order. */
export function relationUuids(content: unknown, fields: ReadonlySet<string>): string[] {
  const found: string[] = [];
  walkBloks(content, (blok) => {
    for (const [key, value] of Object.entries(blok)) {
      if (!fields.has(`${String(blok.component)}.${key}`)) continue;
      if (typeof value === 'string' && value) found.push(value);
      else if (Array.isArray(value)) found.push(...value.filter((item): item is string => typeof item === 'string'));
    }
  });
  return found;
}
