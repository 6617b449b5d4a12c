import type { Page } from 'playwright-core';
import { useBrowserApp } from '../utils/browser-app';
import { seriousViolations, VIEWPORTS, waitForHydration, waitForIslands } from '../utils/browser';

/**
 * Visitors' pages as islands (decision 0013): the first view runs the small loader only, and each interactive part
 * starts when the visitor reaches it: nothing moves when it hydrates, and nothing else loads. Each island's first
 * interactions, before its code has arrived, are first-interaction.browser-spec.ts's table.
 */
const env = useBrowserApp();
const url = (path: string, centre = 'willowvale') => `http://${env.app.host(centre)}${path}`;

/**
 * The site's own script responses, by file name. The centre's tag manager container (docs/analytics.md) is not the
 * site's code: it comes from the tag manager's origin, the sandbox's here.
 */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const address = new URL(response.url());
    const own = address.hostname.endsWith('.localhost');
    if (own && response.request().resourceType() === 'script') scripts.push(address.pathname.split('/').pop()!);
  });
  return scripts;
}

/** A visitor's page, its islands loader ready and no island started, recording what it reports. */
async function open(path: string, viewport: { width: number; height: number }) {
  const recorded = await env.browser.newPage(viewport);
  const scripts = recordScripts(recorded.page);
  await recorded.page.goto(url(path));
  await waitForIslands(recorded.page);
  return { ...recorded, scripts };
}
const hydrated = (page: Page, name: string) => page.locator(`atrium-island[data-island="${name}"]`).getAttribute('data-hydrated');

/** Layout shifts (the Layout Instability API) summed: since the page started, or only from now on when `buffered` is false. */
async function recordLayoutShifts(page: Page, buffered: boolean): Promise<() => Promise<number>> {
  await page.evaluate((buffered) => {
    const state = window as unknown as { __shifts: number };
    state.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) state.__shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered });
  }, buffered);
  return async () => {
    await page.waitForTimeout(300);
    return page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
  };
}
const layoutShift = async (page: Page) => (await recordLayoutShifts(page, true))();

describe('islands in Chromium', () => {
  it('should start a phone on the home page with the loader alone: no React, no page state, axe clean', async () => {
    const { page, errors, scripts } = await open('/', VIEWPORTS.mobile);
    await page.waitForTimeout(500);
    expect(scripts.every((name) => /^(islands|chunk)-/.test(name))).toBe(true);
    expect(scripts.length).toBeLessThanOrEqual(2);
    expect(await page.locator('#__ATRIUM_STATE__').count()).toBe(0);
    expect(await page.locator('atrium-island[data-hydrated]').count()).toBe(0);
    // the page is whole before any island starts
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(500);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should start a live widget below the fold only when it is scrolled into view, without moving the page', async () => {
    const { page, errors, scripts } = await open('/', VIEWPORTS.mobile);
    await page.waitForTimeout(300);
    expect(await hydrated(page, 'block:parking_total')).toBeNull();
    const before = scripts.length;
    await page.locator('.parking-total').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('atrium-island[data-island="block:parking_total"]')?.getAttribute('data-hydrated') === 'true');
    expect(scripts.length).toBeGreaterThan(before);
    await page.waitForFunction(() => !document.querySelector('.parking-total')?.textContent?.includes('Loading...'), undefined, { timeout: 10_000 });
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should hydrate every island of the home page without a layout shift or a hydration error, on a slow phone too', async () => {
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { page, errors } = await open('/', viewport);
      // a CPU four times slower (Lighthouse's mobile setting): late data and late code still move nothing
      await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // what hydration moves, not what the parser paints progressively while a busy machine loads the page
      const shiftsSinceNow = await recordLayoutShifts(page, false);
      await waitForHydration(page);
      expect(await page.locator('atrium-island:not([data-hydrated="true"])').count()).toBe(0);
      expect(await shiftsSinceNow()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('should open an in-site link as a document fetched ahead on intent', async () => {
    const { page, errors } = await open('/', VIEWPORTS.desktop);
    expect(await page.locator('script[type="speculationrules"]').count()).toBe(1);
    const link = page.locator('footer a[href="/opening-hours"]').first();
    await link.click();
    await page.waitForURL(/\/opening-hours$/);
    expect(await page.title()).toMatch(/^Opening Hours/);
    await waitForIslands(page);
    expect(errors).toEqual([]);
    await page.close();
  });
});
