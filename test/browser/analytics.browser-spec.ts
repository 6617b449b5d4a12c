import type { Page } from 'playwright-core';
import { useBrowserApp } from '../utils/browser-app';
import { waitForIslands } from '../utils/browser';

const env = useBrowserApp();

const url = (path: string, centre = 'willowvale') => `http://${env.app.host(centre)}${path}`;

interface Impression {
  list: string;
  position: number;
  id: string;
  name: string;
  type?: string;
}

/** The page's data layer as plain JSON (Consent Mode commands are `arguments` objects: made arrays). */
const dataLayerOf = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      entry && typeof entry === 'object' && !Array.isArray(entry) && 'length' in entry
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  ) as Promise<Array<Record<string, unknown> | unknown[]>>;

const eventsNamed = async (page: Page, name: string) =>
  (await dataLayerOf(page)).filter((entry): entry is Record<string, unknown> => !Array.isArray(entry) && entry.event === name);

/** What an operator reads through the admin API. */
async function operatorEvents(centre: string): Promise<Array<{ event: string; path: string; data: Record<string, unknown> }>> {
  const res = await fetch(`${env.app.url}/api/admin/analytics/events?centre=${centre}&limit=200`, {
    headers: { host: env.app.host(centre), 'x-webhook-token': env.app.config.content.webhookToken },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { events: Array<{ event: string; path: string; data: Record<string, unknown> }> }).events;
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

beforeEach(() => env.app.sandboxes.tagManager.reset());

describe('analytics data layer', () => {
  it('should group the tiles that come into view together in one impression event, each once, and reach the collector', async () => {
    const { page, errors } = await env.browser.newPage();
    await page.goto(url('/shopping'));
    await waitForIslands(page);
    await page.waitForFunction(() => (window as unknown as { dataLayer: { __sandboxContainer?: string } }).dataLayer.__sandboxContainer === 'GTM-DEMO001');
    expect(await eventsNamed(page, 'tile_impression')).toEqual([]);
    // the directory's first row comes into view at once
    await page.locator('[data-track="tile"][data-track-position="1"]').first().scrollIntoViewIfNeeded();
    const [first] = await eventually(
      () => eventsNamed(page, 'tile_impression'),
      (events) => events.length > 0,
    );
    const impressions = first!.impressions as Impression[];
    expect(impressions.length).toBeGreaterThan(1);
    expect(impressions.map((entry) => entry.position)).toEqual(impressions.map((_, index) => index + 1));
    expect(impressions[0]).toEqual({
      list: 'Store directory',
      position: 1,
      id: await page.locator('[data-track="tile"][data-track-position="1"]').first().getAttribute('data-track-id'),
      name: await page.locator('[data-track="tile"][data-track-position="1"] .store-card__title').first().textContent(),
      type: 'store',
    });
    // back up and down again: nothing is counted twice
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('[data-track="tile"][data-track-position="1"]').first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const all = (await eventsNamed(page, 'tile_impression')).flatMap((event) => event.impressions as Impression[]);
    expect(new Set(all.map((entry) => entry.position)).size).toBe(all.length);

    const recorded = await eventually(
      () => operatorEvents('willowvale'),
      (events) => events.some((entry) => entry.event === 'tile_impression'),
    );
    const impression = recorded.find((entry) => entry.event === 'tile_impression')!;
    expect(impression.path).toBe('/shopping');
    expect(impression.data.impressions).toEqual(impressions);
    expect(recorded.map((entry) => entry.event)).toEqual(expect.arrayContaining(['gtm.js', 'consent_default']));
    expect(errors).toEqual([]);
    await page.close();
  });

  it("should push a banner click with the banner's list and position, and the operator reads it", async () => {
    const { page, errors } = await env.browser.newPage();
    await page.goto(url('/'));
    await waitForIslands(page);
    const banner = page.locator('[data-track="banner"]').first();
    const expected = {
      list: await banner.getAttribute('data-track-list'),
      position: 1,
      id: await banner.getAttribute('data-track-id'),
      name: await banner.getAttribute('data-track-name'),
    };
    expect(expected.id).toBeTruthy();
    // a press on the banner itself (its corner, away from its call to action, so the page stays to be read)
    await banner.click({ position: { x: 4, y: 4 } });
    const [click] = await eventually(
      () => eventsNamed(page, 'banner_click'),
      (events) => events.length > 0,
    );
    expect(click).toEqual({ event: 'banner_click', banner: expected });
    const recorded = await eventually(
      () => operatorEvents('willowvale'),
      (events) => events.some((entry) => entry.event === 'banner_click'),
    );
    expect(recorded.find((entry) => entry.event === 'banner_click')).toMatchObject({ path: '/', data: { banner: expected } });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should load no tag manager and push no event when the browser sends Global Privacy Control', async () => {
    const { page, errors } = await env.browser.newPage();
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    const containerRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(env.app.sandboxes.tagManager.url)) containerRequests.push(req.url());
    });
    await page.goto(url('/shopping'));
    await waitForIslands(page);
    await page.locator('[data-track="tile"][data-track-position="1"]').first().scrollIntoViewIfNeeded();
    await page.locator('[data-track="tile"]').first().hover();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.documentElement.dataset.analytics)).toBe('denied');
    expect(containerRequests).toEqual([]);
    expect(await dataLayerOf(page)).toEqual([
      [
        'consent',
        'default',
        { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    ]);
    expect(env.app.sandboxes.tagManager.events('GTM-DEMO001')).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
