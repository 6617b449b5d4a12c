import request from 'supertest';
import type { CmsBlok } from '../../../src/common/domain/cms/storyblok.types';
import { isTrading } from '../../../src/common/domain/stores/store-facts';
import type { SearchItem, SearchResponse } from '../../../src/common/domain/search/search-results';
import { demoStories } from '../../utils/demo-content';
import { startTestApp, TestApp } from '../../utils/test-app';

// Monday 2026-11-23 at 13:00 in Melbourne: the demo content's relative dates count from this day
const NOW = new Date('2026-11-23T02:00:00Z');
const WILLOWVALE_SPACE = '1001';
const UUID = /^[0-9a-f-]{36}$/;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock: { now: () => NOW } });
});
afterAll(() => app.close());

const search = (query: string, centre = 'willowvale') =>
  request(app.url)
    .get(`/api/search?query=${encodeURIComponent(query)}`)
    .set('Host', app.host(centre));
const titles = (body: SearchResponse, type: SearchItem['type']) => (body.groups[type] ?? []).map((item) => item.title);
const webhook = () =>
  request(app.url)
    .post('/api/admin/cache/update')
    .set('Host', app.host('willowvale'))
    .set('x-webhook-token', app.config.content.webhookToken)
    .send({
      text: 'published',
      action: 'published',
      space_id: Number(WILLOWVALE_SPACE),
      full_slug: 'foundation/stores/freshmart',
    });

describe('GET /api/search (spec 1 §2.10, §4)', () => {
  it('should find a store by its name with its link, excerpt and type, stores first', async () => {
    const res = await search('FreshMart');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.query).toBe('FreshMart');
    expect(Object.keys(res.body.groups)[0]).toBe('stores');
    expect(res.body.groups.stores[0]).toEqual({
      title: 'FreshMart',
      link: '/stores/freshmart',
      excerpt: expect.stringMatching(/^A full-line supermarket with a bakery, deli and hot food counter\./),
      type: 'stores',
    });
    // its weekly specials name it as their store
    expect(titles(res.body, 'offers')).toContain('Half-price Wednesday specials');
  });

  it("should find the store misspelt ('freshmrt') and as the visitor types ('fres')", async () => {
    for (const typed of ['freshmrt', 'fresmart', 'fres']) {
      const res = await search(typed);
      expect(res.status).toBe(200);
      expect(res.body.groups.stores[0].title).toBe('FreshMart');
    }
  });

  it("should find every listed store of a category by the category's name ('Supermarkets', 'Cinemas')", async () => {
    const stores = demoStories('willowvale', 'foundation/stores/').filter((story) =>
      isTrading(String(story.content.status)),
    );
    for (const [word, slug] of [
      ['supermarkets', 'fresh-food/supermarkets'],
      ['cinemas', 'entertainment/cinemas'],
    ]) {
      const expected = stores
        .filter((story) =>
          (story.content.subcategories as string[] | undefined)?.includes(`@uuid:foundation/categories/${slug}`),
        )
        .map((story) => story.content.title);
      expect(expected.length).toBeGreaterThan(0);
      const res = await search(word!);
      expect(titles(res.body, 'stores')).toEqual(expect.arrayContaining(expected));
    }
  });

  it("should find every Footwear store by 'shoes' and the shoe shops by 'sneakers', stores that say it first", async () => {
    const footwear = demoStories('willowvale', 'foundation/stores/')
      .filter(
        (story) =>
          isTrading(String(story.content.status)) &&
          (story.content.categories as string[]).includes('@uuid:foundation/categories/footwear'),
      )
      .map((story) => story.content.title as string);
    // Cobble & Co., Marlowe Shoes and Step Society, though only two of them say 'shoes' anywhere
    expect(footwear.length).toBeGreaterThanOrEqual(3);
    const shoes = await search('shoes');
    expect(titles(shoes.body, 'stores')).toEqual(expect.arrayContaining(footwear));
    const sneakers = await search('sneakers');
    expect(titles(sneakers.body, 'stores')).toEqual(expect.arrayContaining(footwear));
    // the shop whose own words say sneakers comes before the shoe shops its category finds
    expect(titles(sneakers.body, 'stores')[0]).toBe('Step Society');
    expect(titles(sneakers.body, 'stores')).not.toContain('FreshMart');
  });

  it("should take 'q' as it takes 'query', and 'query' when both are given", async () => {
    const byQ = await request(app.url).get('/api/search?q=freshmrt').set('Host', app.host('willowvale'));
    expect(byQ.status).toBe(200);
    expect(byQ.body.query).toBe('freshmrt');
    expect(titles(byQ.body, 'stores')[0]).toBe('FreshMart');
    const both = await request(app.url).get('/api/search?query=cinema&q=freshmart').set('Host', app.host('willowvale'));
    expect(both.body.query).toBe('cinema');
    const long = await request(app.url).get(`/api/search?q=${'a'.repeat(101)}`).set('Host', app.host('willowvale'));
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ q: 'query must be at most 100 characters' });
  });

  it('should keep the groups in one order whatever matched best', async () => {
    const order = ['stores', 'offers', 'events', 'news', 'competitions', 'pages'];
    for (const typed of ['market', 'parking', 'knitwear', 'fresh', 'gift']) {
      const groups = Object.keys((await search(typed)).body.groups);
      expect(groups.length).toBeGreaterThan(0);
      expect(groups).toEqual(order.filter((type) => groups.includes(type)));
    }
    // an event matches 'market' best and a page 'gift': stores still come first
    expect(Object.keys((await search('market')).body.groups)).toEqual(['stores', 'events', 'pages']);
    expect(Object.keys((await search('gift')).body.groups)[0]).toBe('stores');
  });

  it("should find current events by a word of their title ('market') and not an event that has ended", async () => {
    const res = await search('market');
    expect(titles(res.body, 'events')).toEqual(
      expect.arrayContaining(["Willowvale Makers' Market", 'Twilight Laneway Market']),
    );
    // the lion dance ended twelve days ago
    const ended = await search('lion dance');
    expect(ended.status).toBe(200);
    expect(ended.body.groups.events).toBeUndefined();
  });

  it('should group results by type with a count per group and at most twelve items in each', async () => {
    const res = await search('fresh');
    const groups = res.body.groups as Record<string, SearchItem[]>;
    expect(Object.keys(res.body.counts).sort()).toEqual(Object.keys(groups).sort());
    for (const [type, items] of Object.entries(groups)) {
      expect(items.length).toBe(Math.min(12, res.body.counts[type]));
      for (const item of items) expect(item.type).toBe(type);
    }
    expect(res.body.counts.stores).toBeGreaterThan(12);
    expect(groups.stores).toHaveLength(12);
  });

  it('should rank a title match before matches in keywords or body text', async () => {
    const res = await search('kitchen');
    expect(titles(res.body, 'stores')[0]).toBe('Kitchen Republic');
    expect(titles(res.body, 'events')[0]).toBe('Cooking Demonstrations with Kitchen Republic');
  });

  it('should answer no groups for an empty or blank query, or none at all', async () => {
    for (const path of ['/api/search?query=', '/api/search?query=%20%20', '/api/search']) {
      const res = await request(app.url).get(path).set('Host', app.host('willowvale'));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ query: '', groups: {}, counts: {} });
    }
  });

  it('should answer 400 with the field message for an over-long query, control characters or a repeated query', async () => {
    const cases: Array<[string, string]> = [
      [`query=${'a'.repeat(101)}`, 'query must be at most 100 characters'],
      ['query=fresh%00mart', 'query must not contain control characters'],
      ['query=fresh%0Amart', 'query must not contain control characters'],
      ['query=fresh&query=mart', 'query must be text'],
    ];
    for (const [query, message] of cases) {
      const res = await request(app.url).get(`/api/search?${query}`).set('Host', app.host('willowvale'));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'Validation failed',
        errors: { query: message },
        correlationId: expect.stringMatching(UUID),
      });
    }
  });

  it("should search only the centre's own content", async () => {
    // Riverside Cinema Nights and Harbour Credit Union are Riverbend's, not Willowvale's
    const riverbend = await search('riverside cinema nights', 'riverbend');
    expect(titles(riverbend.body, 'events')).toContain('Riverside Cinema Nights');
    const willowvale = await search('riverside cinema nights');
    expect(titles(willowvale.body, 'events')).not.toContain('Riverside Cinema Nights');
    expect(titles((await search('harbour credit union', 'riverbend')).body, 'stores')).toContain(
      'Harbour Credit Union',
    );
    expect(titles((await search('harbour credit union')).body, 'stores')).not.toContain('Harbour Credit Union');
    // and Karri Ridge's outlet village finds its own events
    expect(titles((await search('classic car show', 'karri-ridge')).body, 'events')).toContain('Classic Car Show');
  });

  it('should find a store published after the index was built once the CMS webhook says the content changed', async () => {
    expect(titles((await search('wombat')).body, 'stores')).toEqual([]);
    app.sandboxes.cms.editDraft(WILLOWVALE_SPACE, 'foundation/stores/freshmart', (content: CmsBlok) => ({
      ...content,
      keywords: 'groceries, wombat treats',
    }));
    app.sandboxes.cms.publish(WILLOWVALE_SPACE, 'foundation/stores/freshmart');
    expect((await webhook()).status).toBe(200);
    expect(titles((await search('wombat')).body, 'stores')).toEqual(['FreshMart']);
  });
});

describe('GET /search?query= (the results page without JavaScript)', () => {
  const page = (query: string) => request(app.url).get(`/search?query=${query}`).set('Host', app.host('willowvale'));

  it('should render the same groups on the server with tabs and counts, never indexed', async () => {
    const res = await page('freshmrt');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(res.text).toContain('Search results for &#x27;freshmrt&#x27;');
    expect(res.text).toMatch(/<form role="search" class="search-page__form" action="\/search" method="get">/);
    expect(res.text).toMatch(/<input[^>]*name="query"[^>]*value="freshmrt"/);
    expect(res.text).toMatch(
      /role="tab"[^>]*>Stores<!-- --> <span class="search-results__count">\(<!-- -->1<!-- -->\)/,
    );
    expect(res.text).toContain('href="/stores/freshmart"');
  });

  it("should answer '/search?q=' as '/search?query=', the box filled with the text", async () => {
    const res = await request(app.url).get('/search?q=sneakers').set('Host', app.host('willowvale'));
    expect(res.status).toBe(200);
    expect(res.text).toContain('Search results for &#x27;sneakers&#x27;');
    expect(res.text).toMatch(/<input[^>]*name="query"[^>]*value="sneakers"/);
    expect(res.text).toContain('href="/stores/step-society"');
    expect(res.text).toContain('href="/stores/cobble-co"');
  });

  it('should say what can be searched before anything is asked', async () => {
    const res = await request(app.url).get('/search').set('Host', app.host('willowvale'));
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1 class="search-page__title">Search Willowvale</h1>');
    expect(res.text).toContain(
      '<p class="search-page__hint">Search stores, dining, events, offers and centre information.</p>',
    );
  });

  it("should say 'No results found' when nothing matches", async () => {
    const res = await page('zzyzx');
    expect(res.status).toBe(200);
    expect(res.text).toContain('No results found');
    expect(res.text).not.toContain('role="tab"');
  });

  it('should say why a query with control characters was not searched', async () => {
    const res = await page('fresh%00mart');
    expect(res.status).toBe(200);
    expect(res.text).toContain('query must not contain control characters');
  });

  it('should give the take-over box a form that asks the results page', async () => {
    const res = await request(app.url).get('/').set('Host', app.host('willowvale'));
    expect(res.text).toMatch(/<form role="search" class="search-takeover__form" action="\/search" method="get">/);
    expect(res.text).toMatch(
      /<input(?=[^>]*class="search-takeover__input")(?=[^>]*name="query")(?=[^>]*placeholder="Search...")[^>]*>/,
    );
  });
});

// Its own app: a fresh site whose index is not built yet, and a CMS made slow for every call
describe('the first search while the CMS is slow for a moment', () => {
  let slow: TestApp;
  beforeAll(async () => {
    slow = await startTestApp({ clock: { now: () => NOW }, env: { CMS_TIMEOUT_SECONDS: '30' } });
  });
  afterAll(() => slow.close());
  const get = (path: string) => request(slow.url).get(path).set('Host', slow.host('willowvale'));

  it('should wait for the CMS to build the index instead of failing the search (a page gives up, the index does not)', async () => {
    slow.sandboxes.cms.faults.set({ mode: 'slow', delayMs: 4_000 });
    const stores = demoStories('willowvale', 'foundation/stores/').map((story) => story.fullSlug.split('/').pop()!);
    // a page's reading that runs past the CMS's patience marks the space slow: the next page never cached gives up
    // early with the branded 503; keep asking until one has, so the search below starts while the space is slow
    const pending = [get(`/stores/${stores[0]}`).then((res) => res.status)];
    let gaveUp = false;
    for (const slug of stores.slice(1, 8)) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      if ((await get(`/stores/${slug}`)).status === 503) {
        gaveUp = true;
        break;
      }
    }
    expect(gaveUp).toBe(true);

    const res = await request(slow.url).get('/api/search?query=freshmrt').set('Host', slow.host('willowvale'));
    expect(res.status).toBe(200);
    expect((res.body as SearchResponse).groups.stores?.[0]?.title).toBe('FreshMart');
    slow.sandboxes.cms.faults.clear();
    await Promise.all(pending);
  });
});
