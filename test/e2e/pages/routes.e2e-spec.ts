import request from 'supertest';
import { demoStories, demoStory } from '../../utils/demo-content';
import { startTestApp, TestApp } from '../../utils/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const get = (path: string, centre = 'willowvale') => request(app.url).get(path).set('Host', app.host(centre));
const idOf = async (fullSlug: string, centre = 'willowvale') => {
  const res = await request(app.sandboxes.cms.apiEndpoint).get(`/cdn/stories/${fullSlug}`).query({ token: app.config.centres.centres.find((c) => c.slug === centre)!.cms.accessToken, version: 'published' });
  return res.body.story.id as number;
};

describe('every route kind of spec 1 §2.1', () => {
  it('should serve each centre its own home page, with header, body and footer', async () => {
    for (const centre of ['willowvale', 'riverbend', 'karri-ridge']) {
      const name = demoStory(centre, 'foundation/centre').content.name as string;
      const res = await get('/', centre);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toMatch(/^<!DOCTYPE html><html lang="en-AU">/);
      expect(res.text).toContain(`<title>${name} | `);
      expect(res.text).toContain('<header class="site-header');
      expect(res.text).toContain('<footer class="site-footer');
      expect(res.text).toContain(`<body data-centre="${centre}">`);
    }
  });

  it('should serve the default centre on plain localhost', async () => {
    const res = await request(app.url).get('/').set('Host', `localhost:${app.port}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('data-centre="willowvale"');
  });

  it('should serve content pages, nested ones too', async () => {
    for (const story of demoStories('willowvale', 'pages/').filter((s) => s.fullSlug !== 'pages/home')) {
      const path = `/${story.fullSlug.slice('pages/'.length)}`;
      const res = await get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
  });

  it('should serve a store page at /stores/{slug}', async () => {
    const store = demoStories('willowvale', 'foundation/stores/')[0]!;
    const res = await get(`/stores/${store.fullSlug.split('/').pop()}`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(String(store.content.title)))}</h1>`));
  });

  it.each(['events', 'news', 'offers'])('should serve %s pages by content id and by slug alone', async (kind) => {
    const story = demoStories('willowvale', `foundation/${kind}/`)[0]!;
    const slug = story.fullSlug.split('/').pop()!;
    const id = await idOf(story.fullSlug);
    const byId = await get(`/${kind}/${id}/${slug}`);
    expect(byId.status).toBe(200);
    expect(byId.text).toContain(escapeHtml(String(story.content.title)));
    expect((await get(`/${kind}/${slug}`)).status).toBe(200);
  });

  it('should serve centre-info, category and gift-guide offer pages', async () => {
    const info = demoStories('willowvale', 'foundation/centre-info/')[0]!;
    expect((await get(`/centre-info/${info.fullSlug.split('/').pop()}`)).status).toBe(200);
    const category = demoStories('willowvale', 'foundation/categories/')[0]!;
    expect((await get(`/categories/${category.fullSlug.slice('foundation/categories/'.length)}`)).status).toBe(200);
    const offer = demoStories('willowvale', 'foundation/gift-guide/offers/')[0]!;
    expect((await get(`/gift-guide/offers/${offer.fullSlug.split('/').pop()}`)).status).toBe(200);
  });

  it('should serve running and national competitions, and answer 404 for an expired one', async () => {
    const competitions = demoStories('willowvale', 'competitions/');
    const now = Date.now();
    const expired = competitions.find((c) => String(c.content.expiryDate).startsWith('@today-'));
    const running = competitions.find((c) => c !== expired && !c.content.inCentreOnly);
    expect(expired).toBeDefined();
    expect((await get(`/${running!.fullSlug}`)).status).toBe(200);
    const gone = await get(`/${expired!.fullSlug}`);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('We are sorry but the page you requested cannot be found.');
    const national = demoStories('willowvale', 'national-competitions/')[0]!;
    expect((await get(`/competitions/${national.fullSlug.split('/').pop()}`)).status).toBe(200);
    expect(Date.now() - now).toBeLessThan(10_000);
  });

  it('should answer an unknown path with an honest 404 page that is not indexed', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(res.text).toMatch(/<h1 id="not-found-title">[^<]+<\/h1>/);
  });

  it('should follow the redirects of the CMS with their status', async () => {
    const entries = demoStory('willowvale', 'global/redirects').content.entries as Array<{ from: string; to: string; status: string }>;
    for (const entry of entries) {
      const res = await get(entry.from).redirects(0);
      expect({ from: entry.from, status: res.status, location: res.headers.location }).toEqual({ from: entry.from, status: Number(entry.status), location: entry.to });
    }
  });

  it('should mark noIndex pages for robots and keep them out of the sitemap', async () => {
    const hidden = demoStories('willowvale', 'pages/').find((story) => story.content.noIndex)!;
    const path = `/${hidden.fullSlug.slice('pages/'.length)}`;
    expect((await get(path)).text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.text).not.toContain(`${path}</loc>`);
    const store = demoStories('willowvale', 'foundation/stores/')[0]!;
    expect(sitemap.text).toContain(`<loc>http://willowvale.localhost:${app.port}/stores/${store.fullSlug.split('/').pop()}</loc>`);
    expect(sitemap.text).toContain(`<loc>http://willowvale.localhost:${app.port}/</loc>`);
  });

  it('should list a sub-category in the sitemap only when a store is in it: an empty one says there is nothing to show', async () => {
    const sitemap = (await get('/sitemap.xml', 'riverbend')).text;
    const loc = (path: string) => `<loc>http://riverbend.localhost:${app.port}${path}</loc>`;
    // the demo's Riverbend has no bar: its page is there, with nothing to list
    expect((await get('/categories/dining/bars', 'riverbend')).text.includes('have any results that match that combination')).toBe(true);
    expect(sitemap).not.toContain(loc('/categories/dining/bars'));
    expect(sitemap).toContain(loc('/categories/dining'));
    expect(sitemap).toContain(loc('/categories/dining/cafes'));
  });

  it('should point robots at the sitemap of the centre', async () => {
    const res = await get('/robots.txt', 'riverbend');
    expect(res.text).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: http://riverbend.localhost:${app.port}/sitemap.xml\n`);
  });

  it('should answer client-side navigation with the same resolver as JSON', async () => {
    const page = await request(app.url).get('/api/page').query({ path: '/whats-on' }).set('Host', app.host('willowvale'));
    expect(page.status).toBe(200);
    expect(page.body.page).toMatchObject({ kind: 'content', status: 200, path: '/whats-on' });
    const missing = await request(app.url).get('/api/page').query({ path: '/nope' }).set('Host', app.host('willowvale'));
    expect(missing.status).toBe(404);
    expect(missing.body.page.kind).toBe('not-found');
    const entry = (demoStory('willowvale', 'global/redirects').content.entries as Array<{ from: string; to: string }>)[0]!;
    const redirect = await request(app.url).get('/api/page').query({ path: entry.from }).set('Host', app.host('willowvale'));
    expect(redirect.body).toEqual({ redirect: entry.to });
  });

  it('should let many health checks share one CMS probe per probe window', async () => {
    app.sandboxes.cms.requests.reset();
    const answers = await Promise.all(Array.from({ length: 10 }, () => request(app.url).get('/api/health')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(app.sandboxes.cms.requests.count('/v2/cdn/spaces/me')).toBeLessThanOrEqual(3);
  });

  it('should answer a missing API route or asset with a plain 404, not a page', async () => {
    const api = await get('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ statusCode: 404 });
    expect((await get('/assets/missing.js')).status).toBe(404);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}
