/**
 * Builds the complete CDN story object around checked content: ids, tree position and timestamps.
 * Timestamps derive from `today` and the story id, so they are stable within a day and never stale.
 */
import type { CmsBlok, CmsStory } from '../../../common/domain/cms/storyblok.types';
import { addDays, zonedInstant } from './centre-calendar';
import { resolveDateToken } from './content-tokens';
import type { StoryFile } from './story-files';
import { folderKey, numericIdFor, uuidFor } from './story-identity';

export interface StoryIdentity {
  id: number;
  uuid: string;
}

export interface RecordContext {
  spaceId: string;
  /** today's date (YYYY-MM-DD) in the centre's time zone */
  today: string;
  timeZone: string;
  /** editor order inside the story's folder when the file gives none */
  defaultPosition: number;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}:\d{2}))?$/;

/** The instant of `first_published_at` as written (token, centre-local date/time or ISO), else undefined. */
export function publishedInstant(value: string, today: string, timeZone: string): Date | undefined {
  const local = DATE_TIME.exec(resolveDateToken(value, today) ?? value);
  if (local) return zonedInstant(local[1], local[2] ?? '09:00', timeZone);
  const iso = new Date(value);
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(iso.getTime()) ? iso : undefined;
}

export function parentFolder(fullSlug: string): string | undefined {
  const cut = fullSlug.lastIndexOf('/');
  return cut < 0 ? undefined : fullSlug.slice(0, cut);
}

export function buildStory(file: StoryFile, identity: StoryIdentity, content: CmsBlok, ctx: RecordContext): CmsStory {
  const firstPublished =
    (file.first_published_at && publishedInstant(file.first_published_at, ctx.today, ctx.timeZone)) ||
    // a spread of plausible publish days a month or two back, at office hours
    new Date(
      zonedInstant(addDays(ctx.today, -30 - (identity.id % 60)), '09:00', ctx.timeZone).getTime() +
        (identity.id % 480) * 60_000,
    );
  const created = new Date(firstPublished.getTime() - 2 * 86_400_000);
  const folder = parentFolder(file.fullSlug);
  return {
    id: identity.id,
    uuid: identity.uuid,
    name: file.name,
    slug: file.fullSlug.slice((folder?.length ?? -1) + 1),
    full_slug: file.fullSlug,
    created_at: created.toISOString(),
    published_at: firstPublished.toISOString(),
    first_published_at: firstPublished.toISOString(),
    sort_by_date: null,
    position: file.position ?? ctx.defaultPosition,
    is_startpage: file.is_startpage ?? false,
    parent_id: folder === undefined ? null : numericIdFor(folderKey(ctx.spaceId, folder)),
    group_id: uuidFor(`group:${identity.uuid}`),
    tag_list: file.tag_list ?? [],
    lang: 'default',
    content,
    default_full_slug: null,
    release_id: null,
    alternates: [],
    translated_slugs: [],
    meta_data: null,
    path: null,
  };
}
