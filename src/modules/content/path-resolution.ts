import { normalizePath, pathSegments } from '../../common/domain/links/normalize-path';
import { hasStory, SpaceIndex } from './space-index';

export const FOUNDATION_KINDS = ['stores', 'events', 'offers', 'news', 'centre-info'] as const;
export type FoundationKind = (typeof FOUNDATION_KINDS)[number];

export interface Redirect {
  from: string;
  to: string;
  status: 301 | 302;
}

export type ResolvedRoute =
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'content'; fullSlug: string }
  | { kind: 'foundation'; foundation: FoundationKind; fullSlug: string }
  | { kind: 'category'; fullSlug: string }
  | { kind: 'competition'; fullSlug: string }
  | { kind: 'gift-guide-offer'; fullSlug: string }
  | { kind: 'search' }
  | { kind: 'not-found' };

/** The site search's results page (issue 13); a content page of the same path comes first. */
export const SEARCH_PATH = '/search';

export const HOME_SLUG = 'pages/home';
export const CATEGORY_ROOT = 'categories';
export const GIFT_GUIDE_OFFERS_ROOT = ['gift-guide', 'offers'] as const;

/**
 * spec 1 §2.1: resolves a URL path against the space's link index in the spec's order: redirects, content
 * pages, the search results page (issue 13), foundation pages, category pages, competition pages, gift-guide
 * offer pages, then not-found (in edit mode an unknown path falls back to '/'). A competition's expiry is checked
 * once its content is read.
 */
export function resolvePath(rawPath: string, index: SpaceIndex, redirects: Redirect[], editMode: boolean): ResolvedRoute {
  const path = normalizePath(rawPath);
  const redirect = redirects.find((entry) => normalizePath(entry.from) === path);
  if (redirect && normalizePath(redirect.to) !== path) return { kind: 'redirect', location: redirect.to, status: redirect.status };

  const segments = pathSegments(path);
  const resolved =
    contentPage(segments, index) ??
    (path === SEARCH_PATH ? ({ kind: 'search' } as const) : undefined) ??
    foundationPage(segments, index) ??
    categoryPage(segments, index) ??
    competitionPage(segments, index) ??
    giftGuideOfferPage(segments, index);
  if (resolved) return resolved;
  return editMode ? { kind: 'content', fullSlug: HOME_SLUG } : { kind: 'not-found' };
}

function contentPage(segments: string[], index: SpaceIndex): ResolvedRoute | undefined {
  const fullSlug = segments.length === 0 ? HOME_SLUG : `pages/${segments.join('/')}`;
  return hasStory(index, fullSlug) ? { kind: 'content', fullSlug } : undefined;
}

/** The first segment gives the kind; the last is the slug; events, offers and news may carry the content id. */
function foundationPage(segments: string[], index: SpaceIndex): ResolvedRoute | undefined {
  const [first, ...rest] = segments;
  const foundation = FOUNDATION_KINDS.find((kind) => kind === first);
  if (!foundation || rest.length === 0 || rest.length > 2) return undefined;
  const folder = `foundation/${foundation}/`;
  if (rest.length === 2) {
    const byId = index.byId[rest[0]!];
    if (byId && byId.fullSlug.startsWith(folder)) return { kind: 'foundation', foundation, fullSlug: byId.fullSlug };
  }
  const fullSlug = folder + rest[rest.length - 1];
  return hasStory(index, fullSlug) ? { kind: 'foundation', foundation, fullSlug } : undefined;
}

function categoryPage(segments: string[], index: SpaceIndex): ResolvedRoute | undefined {
  if (segments[0] !== CATEGORY_ROOT || segments.length < 2) return undefined;
  const fullSlug = `foundation/categories/${segments.slice(1).join('/')}`;
  return hasStory(index, fullSlug) ? { kind: 'category', fullSlug } : undefined;
}

/** Any path containing 'competition' or 'competitions' followed by a name; national competitions too. */
function competitionPage(segments: string[], index: SpaceIndex): ResolvedRoute | undefined {
  const at = segments.findIndex((segment, i) => (segment === 'competition' || segment === 'competitions') && i + 1 < segments.length);
  if (at < 0) return undefined;
  const name = segments[at + 1];
  for (const folder of ['competitions', 'national-competitions']) {
    const fullSlug = `${folder}/${name}`;
    if (hasStory(index, fullSlug)) return { kind: 'competition', fullSlug };
  }
  return undefined;
}

function giftGuideOfferPage(segments: string[], index: SpaceIndex): ResolvedRoute | undefined {
  const [first, second, slug, ...extra] = segments;
  if (first !== GIFT_GUIDE_OFFERS_ROOT[0] || second !== GIFT_GUIDE_OFFERS_ROOT[1] || !slug || extra.length > 0) return undefined;
  const fullSlug = `foundation/gift-guide/offers/${slug}`;
  return hasStory(index, fullSlug) ? { kind: 'gift-guide-offer', fullSlug } : undefined;
}
