/**
 * Where each kind of story lives in a space (the folder layout of content-shared.types.ts) and which
 * root component it must hold. A story outside these locations is a content error: the site
 * would never find it.
 */

const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';

export interface ContentLocation {
  name: string;
  pattern: RegExp;
  component: string;
  /** an extra rule on the root content; returns a problem or undefined */
  check?: (content: Record<string, unknown>) => string | undefined;
}

const levelMustBe = (level: string) => (content: Record<string, unknown>) =>
  content.level === level ? undefined : `level must be '${level}' for a story at this depth`;

export const CONTENT_LOCATIONS = [
  { name: 'page', pattern: new RegExp(`^pages/${SEGMENT}(?:/${SEGMENT})*$`), component: 'page' },
  { name: 'header', pattern: /^global\/header$/, component: 'header' },
  { name: 'footer', pattern: /^global\/footer$/, component: 'footer' },
  { name: 'not_found', pattern: /^global\/not-found$/, component: 'not_found_page' },
  { name: 'redirects', pattern: /^global\/redirects$/, component: 'redirects' },
  { name: 'parking_threshold', pattern: /^global\/parking-threshold$/, component: 'parking_threshold' },
  { name: 'theme', pattern: /^global\/theme$/, component: 'theme' },
  {
    name: 'premium_guest_service',
    pattern: new RegExp(`^premium-guest-services/${SEGMENT}$`),
    component: 'premium_guest_service',
  },
  { name: 'competition', pattern: new RegExp(`^competitions/${SEGMENT}$`), component: 'competition' },
  { name: 'national_competition', pattern: new RegExp(`^national-competitions/${SEGMENT}$`), component: 'competition' },
  { name: 'centre', pattern: /^foundation\/centre$/, component: 'centre' },
  { name: 'store', pattern: new RegExp(`^foundation/stores/${SEGMENT}$`), component: 'store' },
  { name: 'event', pattern: new RegExp(`^foundation/events/${SEGMENT}$`), component: 'centre_event' },
  { name: 'news', pattern: new RegExp(`^foundation/news/${SEGMENT}$`), component: 'centre_news' },
  { name: 'offer', pattern: new RegExp(`^foundation/offers/${SEGMENT}$`), component: 'centre_offer' },
  { name: 'centre_info', pattern: new RegExp(`^foundation/centre-info/${SEGMENT}$`), component: 'centre_info' },
  {
    name: 'category',
    pattern: new RegExp(`^foundation/categories/${SEGMENT}$`),
    component: 'category',
    check: levelMustBe('category'),
  },
  {
    name: 'sub_category',
    pattern: new RegExp(`^foundation/categories/${SEGMENT}/${SEGMENT}$`),
    component: 'category',
    check: levelMustBe('sub_category'),
  },
  { name: 'mapping', pattern: /^foundation\/mapping$/, component: 'mapping' },
  {
    name: 'parking_region',
    pattern: new RegExp(`^foundation/parking-regions/${SEGMENT}$`),
    component: 'parking_region',
  },
  {
    name: 'marketing_flag',
    pattern: new RegExp(`^foundation/marketing-flags/${SEGMENT}$`),
    component: 'marketing_flag',
  },
  {
    name: 'gift_guide_offer',
    pattern: new RegExp(`^foundation/gift-guide/offers/${SEGMENT}$`),
    component: 'gift_guide_offer',
  },
  {
    name: 'gift_guide_set',
    pattern: new RegExp(`^foundation/gift-guide/(?!offers$)${SEGMENT}$`),
    component: 'gift_guide_set',
  },
] as const satisfies readonly ContentLocation[];

export type LocationName = (typeof CONTENT_LOCATIONS)[number]['name'];

export function locationOf(fullSlug: string): ContentLocation | undefined {
  return CONTENT_LOCATIONS.find((location) => location.pattern.test(fullSlug));
}

/**
 * The stories an internal (story) link may point at, most specific first. Demo links carry the site
 * path as cached_url ('whats-on', 'stores/hearth-bean'); a real space's full_slug ('pages/whats-on')
 * is accepted too. Routing follows spec 1 §2.1: content pages, then foundation pages, then competitions.
 */
export function storyLinkTargets(cachedUrl: string): string[] {
  const path = cachedUrl.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '');
  if (path === '') return ['pages/home'];
  const segments = path.split('/');
  const candidates = [path, `pages/${path}`, `foundation/${path}`];
  // spec 1 §2.1: /events/{id}/{slug} -> the last segment is the slug
  if (segments.length >= 2) candidates.push(`foundation/${segments[0]}/${segments[segments.length - 1]}`);
  if (segments[0] === 'competitions') candidates.push(`national-${path}`);
  return candidates;
}
