import type { Page } from 'playwright-core';
import request from 'supertest';
import { DEMO_CENTRES } from '../../config/demo-centres';
import type { CmsBlok } from '../../src/common/domain/cms/storyblok.types';
import { RecordedPage, VIEWPORTS, waitForHydration, waitForIslands } from '../utils/browser';
import { useBrowserApp } from '../utils/browser-app';

/**
 * What a visitor trips over, each at the width where it showed, on the demo centres. The server and the browser
 * share one wall clock: 00:30 on Wednesday 2 December 2026 at Willowvale (Melbourne, UTC+11), when every shop
 * and the centre are shut. The demo's special hours are dated from that day; the store-hours test publishes a
 * public holiday of its own on Monday 7 December (the demo's falls three weeks out, past a store's week).
 */
const NOW = new Date('2026-12-01T13:30:00Z');
const env = useBrowserApp({ now: NOW });

const url = (path: string, centre = 'willowvale') => `http://${env.app.host(centre)}${path}`;
const WILLOWVALE_SPACE = DEMO_CENTRES.find((centre) => centre.slug === 'willowvale')!.cms.spaceId;

let demoCentre: CmsBlok | undefined;
/** Publishes Willowvale's centre story changed by `patch` (the demo's as it was kept) and tells the site. */
async function publishCentre(patch: (content: CmsBlok) => CmsBlok): Promise<void> {
  env.app.sandboxes.cms.editDraft(WILLOWVALE_SPACE, 'foundation/centre', (content) => {
    demoCentre ??= content;
    return patch(content);
  });
  env.app.sandboxes.cms.publish(WILLOWVALE_SPACE, 'foundation/centre');
  await request(env.app.url)
    .post('/api/admin/cache/update')
    .set('Host', env.app.host('willowvale'))
    .set('x-webhook-token', env.app.config.content.webhookToken)
    .send({
      text: 'published',
      action: 'published',
      space_id: Number(WILLOWVALE_SPACE),
      full_slug: 'foundation/centre',
    });
}

/** A page as a visitor opens it; `hydrated`: every island started (else as it arrives: what it says before any press). */
async function open(
  path: string,
  viewport: { width: number; height: number },
  centre?: string,
  hydrated = true,
): Promise<RecordedPage> {
  const recorded = await env.browser.newPage(viewport);
  await recorded.page.clock.setFixedTime(NOW);
  const response = await recorded.page.goto(url(path, centre));
  expect(response?.status()).toBe(200);
  await (hydrated ? waitForHydration(recorded.page) : waitForIslands(recorded.page));
  return recorded;
}

const hoursRow = (page: Page, day: string) =>
  page.locator('.store-hours__table tr', { has: page.locator('th', { hasText: day }) });

describe('store hours and status', () => {
  it('should say the store is closed in its status pill when its hours say it is closed now', async () => {
    const { page, errors } = await open('/stores/ada-wren', VIEWPORTS.mobile);
    expect(await page.locator('.store-hours__now').innerText()).toBe('Closed now · opens 9:00am');
    expect(await page.locator('.store__status').innerText()).toBe('CLOSED');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should keep a restaurant’s own hours on a centre public holiday, and close a store that trades the centre’s hours', async () => {
    await publishCentre((content) => {
      const [hours] = content.tradingHours as Array<{ specialHours?: unknown[] }>;
      const holiday = {
        component: 'special_hours',
        date: '2026-12-07',
        name: 'Public Holiday',
        start_time: '',
        end_time: '',
      };
      return { ...content, tradingHours: [{ ...hours, specialHours: [...(hours!.specialHours ?? []), holiday] }] };
    });
    const restaurant = await open('/stores/nonnas-table', VIEWPORTS.desktop);
    expect(await hoursRow(restaurant.page, 'Monday').locator('td').innerText()).toBe('11:30am – 9:30pm');
    expect(await hoursRow(restaurant.page, 'Monday').locator('th').innerText()).toBe('Monday');
    await restaurant.page.close();
    const shop = await open('/stores/ada-wren', VIEWPORTS.desktop);
    expect(await hoursRow(shop.page, 'Monday').locator('td').innerText()).toBe('Closed All Day');
    expect(await hoursRow(shop.page, 'Monday').locator('.store-hours__special').innerText()).toBe('Public Holiday');
    await shop.page.close();
    await publishCentre(() => demoCentre!);
  });
});

describe('store page', () => {
  it('should show no empty map box: the about section follows straight on', async () => {
    const { page } = await open('/stores/ada-wren', VIEWPORTS.desktop);
    expect(await page.getByText(/Map (is|currently) unavailable/).count()).toBe(0);
    const main = page.locator('.store__main');
    expect(await main.locator(':scope > *').first().getAttribute('class')).toBe('store-about');
    await page.close();
  });
});

describe('live traffic while the centre is closed', () => {
  it('should say the centre is closed right now at half past midnight, not that it is off peak', async () => {
    const { page, errors } = await open('/centre-traffic', VIEWPORTS.desktop);
    // the line is there, blank, until the reading arrives
    const now = page.locator('.foot-traffic .traffic-now');
    await now.locator('strong').waitFor();
    // the reading's own time follows the level, so a visitor sees it is live, not stale
    expect(await now.innerText()).toBe('Right now: Centre closed (at 12:30am)');
    expect(await now.innerText()).not.toMatch(/off peak|quiet/i);
    expect(errors).toEqual([]);
    await page.close();
  });
});

const CENTRES = [
  ['willowvale', 'Willowvale'],
  ['riverbend', 'Riverbend'],
  ['karri-ridge', 'Karri Ridge Outlet'],
] as const;

describe('demo content that agrees with itself', () => {
  it.each(CENTRES)('should name %s once in each page title', async (centre, name) => {
    for (const path of ['/', '/shopping', '/centre-info/facilities', '/categories/fashion', '/stores/hearth-bean']) {
      const { page } = await open(path, VIEWPORTS.mobile, centre, false);
      const title = await page.title();
      expect(title.split(name).length - 1).toBe(1);
      await page.close();
    }
  });

  it.each(CENTRES)('should state no store count on %s that its directory contradicts', async (centre) => {
    const { page } = await open('/shopping', VIEWPORTS.desktop, centre, false);
    const listed = Number((await page.locator('.directory__count').innerText()).match(/\d+/)?.[0]);
    const text = await page.locator('main').innerText();
    const claims = [...text.matchAll(/(\d+) (?:brand outlets|outlets|stores|brands|retailers)/gi)].map((m) =>
      Number(m[1]),
    );
    expect(claims.filter((count) => count !== listed)).toEqual([]);
    await page.close();
    for (const path of ['/', '/categories/fashion', '/leasing']) {
      const other = await open(path, VIEWPORTS.desktop, centre, false);
      const text = await other.page.locator('main').innerText();
      expect(text).not.toMatch(/(more than|over) \d+ (brand outlets|outlets|stores|brands|retailers)/i);
      expect(text).not.toMatch(/Browse \d+ /);
      await other.page.close();
    }
  });

  it('should give Karri Ridge Outlet’s centre guide its own words: free parking all day, its Food Court', async () => {
    const { page } = await open('/centre-guide', VIEWPORTS.desktop, 'karri-ridge');
    // the closed accordion answers count too
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toContain('the first three hours are free');
    expect(text).not.toContain('Butchers, bakers, grocers and a deli');
    expect(text).toContain('parking is free all day');
    expect(text).toContain('Food Court');
    await page.close();
  });
});
