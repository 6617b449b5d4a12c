import { readFileSync } from 'node:fs';
import { seriousViolations, VIEWPORTS, waitForHydration } from '../utils/browser';
import { useBrowserApp } from '../utils/browser-app';

const env = useBrowserApp();
let sitemap = '';
beforeAll(async () => {
  sitemap = await (await fetch(`${env.app.url}/sitemap.xml`, { headers: { host: env.app.host('willowvale') } })).text();
});

const url = (path: string) => `http://${env.app.host('willowvale')}${path}`;
const pathOf = (kind: string, slug?: string) => {
  const match = new RegExp(`/${kind}/(\\d+)/(${slug ?? '[a-z0-9-]+'})<`).exec(sitemap);
  if (!match) throw new Error(`no ${kind} ${slug ?? ''} in the sitemap`);
  return `/${kind}/${match[1]}/${match[2]}`;
};

describe('detail pages in the browser', () => {
  it.each([
    ['store', () => '/stores/ada-wren'],
    ['event', () => pathOf('events', 'build-a-bot-workshops')],
    ['offer', () => pathOf('offers', 'ada-wren-knitwear-event')],
    ['news', () => pathOf('news')],
  ])('should show the %s page with no serious accessibility violations at 375 and 1280 px', async (_kind, path) => {
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { page, errors } = await env.browser.newPage(viewport);
      const response = await page.goto(url(path()));
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('should open a store from the similar stores and show its hours in the centre’s time zone', async () => {
    const { page } = await env.browser.newPage(VIEWPORTS.mobile);
    await page.goto(url('/stores/ada-wren'));
    await waitForHydration(page);
    await page.locator('.similar-store__title').first().click();
    await page.waitForURL(/\/stores\/(?!ada-wren)/);
    await page.locator('h1.store__title').waitFor();
    expect(await page.locator('.store-hours__today th').textContent()).toContain('Today');
    await page.close();
  });

  it('should reveal every date of an event, and download a session as an .ics file', async () => {
    const { page } = await env.browser.newPage(VIEWPORTS.desktop);
    await page.goto(url(pathOf('events', 'build-a-bot-workshops')));
    await waitForHydration(page);
    const shown = () => page.locator('.event-dates__entry').evaluateAll((all) => all.filter((entry) => entry.checkVisibility()).length);
    expect(await shown()).toBe(3);
    await page.locator('summary', { hasText: 'View all dates and times' }).click();
    expect(await shown()).toBeGreaterThan(3);
    await expect(page.locator('summary', { hasText: 'Show fewer dates' }).isVisible()).resolves.toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.event-dates__calendar').first().click()]);
    expect(download.suggestedFilename()).toMatch(/^build-a-bot-workshops-\d{4}-\d{2}-\d{2}\.ics$/);
    const body = readFileSync((await download.path())!, 'utf8');
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(body).toContain('SUMMARY:Build-a-Bot Workshops');
    await page.close();
  });

  it('should copy the page link to the clipboard', async () => {
    await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('') });
    const { page } = await env.browser.newPage(VIEWPORTS.mobile);
    const path = pathOf('offers', 'ada-wren-knitwear-event');
    await page.goto(url(path));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url(path));
    await page.close();
  });
});
