/**
 * Which stories a GET /v2/cdn/stories request selects, in which order, and which page
 * (contracts.md §1, list query params). Unknown params (language, resolve_links, from_release...) are ignored.
 */
import { compileFilterQuery, parseCmsDate } from './filter-query';
import { SandboxQueryError, boundedInt, list, text, type QueryObject } from './nested-query';
import { sortStories } from './story-sort';
import type { CmsStory } from './storyblok-sandbox.types';

type Predicate = (story: CmsStory) => boolean;

/** `*` wildcard over the whole full_slug (`authors/*` also matches deeper slugs, like SQL LIKE). */
function slugMatcher(patterns: string[]): Predicate {
  const regexes = patterns.map(
    (pattern) =>
      new RegExp(
        `^${pattern
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      ),
  );
  return (story) => regexes.some((regex) => regex.test(story.full_slug));
}

function dateBound(
  query: QueryObject,
  key: string,
  field: 'published_at' | 'first_published_at',
  after: boolean,
): Predicate | undefined {
  const raw = text(query, key);
  if (raw === undefined) return undefined;
  const bound = parseCmsDate(raw);
  if (bound === undefined) throw new SandboxQueryError(`${key}: "${raw}" is not a date (YYYY-MM-DD HH:MM)`);
  return (story) => {
    const value = parseCmsDate(story[field]);
    return value !== undefined && (after ? value > bound : value < bound);
  };
}

function flag(raw: string | undefined): boolean | undefined {
  if (raw === undefined || raw === '') return undefined;
  return raw === '1' || raw === 'true';
}

function rootPredicates(query: QueryObject): Predicate[] {
  const predicates: (Predicate | undefined)[] = [];
  const startsWith = text(query, 'starts_with');
  if (startsWith) predicates.push((story) => story.full_slug.startsWith(startsWith));
  const bySlugs = list(query, 'by_slugs');
  if (bySlugs?.length) predicates.push(slugMatcher(bySlugs));
  const excludingSlugs = list(query, 'excluding_slugs');
  if (excludingSlugs?.length) {
    const excluded = slugMatcher(excludingSlugs);
    predicates.push((story) => !excluded(story));
  }
  const uuids = list(query, 'by_uuids_ordered') ?? list(query, 'by_uuids');
  if (uuids) predicates.push((story) => uuids.includes(story.uuid));
  const excludingIds = list(query, 'excluding_ids')?.map(Number);
  if (excludingIds?.length) predicates.push((story) => !excludingIds.includes(story.id));
  const contentTypes = list(query, 'content_type');
  if (contentTypes?.length) predicates.push((story) => contentTypes.includes(story.content.component));
  const tags = list(query, 'with_tag');
  if (tags?.length) predicates.push((story) => (story.tag_list ?? []).some((tag) => tags.includes(tag)));
  const startpage = flag(text(query, 'is_startpage'));
  if (startpage !== undefined) predicates.push((story) => Boolean(story.is_startpage) === startpage);
  const level = Number.parseInt(text(query, 'level') ?? '', 10);
  // A folder's startpage (`news/`) sits inside the folder, so counting segments gives its level too.
  if (Number.isFinite(level)) predicates.push((story) => story.full_slug.split('/').length === level);
  const term = text(query, 'search_term')?.trim().toLowerCase();
  if (term) {
    predicates.push((story) =>
      [story.name, story.slug, story.full_slug, JSON.stringify(story.content)].some((field) =>
        field.toLowerCase().includes(term),
      ),
    );
  }
  predicates.push(
    dateBound(query, 'published_at_gt', 'published_at', true),
    dateBound(query, 'published_at_lt', 'published_at', false),
    dateBound(query, 'first_published_at_gt', 'first_published_at', true),
    dateBound(query, 'first_published_at_lt', 'first_published_at', false),
  );
  return predicates.filter((predicate): predicate is Predicate => predicate !== undefined);
}

/** Filters and orders; `by_uuids_ordered` wins over sort_by and keeps the order of the param. */
export function selectStories(stories: readonly CmsStory[], query: QueryObject): CmsStory[] {
  const predicates = [...rootPredicates(query), compileFilterQuery(query['filter_query'])];
  const selected = stories.filter((story) => predicates.every((predicate) => predicate(story)));
  const ordered = list(query, 'by_uuids_ordered');
  if (ordered) return selected.sort((a, b) => ordered.indexOf(a.uuid) - ordered.indexOf(b.uuid));
  return sortStories(selected, text(query, 'sort_by'));
}

export interface Page<T> {
  items: T[];
  total: number;
  perPage: number;
}

/** `per_page` (default and max given per endpoint) and `page` (default 1); a page past the end is empty. */
export function paginate<T>(
  items: readonly T[],
  query: QueryObject,
  defaultPerPage: number,
  maxPerPage: number,
): Page<T> {
  const perPage = boundedInt(query, 'per_page', defaultPerPage, maxPerPage);
  const page = boundedInt(query, 'page', 1, Number.MAX_SAFE_INTEGER);
  const start = (page - 1) * perPage;
  return { items: items.slice(start, start + perPage), total: items.length, perPage };
}
