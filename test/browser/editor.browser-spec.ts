import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import request from 'supertest';
import type { CmsBlok, CmsStory } from '../../src/common/domain/cms/storyblok.types';
import { waitForHydration } from '../utils/browser';
import { useBrowserApp } from '../utils/browser-app';

// each test edits a draft before the editor's first request for it (the content cache keeps a draft it read 2 s)
const env = useBrowserApp();
const SPACE = '1001';
const BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';
/** Stands in for the visual editor's bridge: keeps the page's callback, which the test calls as the editor would. */
const FAKE_BRIDGE = `window.StoryblokBridge = function () {
  this.on = function (events, callback) { window.__bridgeEvents = events; window.__bridge = callback; };
};`;

const url = (path: string) => `http://${env.app.host('willowvale')}${path}`;
const editorQuery = () => {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const previewToken = env.app.config.centres.centres[0]!.cms.previewToken;
  const token = createHash('sha1').update(`${SPACE}:${previewToken}:${timestamp}`).digest('hex');
  return `_storyblok=1&_storyblok_tk[space_id]=${SPACE}&_storyblok_tk[timestamp]=${timestamp}&_storyblok_tk[token]=${token}`;
};

/** The draft the visual editor holds, as the CMS sandbox serves it. */
async function draftOf(fullSlug: string): Promise<CmsStory> {
  const token = env.app.config.centres.centres[0]!.cms.previewToken;
  const res = await fetch(`${env.app.sandboxes.cms.url}/v2/cdn/stories/${fullSlug}?version=draft&token=${token}`);
  return ((await res.json()) as { story: CmsStory }).story;
}

/** Opens a page in preview with the fake bridge, hydrated, with a marker a reload would lose. */
async function openPreview(path: string): Promise<Page> {
  const { page } = await env.browser.newPage();
  await page.route(BRIDGE_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_BRIDGE }));
  await page.goto(url(`${path}?${editorQuery()}`));
  await waitForHydration(page);
  await page.waitForFunction(() => typeof (window as unknown as { __bridge?: unknown }).__bridge === 'function');
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'no reload'));
  return page;
}

/** The editor types: an 'input' event carrying the edited, unsaved story. */
async function typeInEditor(page: Page, story: CmsStory): Promise<void> {
  await page.evaluate((edited) => {
    (window as unknown as { __bridge: (event: unknown) => void }).__bridge({ action: 'input', story: edited });
  }, story as unknown as Record<string, unknown>);
}

const edited = (story: CmsStory, fields: Partial<CmsBlok>): CmsStory => ({ ...story, content: { ...story.content, ...fields } });
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: string }).__marker);

describe('the editor in the visual editor', () => {
  it.each([
    ['store', '/stores/ada-wren', 'foundation/stores/ada-wren', 'h1.store__title'],
    ['event', '/events/family-fun-day', 'foundation/events/family-fun-day', 'h1'],
    ['category listing', '/categories/fashion', 'foundation/categories/fashion', 'h1'],
  ])('should update the %s page live on input, without a reload', async (_kind, path, fullSlug, heading) => {
    const page = await openPreview(path);
    expect(await page.evaluate(() => (window as unknown as { __bridgeEvents: string[] }).__bridgeEvents)).toEqual([
      'input',
      'change',
      'published',
    ]);
    const story = await draftOf(fullSlug);
    // quick keystrokes: only the last one's page counts
    await typeInEditor(page, edited(story, { title: 'Typed' }));
    const description = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A description typed just now' }] }] };
    await typeInEditor(page, edited(story, { title: 'Typed live', description }));
    await page.locator(heading, { hasText: 'Typed live' }).first().waitFor({ timeout: 10_000 });
    expect(await marker(page)).toBe('no reload');
    if (_kind === 'store') await page.getByText('A description typed just now').first().waitFor();
    // nothing was saved: the page asked afresh still shows the stored draft
    const stored = await request(env.app.url).get(`${path}?${editorQuery()}`).set('Host', env.app.host('willowvale'));
    expect(stored.text).not.toContain('Typed live');
    await page.close();
  });

  it('should reload on change and published', async () => {
    const page = await openPreview('/stores/ada-wren');
    await Promise.all([
      page.waitForEvent('load'),
      page.evaluate(() => (window as unknown as { __bridge: (event: unknown) => void }).__bridge({ action: 'change' })),
    ]);
    await waitForHydration(page);
    expect(await marker(page)).toBeUndefined();
    await page.close();
  });

  it('should stay in preview when the editor follows a link: the next page is the draft, still with the token', async () => {
    env.app.sandboxes.cms.editDraft(SPACE, 'pages/opening-hours', (content) => ({ ...content, title: 'Hours (draft)' }));
    const page = await openPreview('/stores/ada-wren');
    const link = page.locator('a[href^="/opening-hours"]').first();
    expect(await link.getAttribute('href')).toContain('_storyblok_tk');
    await link.click();
    await page.waitForURL(/\/opening-hours\?.*_storyblok_tk/);
    await page.waitForFunction(() => document.title.startsWith('Hours (draft)') || document.body.textContent?.includes('Hours (draft)'));
    // a client navigation: still the same document, and its links keep the token
    expect(await marker(page)).toBe('no reload');
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs.filter((href) => !href.includes('_storyblok_tk'))).toEqual([]);
    await page.close();
  });

  it("should show editors an unbuilt block's notice, and visitors nothing in its place", async () => {
    const unknown = { component: 'hologram_wall', _uid: 'holo-2' };
    env.app.sandboxes.cms.editDraft(SPACE, 'pages/parking', (content) => ({
      ...content,
      body: [...((content.body as unknown[]) ?? []), unknown],
    }));
    const editor = await openPreview('/parking');
    await editor.getByText('block is not built yet').waitFor();
    expect(await editor.locator('.block-placeholder code').textContent()).toBe('hologram_wall');
    await editor.close();

    env.app.sandboxes.cms.publish(SPACE, 'pages/parking');
    await request(env.app.url)
      .post('/api/admin/cache/update')
      .set('Host', env.app.host('willowvale'))
      .set('x-webhook-token', env.app.config.content.webhookToken)
      .send({ text: 'published', action: 'published', space_id: Number(SPACE), full_slug: 'pages/parking' });
    const { page } = await env.browser.newPage();
    await page.goto(url('/parking'));
    await waitForHydration(page);
    expect(await page.locator('.block--hologram_wall, .block-placeholder').count()).toBe(0);
    expect(await page.locator('main .block:empty').count()).toBe(0);
    await page.close();
  });
});
