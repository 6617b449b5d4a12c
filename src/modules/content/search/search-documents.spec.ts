import type { CmsStory } from '../../../common/domain/cms/storyblok.types';
import { pageLink, searchEntries, SearchStories } from './search-documents';

const story = (fullSlug: string, content: Record<string, unknown>, extra: Partial<CmsStory> = {}): CmsStory =>
  ({
    id: 1000 + fullSlug.length,
    uuid: `uuid-${fullSlug}`,
    name: String(content.title ?? fullSlug),
    slug: fullSlug.split('/').pop()!,
    full_slug: fullSlug,
    content: { component: 'x', _uid: fullSlug, ...content },
    ...extra,
  }) as unknown as CmsStory;

const open = {
  logo: { filename: 'https://a.storyblok.com/f/1/logo.svg' },
  tradingHours: [{ component: 'trading_hours', days: [] }],
  status: 'open',
  floor: 'G',
};

const stories = (parts: Partial<SearchStories>): SearchStories =>
  ({
    stores: [],
    categories: [],
    events: [],
    news: [],
    offers: [],
    competitions: [],
    pages: [],
    ...parts,
  }) as SearchStories;

describe('search entries of a centre', () => {
  it("should index a store's keywords, categories and cuisines, and never its phone or email", () => {
    const [entry] = searchEntries(
      stories({
        categories: [story('foundation/categories/fresh-food', { title: 'Fresh Food' })] as SearchStories['categories'],
        stores: [
          story('foundation/stores/freshmart', {
            ...open,
            title: 'FreshMart',
            keywords: 'groceries, supermarket',
            categories: ['uuid-foundation/categories/fresh-food'],
            cuisines: ['Deli'],
            phone: '(03) 5550 4788',
            email: 'willowvale@freshmart.example',
          }),
        ] as SearchStories['stores'],
      }),
    );
    expect(entry).toMatchObject({ type: 'stores', title: 'FreshMart', link: '/stores/freshmart' });
    expect(entry!.keywords).toContain('groceries');
    expect(entry!.keywords).toContain('Fresh Food');
    expect(entry!.keywords).toContain('Deli');
    expect(JSON.stringify(entry)).not.toMatch(/5550|@freshmart/);
  });

  it('should leave out stores the directory hides (temporarily closed, coming soon)', () => {
    const entries = searchEntries(
      stories({
        stores: [
          story('foundation/stores/closed', { ...open, title: 'Closed Shop', status: 'temporarily_closed' }),
          story('foundation/stores/soon', { ...open, title: 'Soon Shop', status: 'coming_soon' }),
        ] as SearchStories['stores'],
      }),
    );
    expect(entries).toEqual([]);
  });

  it('should link events, offers and news by content id and name their store as a keyword', () => {
    const store = story('foundation/stores/freshmart', { ...open, title: 'FreshMart' });
    const offer = story('foundation/offers/specials', {
      title: 'Half-price specials',
      excerpt: 'Every Wednesday.',
      store: store.uuid,
    });
    const [, entry] = searchEntries(stories({ stores: [store], offers: [offer] } as Partial<SearchStories>));
    expect(entry).toMatchObject({ type: 'offers', link: `/offers/${offer.id}/specials`, excerpt: 'Every Wednesday.' });
    expect(entry!.keywords).toContain('FreshMart');
  });

  it('should leave out pages kept from search engines (noIndex)', () => {
    const entries = searchEntries(
      stories({
        pages: [
          story('pages/sign-up/thank-you', { title: 'Thank you', noIndex: true }),
          story('pages/about/our-story', { title: 'Our Story' }),
        ],
      }),
    );
    expect(entries.map((found) => found.link)).toEqual(['/about/our-story']);
  });

  it('should link content pages and centre information by their paths on the site', () => {
    expect(pageLink('pages/home')).toBe('/');
    expect(pageLink('pages/about/our-story')).toBe('/about/our-story');
    expect(pageLink('foundation/centre-info/facilities')).toBe('/centre-info/facilities');
    expect(pageLink('global/header')).toBeUndefined();
  });
});
