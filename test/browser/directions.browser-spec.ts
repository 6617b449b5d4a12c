import { useBrowserApp } from '../utils/browser-app';
import { seriousViolations, VIEWPORTS, waitForHydration } from '../utils/browser';

/**
 * Getting here without a maps key (spec 1 §2.12, docs/directions.md): what a visitor sees and reaches by keyboard,
 * with no maps code loaded.
 */
jest.setTimeout(60_000);

const ctx = useBrowserApp();
const ADDRESS = encodeURIComponent('1 Riverbend Boulevard, Riverbend QLD 4068');

describe('Getting here in Chromium', () => {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    it(`should show the address, the maps links and the site plan, reachable by keyboard, at ${viewport.width} px`, async () => {
      const { page, errors } = await ctx.browser.newPage(viewport);
      const outside: string[] = [];
      page.on('request', (req) => {
        const host = new URL(req.url()).hostname;
        if (host !== '127.0.0.1' && !host.endsWith('localhost')) outside.push(req.url());
      });
      await page.goto(`http://${ctx.app.host('riverbend')}/directions`);
      await waitForHydration(page);

      const block = page.locator('section.directions');
      await expect(block.locator('address').textContent()).resolves.toBe('1 Riverbend Boulevard, Riverbend QLD 4068');
      const car = block.getByRole('region', { name: 'Car' });
      await expect(car.getByRole('link', { name: /^Google Maps directions by car to Riverbend/ }).getAttribute('href')).resolves.toBe(
        `https://www.google.com/maps/dir/?api=1&destination=${ADDRESS}&travelmode=driving`,
      );
      const transit = block.getByRole('region', { name: 'Public Transport' });
      await expect(transit.getByRole('link', { name: /^Apple Maps directions by public transport from Riverbend/ }).getAttribute('href')).resolves.toBe(
        `https://maps.apple.com/?saddr=${ADDRESS}&dirflg=r`,
      );
      await expect(transit.getByRole('link', { name: /Plan with public transport/ }).getAttribute('target')).resolves.toBe('_blank');

      // the plan shows the entrance level, and the page never scrolls sideways
      const plan = page.getByRole('img', { name: /Floor plan, Ground Level/ });
      expect((await plan.boundingBox())?.height).toBeGreaterThan(150);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // keyboard: from the address, Tab reaches the first link, then the next, and on to the plan
      await block.locator('address').evaluate((element: HTMLElement) => ((element.tabIndex = -1), element.focus()));
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toMatch(/^Google Maps directions by car to Riverbend/);
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toMatch(/^Apple Maps directions by car to Riverbend/);
      let onPlan = false;
      for (let tab = 0; tab < 20 && !onPlan; tab++) {
        await page.keyboard.press('Tab');
        onPlan = await page.evaluate(() => document.activeElement?.classList.contains('directions__plan-frame') ?? false);
      }
      expect(onPlan).toBe(true);

      expect(await seriousViolations(page)).toEqual([]);
      // no maps SDK, no third-party request at all
      expect(outside).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
