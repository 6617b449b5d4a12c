import { useBrowserApp } from '../utils/browser-app';
import { seriousViolations, VIEWPORTS, waitForHydration } from '../utils/browser';

/**
 * The site's own indoor map as a visitor uses it (spec 1 §2.13, docs/indoor-map.md): zoom by buttons and keys,
 * the selected store labelled, floor tabs that switch in place.
 */
jest.setTimeout(60_000);

const ctx = useBrowserApp();

describe('the centre map in Chromium', () => {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    it(`should zoom by button and keyboard, label the selected store and switch floors at ${viewport.width} px`, async () => {
      const { page, errors } = await ctx.browser.newPage(viewport);
      await page.goto(`http://${ctx.app.host('willowvale')}/directions/centre-map?selectedStores=Burger%20Yard`);
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
      await page.getByRole('navigation', { name: 'Floors' }).getByRole('link', { name: 'Ground Level' }).click();
      await expect(svg.getAttribute('data-floor')).resolves.toBe('G');
      await expect(page.locator('[data-label-for]').count()).resolves.toBe(0);
      await expect(page.getByRole('link', { name: 'Ground Level' }).getAttribute('aria-current')).resolves.toBe('page');
      expect(new URL(page.url()).searchParams.get('floor')).toBe('G');
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
