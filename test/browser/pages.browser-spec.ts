import { useBrowserApp } from '../utils/browser-app';
import { demoStories } from '../utils/demo-content';
import { seriousViolations, VIEWPORTS, waitForHydration } from '../utils/browser';

const env = useBrowserApp();

const url = (centre: string, path: string) => `http://${env.app.host(centre)}${path}`;
const slugOf = (fullSlug: string) => fullSlug.split('/').pop()!;

describe('pages in the browser', () => {
  it.each(['willowvale', 'riverbend', 'karri-ridge'])(
    'should hydrate the %s home page with no console errors at both widths',
    async (centre) => {
      for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
        const { page, errors } = await env.browser.newPage(viewport);
        const response = await page.goto(url(centre, '/'));
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(errors).toEqual([]);
        await page.close();
      }
    },
  );

  it('should show the back-to-top button after 400 px of scrolling and take the visitor back up', async () => {
    const { page } = await env.browser.newPage(VIEWPORTS.mobile);
    await page.goto(url('willowvale', '/'));
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 900));
    await button.waitFor({ state: 'visible' });
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.close();
  });

  const event = demoStories('willowvale', 'foundation/events/')[0]!;
  it.each([
    '/',
    '/whats-on',
    `/stores/${slugOf(demoStories('willowvale', 'foundation/stores/')[0]!.fullSlug)}`,
    `/events/${slugOf(event.fullSlug)}`,
    `/categories/${slugOf(demoStories('willowvale', 'foundation/categories/')[0]!.fullSlug)}`,
    '/no-such-page',
  ])('should have no serious or critical accessibility violation on %s at either width', async (path) => {
    const found: Record<string, unknown> = {};
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { page } = await env.browser.newPage(viewport);
      await page.goto(url('riverbend', path));
      await waitForHydration(page);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[`${viewport.width} ${path}`] = violations;
      await page.close();
    }
    expect(found).toEqual({});
  });

  it.each([
    ['willowvale', 'store directory'],
    ['riverbend', 'store directory'],
    ['karri-ridge', 'brand directory'],
  ])(
    'should offer the %s not-found page’s suggestion as a link, its artwork clear of the words at 375 px',
    async (centre, suggestion) => {
      const { page, errors } = await env.browser.newPage(VIEWPORTS.mobile);
      const response = await page.goto(url(centre, '/no-such-page'));
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      const link = page.locator('.not-found').getByRole('link', { name: suggestion });
      expect(await link.getAttribute('href')).toBe('/shopping');
      const image = (await page.locator('.not-found__image').boundingBox())!;
      const words = (await page.locator('.not-found__content').boundingBox())!;
      // the artwork ends before the text begins
      expect(image.y + image.height).toBeLessThanOrEqual(words.y);
      await link.click();
      await page.waitForURL(/\/shopping$/);
      // the page's own 404 status is the only thing the console reports
      expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
      await page.close();
    },
  );
});
