import { createHash } from 'node:crypto';
import request from 'supertest';
import type { CmsBlok } from '../../../src/common/domain/cms/storyblok.types';
import { startTestApp, TestApp } from '../../utils/test-app';

let app: TestApp;
const SPACE = '1001';
// the content cache keeps a draft it read for CMS_DRAFT_TTL_SECONDS (2 s): each test edits a draft before the
// editor's first request for it
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** The query the visual editor's frame adds (contracts.md §1), signed with a token, at a time. */
const editorQuery = (previewToken = app.config.centres.centres[0]!.cms.previewToken, seconds = Date.now() / 1000) => {
  const timestamp = String(Math.floor(seconds));
  const token = createHash('sha1').update(`${SPACE}:${previewToken}:${timestamp}`).digest('hex');
  return `_storyblok=1&_storyblok_tk[space_id]=${SPACE}&_storyblok_tk[timestamp]=${timestamp}&_storyblok_tk[token]=${token}`;
};
const FORGED = () => editorQuery('not-the-preview-token');
const EXPIRED = () => editorQuery(undefined, Date.now() / 1000 - 2 * 3600);

const get = (path: string) => request(app.url).get(path).set('Host', app.host('willowvale'));
const post = (path: string, body: unknown) =>
  request(app.url).post(path).set('Host', app.host('willowvale')).set('content-type', 'application/json').send(JSON.stringify(body));
const titleOf = (html: string) => /<title>(.*?)(?: \| [^<|]*)?<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&');
const retitle = (title: string) => (content: CmsBlok) => ({ ...content, title });
/** Every in-site `<a href>` of a rendered page, entities decoded. */
const inSiteLinks = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)]
    .map((match) => match[1]!.replaceAll('&amp;', '&'))
    .filter((href) => /^\/(?![/\\])/.test(href));
const carriesQuery = (href: string) => {
  const params = new URL(href, 'http://site.invalid').searchParams;
  return params.get('_storyblok') === '1' && /^[0-9a-f]{40}$/.test(params.get('_storyblok_tk[token]') ?? '');
};

describe('preview access', () => {
  it('should give a valid preview link the editor page: draft, no-store, noindex, the bridge allowed', async () => {
    const res = await get(`/stores/ada-wren?${editorQuery()}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('"editMode":true');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src [^;]*https:\/\/app\.storyblok\.com/);
  });

  it.each([
    ['forged', FORGED],
    ['expired', EXPIRED],
  ])('should treat a %s preview link as a visitor: published, cacheable, no bridge allowance', async (_kind, query) => {
    const res = await get(`/stores/ada-wren?${query()}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('__ATRIUM_STATE__');
    expect(res.text).not.toContain('data-blok-uid=');
    expect(res.headers['cache-control']).toContain('public');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('app.storyblok.com https');
    expect(String(res.headers['content-security-policy'])).not.toMatch(/script-src [^;]*app\.storyblok\.com/);
  });

  it('should never give a visitor the draft an editor saw, from the page cache or the content cache', async () => {
    app.sandboxes.cms.editDraft(SPACE, 'foundation/stores/24-7-convenience', retitle('Convenience (draft)'));
    // a visitor first, so the published page is in the page cache; then the editor; then visitors again
    const before = await get('/stores/24-7-convenience');
    expect(before.status).toBe(200);
    expect(before.text).not.toContain('Convenience (draft)');
    const editor = await get(`/stores/24-7-convenience?${editorQuery()}`);
    expect(editor.text).toContain('Convenience (draft)');
    expect(editor.headers['x-page-cache']).toBeUndefined();
    const visitor = await get('/stores/24-7-convenience');
    expect(visitor.headers['x-page-cache']).toBe('hit');
    expect(visitor.text).not.toContain('Convenience (draft)');
    // a page never cached before the editor's visit: rendered for the visitor from published content
    app.sandboxes.cms.editDraft(SPACE, 'foundation/stores/1-hour-photo', retitle('Photo (draft)'));
    expect((await get(`/stores/1-hour-photo?${editorQuery()}`)).text).toContain('Photo (draft)');
    const first = await get('/stores/1-hour-photo');
    expect(first.headers['x-page-cache']).toBeUndefined();
    expect(first.text).not.toContain('Photo (draft)');
    const second = await get('/stores/1-hour-photo');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.text).not.toContain('Photo (draft)');
  });
});

describe('links in preview', () => {
  it.each(['/stores/ada-wren', '/events/family-fun-day', '/whats-on', '/shopping'])(
    'should keep the preview query on every in-site link of %s, and a visitor gets none',
    async (path) => {
      const editor = await get(`${path}?${editorQuery()}`);
      expect(editor.status).toBe(200);
      const links = inSiteLinks(editor.text);
      expect(links.length).toBeGreaterThan(10);
      expect(links.filter((href) => !carriesQuery(href))).toEqual([]);
      // external links are left as they are
      const external = [...editor.text.matchAll(/<a\b[^>]*\shref="(https?:[^"]*)"/g)].map((match) => match[1]!);
      expect(external.filter((href) => href.includes('_storyblok'))).toEqual([]);

      const visitor = await get(path);
      expect(inSiteLinks(visitor.text).length).toBeGreaterThan(10);
      expect(inSiteLinks(visitor.text).filter((href) => href.includes('_storyblok'))).toEqual([]);
    },
  );

  it("should keep the preview query on a redirect an editor follows", async () => {
    const res = await get(`/stores?${editorQuery()}`);
    expect(res.status).toBe(301);
    expect(carriesQuery(String(res.headers.location))).toBe(true);
    expect((await get('/stores')).headers.location).toBe('/shopping');
  });
});

describe('page data in preview', () => {
  it('should answer the page API drafts, no-store, only with a valid preview query', async () => {
    app.sandboxes.cms.editDraft(SPACE, 'foundation/events/makers-market', retitle('Makers Market (draft)'));
    const editor = await get(`/api/page?path=${encodeURIComponent('/events/makers-market')}&${editorQuery()}`);
    expect(editor.status).toBe(200);
    expect(editor.body.page.kind).toBe('event');
    expect(editor.body.page.title).toBe('Makers Market (draft)');
    expect(editor.headers['cache-control']).toBe('no-store');
    for (const query of ['', FORGED(), EXPIRED()]) {
      const visitor = await get(`/api/page?path=${encodeURIComponent('/events/makers-market')}&${query}`);
      expect(visitor.body.page.title).not.toBe('Makers Market (draft)');
      expect(visitor.body.page.kind).toBe('event');
      expect(visitor.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('live preview endpoint', () => {
  const storyOf = async (path: string) => {
    const res = await get(`/api/page?path=${encodeURIComponent(path)}&${editorQuery()}`);
    return res.body.page as { storyId: number; title: string };
  };

  it('should build the page of an unsaved store with the server page builders, no-store', async () => {
    const { storyId } = await storyOf('/stores/ada-wren');
    const res = await post(`/api/page/preview?${editorQuery()}`, {
      path: '/stores/ada-wren',
      story: { id: storyId, name: 'Ada & Wren', content: { component: 'store', title: 'Ada & Wren unsaved', description: 'Typed just now' } },
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.page.kind).toBe('store');
    expect(res.body.page.title).toBe('Ada & Wren unsaved');
    expect(JSON.stringify(res.body.page.view)).toContain('Typed just now');
    // the unsaved story is never stored: the page itself still shows the saved draft
    expect(titleOf((await get(`/stores/ada-wren?${editorQuery()}`)).text)).not.toBe('Ada & Wren unsaved');
  });

  it.each([
    ['an offer', '/offers/152495893/kitchen-republic-knife-sharpening', 'offer'],
    ['a news', '/news/655532894/solar-rooftop-complete', 'news'],
    ['a gift-guide offer', '/gift-guide/offers/macaron-gift-box', 'gift-guide-offer'],
    ['a category', '/categories/fashion', 'category'],
    ['a listing content', '/whats-on', 'content'],
    ['a competition', '/competitions/wardrobe-refresh-giveaway', 'competition'],
  ])('should build %s page from its unsaved story', async (_kind, path, kind) => {
    // the field each kind's title is read from
    const field = kind === 'gift-guide-offer' ? 'name' : kind === 'competition' ? 'competition_name' : 'title';
    const { storyId } = await storyOf(path);
    const token = app.config.centres.centres[0]!.cms.previewToken;
    const draft = (await (await fetch(`${app.sandboxes.cms.url}/v2/cdn/stories/${storyId}?version=draft&token=${token}`)).json()) as {
      story: { name: string; content: CmsBlok };
    };
    const res = await post(`/api/page/preview?${editorQuery()}`, {
      path,
      story: { id: storyId, name: draft.story.name, content: { ...draft.story.content, [field]: `Unsaved ${kind}` } },
    });
    expect(res.status).toBe(200);
    expect(res.body.page.kind).toBe(kind);
    expect(res.body.page.title).toBe(`Unsaved ${kind}`);
    expect(res.body.page.storyId).toBe(storyId);
    // competitions in preview: any step may be opened, and the URL shows (spec 2 §2)
    if (kind === 'competition') expect(res.body.page.view.model.entry).toMatchObject({ editMode: true, url: expect.stringContaining(path) });
  });

  it.each([
    ['no', () => ''],
    ['a forged', FORGED],
    ['an expired', EXPIRED],
  ])('should refuse %s preview query', async (_kind, query) => {
    const res = await post(`/api/page/preview?${query()}`, {
      path: '/stores/ada-wren',
      story: { id: 1, content: { component: 'store', title: 'x' } },
    });
    expect(res.status).toBe(403);
  });

  it('should refuse a body that is not a story of a page, and one over the size limit', async () => {
    expect((await post(`/api/page/preview?${editorQuery()}`, { path: 'https://evil.example/', story: {} })).status).toBe(400);
    const huge = 'x'.repeat(app.config.app.bodyLimitBytes + 1);
    const res = await post(`/api/page/preview?${editorQuery()}`, {
      path: '/stores/ada-wren',
      story: { id: 1, content: { component: 'store', title: huge } },
    });
    expect(res.status).toBe(413);
  });
});

describe('unbuilt blocks', () => {
  it('should show editors a note naming an unbuilt block and visitors nothing; a page of only those is a 404', async () => {
    const unknown = { component: 'hologram_wall', _uid: 'holo-1' };
    app.sandboxes.cms.editDraft(SPACE, 'pages/leasing', (content) => ({ ...content, header: [], body: [unknown] }));
    const editor = await get(`/leasing?${editorQuery()}`);
    expect(editor.status).toBe(200);
    expect(editor.text).toMatch(/The <code>hologram_wall<\/code> block is not built yet/);

    app.sandboxes.cms.publish(SPACE, 'pages/leasing');
    await request(app.url)
      .post('/api/admin/cache/update')
      .set('Host', app.host('willowvale'))
      .set('x-webhook-token', app.config.content.webhookToken)
      .send({ text: 'published', action: 'published', space_id: Number(SPACE), full_slug: 'pages/leasing' });
    const visitor = await get('/leasing');
    expect(visitor.status).toBe(404);
    expect(visitor.text).not.toContain('hologram_wall');
  });
});
