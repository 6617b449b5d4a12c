import type { Page } from 'playwright-core';
import { useBrowserApp } from '../utils/browser-app';
import { keepShot, seriousViolations, VIEWPORTS, waitForHydration, waitForIslands } from '../utils/browser';

/**
 * The site's own indoor map as a visitor uses it (spec 1 §2.13, docs/indoor-map.md): zoom by buttons and keys,
 * every store's name on its unit and readable on a phone, floor tabs that switch in place, a store found by name,
 * a route drawn across floors and told in words.
 */
jest.setTimeout(60_000);

const ctx = useBrowserApp();
const mapUrl = (query = '') => `http://${ctx.app.host('willowvale')}/directions/centre-map${query}`;

/** The smallest size, in CSS px on screen, of the words drawn on the plan (unit names and amenities' words). */
const smallestLabel = (page: Page) =>
  page.evaluate(() => {
    const sizes = [
      ...document.querySelectorAll<SVGTextElement>(
        '.floor-plan__label:not(.floor-plan__label--full), .floor-plan__amenity-label',
      ),
    ].map((text) => parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 0));
    return { count: sizes.length, smallest: Math.min(...sizes) };
  });

describe('the centre map in Chromium', () => {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    it(`should zoom by button and keyboard, label every store and switch floors at ${viewport.width} px`, async () => {
      const { page, errors } = await ctx.browser.newPage(viewport);
      await page.goto(mapUrl('?selectedStores=Burger%20Yard'));
      await waitForHydration(page);
      const svg = page.locator('svg.floor-plan__svg');
      const zoom = () => svg.getAttribute('data-zoom');
      const viewBox = () => svg.getAttribute('viewBox');
      await expect(svg.getAttribute('data-floor')).resolves.toBe('L3');
      await expect(page.locator('[data-label-for="burger-yard"]').textContent()).resolves.toBe('Burger Yard');
      const whole = await viewBox();

      await page.getByRole('button', { name: 'Zoom in' }).click();
      await expect(zoom()).resolves.toBe('1.5');
      expect(await viewBox()).not.toBe(whole);

      await page.getByRole('group', { name: /^Map:/ }).focus();
      await page.keyboard.press('+');
      await expect(zoom()).resolves.toBe('2.25');
      const beforePan = await viewBox();
      await page.keyboard.press('ArrowRight');
      expect(await viewBox()).not.toBe(beforePan);
      await page.keyboard.press('-');
      await expect(zoom()).resolves.toBe('1.5');
      await page.getByRole('button', { name: 'Reset' }).click();
      await expect(viewBox()).resolves.toBe(whole);

      await page.evaluate(() => Object.assign(window, { stayed: true }));
      await page
        .getByRole('navigation', { name: 'Floors' })
        .getByRole('link', { name: 'Ground Level', exact: true })
        .click();
      await expect(svg.getAttribute('data-floor')).resolves.toBe('G');
      // Ground's own stores are written on it, and Level 3's are not
      await expect(page.locator('[data-label-for="burger-yard"]').count()).resolves.toBe(0);
      await expect(page.locator('[data-label-for="ada-wren"]').textContent()).resolves.toBe('Ada & Wren');
      await expect(
        page.getByRole('link', { name: 'Ground Level', exact: true }).getAttribute('aria-current'),
      ).resolves.toBe('page');
      expect(new URL(page.url()).searchParams.get('floor')).toBe('G');
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('should write every name at 11 px or more on a phone, with and without script, the plan scrolling sideways', async () => {
    const { page, errors } = await ctx.browser.newPage(VIEWPORTS.mobile);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await page.goto(mapUrl('?floor=G'));
    const withoutScript = await smallestLabel(page);
    expect(withoutScript.count).toBeGreaterThan(10);
    expect(withoutScript.smallest).toBeGreaterThanOrEqual(11);
    // the frame scrolls sideways, the page itself does not
    const frame = page.locator('.floor-plan__viewport');
    expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await keepShot(page, 'centre-map-375-no-script');
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });

    await page.goto(mapUrl('?floor=G'));
    await waitForHydration(page);
    const hydrated = await smallestLabel(page);
    expect(hydrated.smallest).toBeGreaterThanOrEqual(11);
    // a unit is a link to its store named for a screen reader, its full name on focus where the label is cut
    const unit = page.getByRole('link', { name: /, Ground Level, unit G\d\d$/ }).first();
    await expect(unit.getAttribute('href')).resolves.toMatch(/^\/stores\//);
    const cutFor = await page.locator('.floor-plan__label--short').first().getAttribute('data-label-for');
    expect(cutFor).toBeTruthy();
    const full = page.locator(`[data-label-for="${cutFor}"] ~ .floor-plan__label--full`);
    const shown = () => full.evaluate((el) => el.getBoundingClientRect().width > 0);
    await expect(shown()).resolves.toBe(false);
    await page.locator(`a[data-store="${cutFor}"]`).focus();
    await expect(shown()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should find a store by name, switch to its floor and highlight it, in place', async () => {
    const { page, errors } = await ctx.browser.newPage(VIEWPORTS.mobile);
    await page.goto(mapUrl());
    await waitForIslands(page);
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await page.getByRole('combobox', { name: 'Store name' }).fill('burger yard');
    await page.getByRole('button', { name: 'Find' }).click();
    // the island starts on that press and answers it once hydrated (the loader hands the submit over)
    await page.getByRole('status').filter({ hasText: 'Burger Yard is on Level 3, unit 312.' }).waitFor();
    const svg = page.locator('svg.floor-plan__svg');
    await page.waitForFunction(
      () => document.querySelector('svg.floor-plan__svg')?.getAttribute('data-floor') === 'L3',
    );
    await expect(svg.locator('[data-store="burger-yard"] .floor-plan__unit--selected').count()).resolves.toBe(1);
    expect(new URL(page.url()).searchParams.get('store')).toBe('burger yard');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    it(`should draw a route across floors and tell it in words at ${viewport.width} px`, async () => {
      const { page, errors } = await ctx.browser.newPage(viewport);
      await page.goto(mapUrl());
      await waitForIslands(page);
      await page.evaluate(() => Object.assign(window, { stayed: true }));
      await page.getByLabel('From', { exact: true }).selectOption({ label: 'West entrance, Ground Level' });
      await page.getByLabel('To', { exact: true }).selectOption({ label: 'Burger Yard, Level 3' });
      await page.getByRole('button', { name: 'Show route' }).click();
      const route = page.getByRole('region', { name: 'Route from the West entrance to Burger Yard' });
      await route.waitFor();
      await expect(route.getByRole('listitem').allTextContents()).resolves.toEqual([
        'From the West entrance, take Escalator 1 up to Level 3.',
        'Turn right: Burger Yard is on your right (unit 312).',
      ]);
      const svg = page.locator('svg.floor-plan__svg');
      await expect(svg.getAttribute('data-floor')).resolves.toBe('G');
      await expect(svg.locator('.floor-plan__route-line').count()).resolves.toBe(1);
      await expect(svg.locator('.floor-plan__route-change text').textContent()).resolves.toBe(
        'Escalator 1 up to Level 3',
      );
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        from: 'west-entrance-g',
        to: 'burger-yard',
      });
      await keepShot(page, `centre-map-route-${viewport.width}`, { fullPage: true });

      await page.getByRole('link', { name: /^Level 3\W+on your route$/ }).click();
      await expect(svg.getAttribute('data-floor')).resolves.toBe('L3');
      await expect(svg.locator('.floor-plan__route-end').count()).resolves.toBe(1);
      await expect(svg.locator('.floor-plan__route-change text').textContent()).resolves.toBe(
        'Escalator 1 from Ground Level',
      );
      await expect(svg.locator('[data-store="burger-yard"] .floor-plan__unit--selected').count()).resolves.toBe(1);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('should take a store page’s visitor to the route form ready for that store', async () => {
    const { page, errors } = await ctx.browser.newPage(VIEWPORTS.mobile);
    await page.goto(`http://${ctx.app.host('willowvale')}/stores/burger-yard`);
    await page.getByRole('link', { name: 'Directions to this store' }).click();
    await page.waitForURL(/\/directions\/centre-map\?to=burger-yard#map-route$/);
    await expect(page.getByLabel('To', { exact: true }).inputValue()).resolves.toBe('burger-yard');
    await expect(page.locator('svg.floor-plan__svg').getAttribute('data-floor')).resolves.toBe('L3');
    expect(errors).toEqual([]);
    await page.close();
  });
});
