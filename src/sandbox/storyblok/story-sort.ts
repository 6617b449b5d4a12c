/**
 * `sort_by` of GET /v2/cdn/stories (contracts.md §1): `field:asc|desc`, content fields as `content.<field>`,
 * numeric sort of content fields needs a `:int`/`:float` suffix (custom fields sort as strings otherwise),
 * editor order = `position:desc`. Without sort_by the space's own order is kept.
 */
import { SandboxQueryError } from './nested-query';
import { readContentField } from './filter-query';
import type { CmsStory } from './storyblok-sandbox.types';

type SortKey = string | number | undefined;
interface SortSpec {
  read: (story: CmsStory) => SortKey;
  descending: boolean;
}

const collator = new Intl.Collator('en', { numeric: false, sensitivity: 'base' });

function parseSpec(part: string): SortSpec {
  const [field, direction = 'asc', type] = part.split(':').map((piece) => piece.trim());
  if (!field || !['asc', 'desc'].includes(direction) || (type && !['int', 'float'].includes(type))) {
    throw new SandboxQueryError(`sort_by: "${part}" is not field:asc|desc[:int|:float]`);
  }
  const raw = (story: CmsStory): unknown =>
    field.startsWith('content.')
      ? readContentField(story.content, field.slice('content.'.length))
      : (story as unknown as Record<string, unknown>)[field];
  const read = (story: CmsStory): SortKey => {
    const value = raw(story);
    if (value === undefined || value === null || value === '') return undefined;
    if (type === 'int' || type === 'float') {
      const parsed = type === 'int' ? Number.parseInt(String(value), 10) : Number.parseFloat(String(value));
      return Number.isNaN(parsed) ? undefined : parsed;
    }
    // Root numbers (id, position) compare as numbers; custom fields as text, as the CDN does.
    return typeof value === 'number' && !field.startsWith('content.') ? value : String(value);
  };
  return { read, descending: direction === 'desc' };
}

/** Missing values go last when ascending and first when descending (the database's NULL order). */
function compareKeys(left: SortKey, right: SortKey): number {
  if (left === undefined || right === undefined) return left === right ? 0 : left === undefined ? 1 : -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return (
    collator.compare(String(left), String(right)) ||
    (String(left) < String(right) ? -1 : String(left) > String(right) ? 1 : 0)
  );
}

/** Returns a new array sorted by the sort_by param; a stable sort keeps the space order between equals. */
export function sortStories(stories: readonly CmsStory[], sortBy: string | undefined): CmsStory[] {
  const specs = (sortBy ?? '')
    .split(',')
    .filter((part) => part.trim() !== '')
    .map(parseSpec);
  if (specs.length === 0) return [...stories];
  return [...stories].sort((a, b) => {
    for (const spec of specs) {
      const order = compareKeys(spec.read(a), spec.read(b));
      if (order !== 0) return spec.descending ? -order : order;
    }
    return 0;
  });
}
