import type { Page } from 'playwright-core';
import { useBrowserApp } from '../utils/browser-app';
import { openWithoutScripts, VIEWPORTS, waitForHydration } from '../utils/browser';

/**
 * Issue 26 part 2: nothing dead without JavaScript. The site as `npm start` serves it, in a Chromium that runs no
 * script: the store directory filters through its GET form, carousels scroll, and no page shows a button that
 * cannot work. Part 7's phone layout of the directory is checked here with and without script.
 */
const env = useBrowserApp();

/** Runs `visit` on a page of a browser that runs no script, at a width; the browser ends either way. */
async function withoutScript(viewport: { width: number; height: number }, visit: (page: Page) => Promise<void>): Promise<void> {
  const { page, close } = await openWithoutScripts(viewport);
  try {
    await visit(page);
  } finally {
    await close();
  }
}
const url = (path: string, centre = 'willowvale') => `http://${env.app.host(centre)}${path}`;
const titles = (page: Page) => page.locator('.directory .store-card__title').allTextContents();
/** Polls from here: a page that runs no script runs no timers, so the page cannot wait for itself. */
async function until(check: () => Promise<boolean>, timeout = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeout) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const countOf = async (page: Page, selector = '.directory__count') =>
  Number((await page.locator(selector).textContent())?.match(/\d+/)?.[0]);

describe('the store directory without JavaScript', () => {
  it('should filter by Category and Cuisine on a phone through Filters and Show stores, and clear them again', async () => {
    await withoutScript(VIEWPORTS.mobile, async (page) => {
      await page.goto(url('/shopping'));
      const all = await countOf(page);
      const directory = page.locator('.directory');
      await directory.locator('summary', { hasText: 'Filters' }).click();
      await directory.locator('summary', { hasText: /^Category/ }).click();
      await directory.getByRole('checkbox', { name: 'Dining', exact: true }).check();
      await directory.locator('summary', { hasText: 'Cuisine' }).click();
      await directory.getByRole('checkbox', { name: 'Japanese', exact: true }).check();
      await directory.getByRole('button', { name: 'Show stores' }).click();
      await page.waitForURL(/#directory-results$/);
      const address = decodeURIComponent(page.url());
      expect(address).toContain('filter[categories]=dining');
      expect(address).toContain('filter[cuisines]=Japanese');
      expect(await titles(page)).toEqual(['Kaiten Sushi Bar', 'Matcha Mori', 'Osaka Ramen House', 'Poké Bowl Co.']);
      // the page lands on the results: their count comes on the screen, under the sticky header
      const results = page.locator('#directory-results');
      await until(async () => {
        const box = (await results.boundingBox())!;
        return box.y > 0 && box.y < VIEWPORTS.mobile.height / 2;
      });
      await expect(directory.locator('summary', { hasText: 'Filters' }).textContent()).resolves.toBe('Filters (2)');

      await directory.getByRole('link', { name: 'Clear all' }).click();
      await page.waitForURL((target) => target.pathname === '/shopping' && target.search === '');
      expect(await countOf(page)).toBe(all);
    });
  });

  it('should search, choose a Discover value and a meal time at 1280 px, the choices kept in the form', async () => {
    await withoutScript(VIEWPORTS.desktop, async (page) => {
      await page.goto(url('/shopping'));
      const search = page.getByLabel('Search stores');
      await search.fill('ramen');
      await search.press('Enter');
      await page.waitForURL(/filter%5Bsearch%5D=ramen/);
      expect(await titles(page)).toEqual(['Osaka Ramen House']);
      await expect(page.getByLabel('Search stores').inputValue()).resolves.toBe('ramen');

      await page.getByLabel('Search stores').fill('');
      await page.getByRole('combobox', { name: 'Discover' }).selectOption('luxury');
      await page.locator('.directory summary', { hasText: 'Meal time' }).click();
      await page.getByRole('checkbox', { name: 'Breakfast', exact: true }).check();
      await page.getByRole('button', { name: 'Show stores' }).click();
      await page.waitForURL(/filter%5Bdiscover%5D=luxury/);
      expect(await titles(page)).toEqual(['Patisserie Élise']);
      await expect(page.getByRole('combobox', { name: 'Discover' }).inputValue()).resolves.toBe('luxury');
      await expect(page.locator('input[name="filter[mealTimes]"][value="Breakfast"]').isChecked()).resolves.toBe(true);
    });
  });

  it('should filter a category page by sub-category', async () => {
    await withoutScript(VIEWPORTS.mobile, async (page) => {
      await page.goto(url('/categories/dining'));
      const all = await countOf(page);
      await page.locator('summary', { hasText: 'Filter by sub-category' }).click();
      await page.getByRole('checkbox', { name: 'Restaurants', exact: true }).check();
      await page.getByRole('button', { name: 'Show stores' }).click();
      await page.waitForURL(/#category-results$/);
      const restaurants = await countOf(page);
      expect(restaurants).toBeGreaterThan(0);
      expect(restaurants).toBeLessThan(all);
      expect(await page.locator('.store-card__title').allTextContents()).toContain("Nonna's Table");
    });
  });
});

/**
 * The directory's controls a visitor meets before its first store (search, Filters, Clear all...: what is shown,
 * not what a closed panel holds), with the directory's heading at the top of the screen under the sticky header.
 */
async function firstScreen(page: Page): Promise<{ controls: string[]; cardBottom: number; screen: number }> {
  return page.evaluate(() => {
    const title = document.getElementById('directory-title')!;
    const header = document.querySelector('.site-header')!.getBoundingClientRect().height;
    window.scrollTo({ top: title.getBoundingClientRect().top + window.scrollY - header, behavior: 'instant' });
    const card = document.querySelector('.directory .store-card')!;
    const controls = [...document.querySelectorAll('.directory :is(a[href], button, input, select, summary)')]
      .filter((element) => element.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING)
      .filter((element) => element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }))
      .map((element) => (element.getAttribute('aria-label') || element.textContent || element.getAttribute('placeholder') || '').trim());
    return { controls, cardBottom: card.getBoundingClientRect().bottom, screen: window.innerHeight };
  });
}

describe('the directory on a phone (issue 26 part 7)', () => {
  it.each(['with', 'without'] as const)(
    'should show the first store on the first screen %s JavaScript, at most three controls before it',
    async (script) => {
      const { page, close } =
        script === 'with'
          ? { page: (await env.browser.newPage(VIEWPORTS.mobile)).page, close: async () => undefined }
          : await openWithoutScripts(VIEWPORTS.mobile);
      await page.goto(url('/shopping?filter[categories]=Dining'));
      if (script === 'with') await waitForHydration(page);
      const { controls, cardBottom, screen } = await firstScreen(page);
      expect(controls).toEqual(['Search stores, brands or cuisines', 'Filters (1)', 'Clear all']);
      expect(cardBottom).toBeLessThanOrEqual(screen);
      await page.close();
      await close();
    },
  );

  it('should open Filters as a panel that Back to top never covers, nor a filter’s choices', async () => {
    const { page, errors } = await env.browser.newPage(VIEWPORTS.mobile);
    await page.goto(url('/shopping'));
    await waitForHydration(page);
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    const panel = page.locator('.directory__panel');
    // far enough down for Back to top: it shows while the panel is closed
    await page.locator('.directory__panel > summary').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy({ top: 120, behavior: 'instant' }));
    await backToTop.waitFor({ state: 'visible' });

    await panel.locator('summary', { hasText: 'Filters' }).click();
    await panel.getByRole('combobox', { name: 'Precinct' }).waitFor({ state: 'visible' });
    await backToTop.waitFor({ state: 'hidden' });
    await panel.locator('summary', { hasText: 'Subcategory' }).click();
    const choices = panel.locator('.multi-select[open] .multi-select__panel');
    await choices.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy({ top: 200, behavior: 'instant' }));
    expect(await backToTop.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.elementFromPoint(window.innerWidth - 44, window.innerHeight - 44)?.closest('.back-to-top'))).toBeNull();

    // Escape closes the choices; Show stores closes the panel and brings the results into view; Back to top is back
    await page.keyboard.press('Escape');
    await panel.getByRole('button', { name: 'Show stores' }).click();
    expect(await panel.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    await backToTop.waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('carousels without JavaScript', () => {
  it('should scroll the home page’s ticketed events by themselves at 375 px, no arrows shown', async () => {
    await withoutScript(VIEWPORTS.mobile, async (page) => {
      await page.goto(url('/'));
      const carousel = page.locator('.card-carousel', { has: page.locator('.card') }).last();
      await carousel.scrollIntoViewIfNeeded();
      expect(await carousel.getByRole('button', { name: 'Next cards' }).isVisible()).toBe(false);
      const track = carousel.locator('.card-carousel__track');
      const box = (await track.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(box.width, 0);
      // it snaps to a card: the second card's start comes to where the first one's was
      const second = carousel.locator('.card-carousel__slide').nth(1);
      await until(async () => Math.abs((await second.boundingBox())!.x - box.x) < 8);
      expect(await track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    });
  });

  it('should scroll a carousel of slides to its next slide at 1280 px, and show each opening-hours week', async () => {
    await withoutScript(VIEWPORTS.desktop, async (page) => {
      await page.goto(url('/centre-guide'));
      const gallery = page.locator('.inline-carousel .carousel');
      await gallery.scrollIntoViewIfNeeded();
      expect(await gallery.locator('.carousel__controls').isVisible()).toBe(false);
      const viewport = gallery.locator('.carousel__viewport');
      const box = (await viewport.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      // most of a slide's width: it snaps on to the next one
      await page.mouse.wheel(box.width * 0.8, 0);
      await until(() => viewport.evaluate((element) => Math.abs(element.scrollLeft - element.clientWidth) < 2));
      const slide = await gallery.locator('.carousel__slide').nth(1).boundingBox();
      expect(Math.abs(slide!.x - box.x)).toBeLessThan(2);

      await page.goto(url('/opening-hours'));
      await expect(page.locator('.hours-week__caption').first().isVisible()).resolves.toBe(true);
      await expect(page.locator('.hours-week__caption').first().textContent()).resolves.toMatch(/^Opening hours, week of /);
    });
  });
});

/** The demo's page types (event, offer and news pages are the demo's own). */
const PAGES = [
  '/',
  '/shopping',
  '/stores/freshmart',
  '/categories/dining',
  '/whats-on',
  '/events/132814762/lantern-making-workshop',
  '/offers/698410587/freshmart-weekly-specials',
  '/news/329440707/tram-stop-upgrade',
  '/gift-guide',
  '/gift-guide/offers/merino-rib-scarf',
  '/my-journey',
  '/opening-hours',
  '/centre-traffic',
  '/parking',
  '/directions',
  '/tickets',
  '/book/personal-styling',
  '/centre-guide',
  '/centre-info/facilities',
  '/contact-us',
  '/competitions/wardrobe-refresh-giveaway',
  '/search?query=shoes',
  '/no-such-page',
];

describe('every control a page shows without JavaScript works', () => {
  it.each([
    ['375', VIEWPORTS.mobile],
    ['1280', VIEWPORTS.desktop],
  ] as const)('should show no button that needs script on any page type at %s px', async (_width, viewport) => {
    await withoutScript(viewport, async (page) => {
      const dead: string[] = [];
      for (const path of PAGES) {
        await page.goto(url(path));
        const found = await page.evaluate(() =>
          [...document.querySelectorAll('button, [role="button"], [role="tab"]')]
            .filter((element) => element.checkVisibility({ visibilityProperty: true }))
            .filter((element) => !(element instanceof HTMLButtonElement && (element.disabled || (element.type === 'submit' && element.form))))
            // a link that looks like a button still goes where it says
            .filter((element) => !(element.tagName === 'A' && element.hasAttribute('href')))
            .map((element) => (element.getAttribute('aria-label') || element.textContent || '').trim()),
        );
        dead.push(...found.map((name) => `${path}: ${name}`));
      }
      expect(dead).toEqual([]);
    });
  });

  it('should open an event’s other dates, a question’s answer and every category, and say the journey needs JavaScript', async () => {
    await withoutScript(VIEWPORTS.mobile, async (page) => {
      await page.goto(url('/events/132814762/lantern-making-workshop'));
      const shown = () => page.locator('.event-dates__entry').evaluateAll((entries) => entries.filter((entry) => entry.checkVisibility()).length);
      const before = await shown();
      await page.locator('summary', { hasText: 'View all dates and times' }).click();
      expect(await shown()).toBeGreaterThan(before);
      await expect(page.locator('summary.event-dates__toggle').innerText()).resolves.toBe('Show fewer dates');

      await page.goto(url('/centre-info/facilities'));
      const question = page.locator('.accordion-item').nth(1);
      await question.locator('summary').click();
      await expect(question.locator('.accordion-item__panel').isVisible()).resolves.toBe(true);

      await page.goto(url('/shopping'));
      const tiles = page.locator('.category-list .category-tile');
      expect(await tiles.count()).toBeGreaterThan(5);
      expect(await tiles.evaluateAll((all) => all.every((tile) => tile.checkVisibility()))).toBe(true);

      await page.goto(url('/my-journey'));
      await expect(page.getByText('Adding stores to your journey needs JavaScript.', { exact: false }).isVisible()).resolves.toBe(true);
    });
  });

  it('should open Change Centre while it has the focus, its centres reachable by Tab, at 1280 px', async () => {
    await withoutScript(VIEWPORTS.desktop, async (page) => {
      await page.goto(url('/', 'karri-ridge'));
      const list = page.locator('.change-centre__list');
      expect(await list.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Change Centre' }).focus();
      await expect(list.isVisible()).resolves.toBe(true);
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.closest('.change-centre__list') !== null)).resolves.toBe(true);
    });
  });

  it('should take a phone’s Menu to the footer’s links, open without script', async () => {
    await withoutScript(VIEWPORTS.mobile, async (page) => {
      await page.goto(url('/'));
      await page.getByRole('link', { name: 'Menu' }).click();
      await page.waitForURL(/#site-links$/);
      const link = page.locator('#site-links').getByRole('link', { name: 'Store Directory' });
      await expect(link.isVisible()).resolves.toBe(true);
      await link.click();
      await page.waitForURL(/\/shopping$/);
    });
  });
});
