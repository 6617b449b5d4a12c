import type { LinkEntry } from './content.port';
import { resolvePath } from './path-resolution';
import { buildSpaceIndex } from './space-index';

let id = 100;
const link = (fullSlug: string): LinkEntry => ({ id: ++id, uuid: `u-${id}`, fullSlug, isFolder: false, published: true });
const links = [
  link('pages/home'),
  link('pages/whats-on'),
  link('pages/about/our-story'),
  link('pages/stores/special'),
  link('foundation/stores/the-coffee-club'),
  link('foundation/events/winter-lights'),
  link('foundation/news/new-look'),
  link('foundation/offers/half-price'),
  link('foundation/centre-info/facilities'),
  link('foundation/categories/fashion'),
  link('foundation/categories/fashion/womenswear'),
  link('competitions/win-a-car'),
  link('national-competitions/big-prize'),
  link('foundation/gift-guide/offers/candle-set'),
];
const index = buildSpaceIndex(links);
const eventId = links.find((entry) => entry.fullSlug === 'foundation/events/winter-lights')!.id;

describe('resolvePath (spec 1 §2.1)', () => {
  it('should answer /search with the search results page, whatever its query, unless a content page has that path', () => {
    expect(resolvePath('/search?query=fresh', index, [], false)).toEqual({ kind: 'search' });
    expect(resolvePath('/search/', index, [], false)).toEqual({ kind: 'search' });
    const withPage = buildSpaceIndex([...links, link('pages/search')]);
    expect(resolvePath('/search', withPage, [], false)).toEqual({ kind: 'content', fullSlug: 'pages/search' });
  });

  it.each([
    ['/', { kind: 'content', fullSlug: 'pages/home' }],
    ['/whats-on/', { kind: 'content', fullSlug: 'pages/whats-on' }],
    ['/about/our-story', { kind: 'content', fullSlug: 'pages/about/our-story' }],
    ['/stores/the-coffee-club', { kind: 'foundation', foundation: 'stores', fullSlug: 'foundation/stores/the-coffee-club' }],
    [`/events/${eventId}/winter-lights`, { kind: 'foundation', foundation: 'events', fullSlug: 'foundation/events/winter-lights' }],
    ['/events/winter-lights', { kind: 'foundation', foundation: 'events', fullSlug: 'foundation/events/winter-lights' }],
    ['/news/999999/new-look', { kind: 'foundation', foundation: 'news', fullSlug: 'foundation/news/new-look' }],
    ['/centre-info/facilities', { kind: 'foundation', foundation: 'centre-info', fullSlug: 'foundation/centre-info/facilities' }],
    ['/categories/fashion/womenswear', { kind: 'category', fullSlug: 'foundation/categories/fashion/womenswear' }],
    ['/competitions/win-a-car', { kind: 'competition', fullSlug: 'competitions/win-a-car' }],
    ['/whats-on/competition/win-a-car', { kind: 'competition', fullSlug: 'competitions/win-a-car' }],
    ['/competitions/big-prize', { kind: 'competition', fullSlug: 'national-competitions/big-prize' }],
    ['/gift-guide/offers/candle-set', { kind: 'gift-guide-offer', fullSlug: 'foundation/gift-guide/offers/candle-set' }],
    ['/nowhere', { kind: 'not-found' }],
    ['/stores/unknown-store', { kind: 'not-found' }],
  ])('should resolve %s', (path, expected) => {
    expect(resolvePath(path, index, [], false)).toEqual(expected);
  });

  it('should prefer a content page over a foundation page at the same path', () => {
    expect(resolvePath('/stores/special', index, [], false)).toEqual({ kind: 'content', fullSlug: 'pages/stores/special' });
  });

  it('should not take an event id that belongs to another folder', () => {
    const newsId = links.find((entry) => entry.fullSlug === 'foundation/news/new-look')!.id;
    expect(resolvePath(`/events/${newsId}/nothing`, index, [], false)).toEqual({ kind: 'not-found' });
  });

  it('should fall back to the home page for an unknown path in edit mode', () => {
    expect(resolvePath('/nowhere', index, [], true)).toEqual({ kind: 'content', fullSlug: 'pages/home' });
  });

  it('should redirect before resolving content, ignoring trailing slashes', () => {
    const redirects = [{ from: '/christmas/', to: '/whats-on', status: 301 as const }];
    expect(resolvePath('/christmas', index, redirects, false)).toEqual({ kind: 'redirect', location: '/whats-on', status: 301 });
  });

  it('should ignore a redirect that points at itself', () => {
    expect(resolvePath('/whats-on', index, [{ from: '/whats-on', to: '/whats-on/', status: 302 }], false)).toEqual({ kind: 'content', fullSlug: 'pages/whats-on' });
  });
});
