import { useBrowserApp } from '../utils/browser-app';
import { seriousViolations, VIEWPORTS, waitForHydration } from '../utils/browser';

/**
 * The journey as a visitor keeps it (spec 1 §2.13, §4, docs/journey.md): added from a store page (the popup, its
 * 'View') and from a directory card, shown by floor with a plan each, removed, emailed and shared by its link.
 */
jest.setTimeout(90_000);

const ctx = useBrowserApp();

describe('the journey in Chromium', () => {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    it(`should keep stores added from a store page and a card, by floor, and share them at ${viewport.width} px`, async () => {
      const origin = `http://${ctx.app.host('willowvale')}`;
      const { page, errors } = await ctx.browser.newPage(viewport);
      await page.goto(`${origin}/stores/burger-yard`);
      await waitForHydration(page);
      const toggle = page.getByRole('button', { name: /journey\W+Burger Yard$/ });
      await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');

      await toggle.click();
      await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(toggle.textContent()).resolves.toContain('Added to journey');
      const popup = page.getByRole('dialog', { name: 'Store was added to your journey' });
      const view = popup.getByRole('link', { name: 'View' });
      await view.waitFor();
      await expect(view.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
      await expect(toggle.evaluate((button) => button === document.activeElement)).resolves.toBe(true);

      // removed, the journey is empty again: the next store added shows the popup again
      await toggle.click();
      await expect(toggle.textContent()).resolves.toContain('Add to journey');
      await toggle.click();
      await view.click();
      await page.waitForURL(`${origin}/my-journey`);
      await waitForHydration(page);
      const level3 = page.getByRole('region', { name: 'Level 3' });
      await expect(level3.getByRole('link', { name: 'Burger Yard', exact: true }).getAttribute('href')).resolves.toBe('/stores/burger-yard');
      await expect(level3.locator('svg.floor-plan__svg').getAttribute('data-floor')).resolves.toBe('L3');
      await expect(level3.locator('[data-label-for="burger-yard"]').textContent()).resolves.toBe('Burger Yard');

      await page.goto(`${origin}/shopping`);
      await waitForHydration(page);
      await page.getByRole('button', { name: /^Add to journey\W+FreshMart$/ }).click();
      await expect(page.getByRole('button', { name: /^Added to journey\W+FreshMart$/ }).getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);

      await page.goto(`${origin}/my-journey`);
      await waitForHydration(page);
      const floors = page.locator('.journey-floor__title');
      await expect(floors.allTextContents()).resolves.toEqual(['Lower Ground', 'Level 3']);
      await page.getByRole('button', { name: 'Remove Burger Yard from your journey' }).click();
      await expect(floors.allTextContents()).resolves.toEqual(['Lower Ground']);
      expect(await seriousViolations(page)).toEqual([]);
      const share = await page.locator('.journey-share__link a').getAttribute('href');
      expect(share).toMatch(/\/my-journey\?store_ids=/);
      if (viewport === VIEWPORTS.mobile) {
        // 'Email my journey' (POST /api/journey-email, through the human check), by keyboard
        const form = page.locator('.journey-email');
        await form.getByRole('textbox', { name: /Email/ }).fill('ada@example.com');
        await form.getByRole('button', { name: 'Email my journey' }).focus();
        await page.keyboard.press('Enter');
        await form.getByText('Your journey is on its way to ada@example.com.').waitFor();
      }

      // the link in a new tab, whose session holds no journey, shows the same journey and keeps it
      const other = await ctx.browser.newPage(viewport);
      await other.page.goto(share!);
      await waitForHydration(other.page);
      await expect(other.page.locator('.journey-floor__title').allTextContents()).resolves.toEqual(['Lower Ground']);
      await expect(other.page.getByRole('region', { name: 'Lower Ground' }).getByRole('link', { name: 'FreshMart', exact: true }).count()).resolves.toBe(1);
      await other.page.waitForURL(`${origin}/my-journey`);
      await expect(other.page.evaluate(() => sessionStorage.getItem('journey'))).resolves.toContain('"title":"FreshMart"');

      expect(errors).toEqual([]);
      expect(other.errors).toEqual([]);
      await other.page.close();
      await page.close();
    });
  }
});
