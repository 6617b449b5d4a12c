import type { Page } from 'playwright-core';
import { useBrowserApp } from '../utils/browser-app';
import { keepShot, VIEWPORTS, waitForHydration } from '../utils/browser';

/** The home page as a visitor scrolls it (issue 26 part 5): short enough to read, nothing twice, nothing ragged. */
const env = useBrowserApp();
const url = (path: string, centre = 'willowvale') => `http://${env.app.host(centre)}${path}`;

/** Scrolls to the foot of the page and back, so every part below the fold has been laid out at its real size. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    window.scrollTo(0, 0);
  });
}

describe.each(['willowvale', 'riverbend', 'karri-ridge'])('the home page of %s at 1280 px', (centre) => {
  it('should be at most about 8,000 px tall, its card grids ending on full rows and no card shown twice', async () => {
    const { page, errors } = await env.browser.newPage(VIEWPORTS.desktop);
    await page.goto(url('/', centre));
    await waitForHydration(page);
    await scrollThrough(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(8_100);
    const grids = await page.locator('ul.card-grid[class*="card-grid--columns-"]').evaluateAll((lists) =>
      lists.map((list) => {
        const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
        const tops = [...list.children].map((item) => Math.round(item.getBoundingClientRect().top));
        const rows = [...new Set(tops)];
        return { columns, rows: rows.map((top) => tops.filter((at) => at === top).length) };
      }),
    );
    expect(grids.length).toBeGreaterThanOrEqual(3);
    for (const { columns, rows } of grids) {
      expect(columns).toBe(4);
      // every row full, or one short row of all there is
      if (rows.length > 1) expect(rows.every((count) => count === columns)).toBe(true);
    }
    const cards = await page.locator('main a.card__link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(cards.length).toBeGreaterThan(12);
    expect(new Set(cards).size).toBe(cards.length);
    await keepShot(page, `home-${centre}-1280`, { fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the home page, its text and well-being blocks', () => {
  it.each([
    ['mobile', VIEWPORTS.mobile],
    ['desktop', VIEWPORTS.desktop],
  ])('should keep list bullets beside their words in centred text, and the well-being cards level (%s)', async (name, viewport) => {
    const { page, errors } = await env.browser.newPage(viewport);
    await page.goto(url('/'));
    await waitForHydration(page);
    await scrollThrough(page);
    const list = page.locator('.text-block--center .rich-text ul').first();
    const gap = await list.evaluate((ul) => {
      const item = ul.querySelector('li')!;
      const range = document.createRange();
      range.selectNodeContents(item);
      // the bullet sits in the list's padding, just left of the words
      return range.getBoundingClientRect().left - ul.getBoundingClientRect().left;
    });
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThan(40);
    const cards = await page.locator('.well-widget').evaluateAll((widgets) =>
      widgets.map((widget) => {
        const box = widget.getBoundingClientRect();
        return { top: Math.round(box.top + scrollY), bottom: Math.round(box.bottom + scrollY) };
      }),
    );
    expect(cards).toHaveLength(2);
    if (name === 'desktop') {
      // side by side: no blank half-row beside the shorter card
      expect(cards[0]).toEqual(cards[1]);
    }
    await keepShot(page.locator('.well-widgets'), `home-wellbeing-${name}`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
