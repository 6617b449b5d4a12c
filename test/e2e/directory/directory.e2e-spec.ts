import request from 'supertest';
import { isTrading } from '../../../src/common/domain/stores/store-facts';
import { demoStories, demoStory } from '../../utils/demo-content';
import { startTestApp, TestApp } from '../../utils/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const get = (path: string) => request(app.url).get(path).set('Host', app.host('willowvale'));
const decode = (text: string) => text.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
const cardTitles = (html: string) => [...html.matchAll(/store-card__title">([^<]*)</g)].map((match) => decode(match[1]!));
const count = (html: string) => /directory__count" role="status">(\d+) stores?</.exec(html)?.[1];

type Store = { title: string; status: string; discoverTypes?: string[]; categories: string[]; keywords?: string; cuisines?: string[] };
const listed = demoStories('willowvale', 'foundation/stores/')
  .map((story) => story.content as unknown as Store)
  .filter((store) => isTrading(store.status));

describe('the store directory on /shopping (spec 1 §2.5)', () => {
  it('should render every trading store on the server, sorted by title, and no closed or coming-soon store', async () => {
    const res = await get('/shopping');
    expect(res.status).toBe(200);
    const titles = cardTitles(res.text);
    expect(titles).toHaveLength(listed.length);
    expect(count(res.text)).toBe(String(listed.length));
    const hidden = demoStories('willowvale', 'foundation/stores/').filter((story) => !isTrading(String(story.content.status)));
    expect(hidden.length).toBeGreaterThan(0);
    for (const story of hidden) expect(titles).not.toContain(story.content.title);
  });

  it('should pre-select the discover filter from filter[discover]=new and render only new stores', async () => {
    const res = await get('/shopping?filter[discover]=new');
    expect(res.status).toBe(200);
    const expected = listed.filter((store) => store.discoverTypes?.includes('new')).map((store) => store.title);
    expect(cardTitles(res.text).sort()).toEqual(expected.sort());
  });

  it('should pre-select a category by its title from filter[categories]=Fashion', async () => {
    const res = await get('/shopping?filter%5Bcategories%5D=Fashion');
    expect(res.status).toBe(200);
    const expected = listed.filter((store) => store.categories.includes('@uuid:foundation/categories/fashion')).map((store) => store.title);
    expect(expected.length).toBeGreaterThan(0);
    expect(cardTitles(res.text).sort()).toEqual(expected.sort());
    expect(res.text).toContain('Category<span class="filter-control__count"> (<!-- -->1<!-- -->)</span>');
  });

  it('should render the results of a search in the URL, over title, keywords and cuisines', async () => {
    const res = await get('/shopping?filter[search]=japanese');
    const expected = listed.filter((store) => [store.title, store.keywords ?? '', ...(store.cuisines ?? [])].join(' ').toLowerCase().includes('japanese'));
    expect(res.status).toBe(200);
    expect(cardTitles(res.text).sort()).toEqual(expected.map((store) => store.title).sort());
  });

  it('should render only the stores of a letter, and letter headings the flyout links to', async () => {
    const res = await get('/shopping?filter[viewBy]=b');
    expect(res.status).toBe(200);
    expect(cardTitles(res.text).every((title) => title.toLowerCase().startsWith('b'))).toBe(true);
    expect(res.text).toContain('id="b"');
    const all = (await get('/shopping')).text;
    expect(all).toContain('id="a"');
    expect(all).toContain('id="#"');
  });

  it("should say so when nothing matches: We couldn't find any results for that...", async () => {
    const res = await get('/shopping?filter[search]=zzzzqqq');
    expect(res.status).toBe(200);
    expect(res.text).toContain('We couldn&#x27;t find any results for that...');
  });
});

describe('category pages (spec 1 §2.7)', () => {
  const pinned = (slug: string) =>
    ((demoStory('willowvale', `foundation/categories/${slug}`).content.pinnedStores as string[]) ?? []).map((ref) => String(demoStory('willowvale', ref.replace('@uuid:', '')).content.title));

  it('should answer 200 with the pinned stores first, then the others by title', async () => {
    const res = await get('/categories/fashion');
    expect(res.status).toBe(200);
    const titles = cardTitles(res.text);
    const first = pinned('fashion');
    expect(first.length).toBeGreaterThan(0);
    expect(titles.slice(0, first.length)).toEqual(first);
    const rest = titles.slice(first.length);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en-AU', { sensitivity: 'base', numeric: true })));
  });

  it('should offer the sub-category filter on a category with several sub-categories, but not on a sub-category', async () => {
    expect((await get('/categories/fashion')).text).toContain('Filter by sub-category');
    const sub = await get('/categories/fashion/womenswear');
    expect(sub.status).toBe(200);
    expect(sub.text).not.toContain('Filter by sub-category');
    expect(cardTitles(sub.text).length).toBeGreaterThan(0);
  });

  it('should answer 404 for a category that does not exist', async () => {
    expect((await get('/categories/not-a-category')).status).toBe(404);
  });
});
