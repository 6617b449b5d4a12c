import { useBrowserApp } from '../utils/browser-app';
import { openWithoutScripts, seriousViolations, VIEWPORTS, waitForHydration } from '../utils/browser';

const env = useBrowserApp();

const url = (path: string) => `http://${env.app.host('willowvale')}${path}`;
/** Waits until the check holds (the search is debounced, scrolling is smooth). */
async function until(check: () => Promise<boolean>, timeout = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeout) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const countOf = async (page: import('playwright-core').Page) =>
  Number((await page.locator('.directory__count').textContent())?.match(/\d+/)?.[0]);
/** On phones the filters, the toggles and the A–Z are behind 'Filters' (issue 26 part 7); from 768 px they show. */
async function openFiltersOnPhones(page: import('playwright-core').Page, viewport: { width: number }): Promise<void> {
  if (viewport.width < 768) await page.locator('.directory__panel > summary').click();
}

describe.each([
  ['mobile', VIEWPORTS.mobile],
  ['desktop', VIEWPORTS.desktop],
])('the store directory at %s width', (_name, viewport) => {
  it('should filter by category with the keyboard alone, keep the URL in step and be axe clean', async () => {
    const { page, errors } = await env.browser.newPage(viewport);
    await page.goto(url('/shopping'));
    await waitForHydration(page);
    const all = await countOf(page);
    expect(await seriousViolations(page)).toEqual([]);

    await openFiltersOnPhones(page, viewport);
    const category = page.locator('.directory summary', { hasText: /^Category/ });
    await category.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await until(async () => (await countOf(page)) < all);
    expect(decodeURIComponent(page.url())).toContain('filter[categories]=fashion');
    await page.keyboard.press('Escape');
    expect(await category.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Category/);

    await page.getByRole('combobox', { name: 'Discover' }).selectOption('luxury');
    expect(decodeURIComponent(page.url())).toContain('filter[discover]=luxury');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should search after a 250 ms pause, toggle gift cards and open a store', async () => {
    const { page, errors } = await env.browser.newPage(viewport);
    await page.goto(url('/shopping'));
    await waitForHydration(page);
    const all = await countOf(page);
    // type and read the count in one go inside the page: right after typing the results have not changed
    const search = page.getByLabel('Search stores');
    const countRightAfterTyping = await search.evaluate((input: HTMLInputElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, 'japanese');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      return Number(document.querySelector('.directory__count')?.textContent?.match(/\d+/)?.[0]);
    });
    expect(countRightAfterTyping).toBe(all); // debounced: not yet
    await until(async () => (await countOf(page)) < all);
    await until(async () => decodeURIComponent(page.url()).includes('filter[search]=japanese'));

    await page.getByLabel('Search stores').fill('');
    await until(async () => (await countOf(page)) === all);
    await openFiltersOnPhones(page, viewport);
    await page.getByRole('switch', { name: 'Accepts gift cards' }).check();
    await until(async () => (await countOf(page)) < all);
    await until(async () => decodeURIComponent(page.url()).includes('filter[giftCard]=true'));

    const card = page.locator('.store-card').first();
    const href = await card.getAttribute('href');
    await card.click();
    await page.waitForURL((target) => target.pathname === href);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should scroll to a letter heading from the A–Z index and from /shopping#%23', async () => {
    const { page, errors } = await env.browser.newPage(viewport);
    await page.goto(url('/shopping'));
    await waitForHydration(page);
    await openFiltersOnPhones(page, viewport);
    await page.getByRole('navigation', { name: 'Stores A to Z' }).getByRole('link', { name: 'W', exact: true }).click();
    await until(() =>
      page.evaluate(() => Math.abs(document.getElementById('w')!.getBoundingClientRect().top) < window.innerHeight / 2),
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('w');
    expect(page.url()).toMatch(/#w$/);

    await page.goto(url('/shopping#%23'));
    await waitForHydration(page);
    await until(() =>
      page.evaluate(() => document.getElementById('#')!.getBoundingClientRect().top < window.innerHeight),
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('category pages in the browser', () => {
  it('should filter stores by sub-category and be axe clean at both widths', async () => {
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { page, errors } = await env.browser.newPage(viewport);
      await page.goto(url('/categories/fashion'));
      await waitForHydration(page);
      const all = await countOf(page);
      await page.locator('summary', { hasText: 'Filter by sub-category' }).click();
      await page.locator('.multi-select__option input').first().check();
      await until(async () => (await countOf(page)) < all);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});

describe('filters in the address bar on every demo centre at 1280 px', () => {
  it.each(['willowvale', 'riverbend', 'karri-ridge'])(
    'should list only the new stores of %s from the header’s “New stores” link, the filter showing New',
    async (centre) => {
      const { page, errors } = await env.browser.newPage(VIEWPORTS.desktop);
      await page.goto(`http://${env.app.host(centre)}/shopping`);
      await waitForHydration(page);
      const all = await countOf(page);
      await page.goto(`http://${env.app.host(centre)}/shopping?filter[discover]=new`);
      await waitForHydration(page);
      const listed = await countOf(page);
      expect(listed).toBeGreaterThan(0);
      expect(listed).toBeLessThan(all);
      expect(await page.locator('.store-card__title').allTextContents()).not.toContain('New Store');
      expect(await page.getByRole('combobox', { name: 'Discover' }).inputValue()).toBe('new');
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});

describe('pages without JavaScript (issue 12: complete pages in document order)', () => {
  const visible = (page: import('playwright-core').Page, selector: string) =>
    page
      .locator(selector)
      .evaluateAll((elements) => elements.filter((element) => element.getBoundingClientRect().height > 0).length);

  it('should list every store of the directory, and show the home page and a store page whole', async () => {
    // a phone with scripts switched off: what it shows is the server's HTML alone
    const { page, close } = await openWithoutScripts(VIEWPORTS.mobile);
    await page.goto(url('/shopping'));
    const listed = await page.locator('.store-card').count();
    expect(listed).toBeGreaterThan(50);
    await expect(visible(page, '.store-card')).resolves.toBe(listed);

    await page.goto(url('/'));
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(2_000);
    await expect(page.locator('[hidden][id^="S:"], template[id^="B:"]').count()).resolves.toBe(0);
    // live figures come from the page's script: without it they say so instead of 'Loading...' for ever
    await expect(visible(page, '.live-loading')).resolves.toBe(0);
    expect(await visible(page, '.live-needs-script')).toBeGreaterThan(0);
    await expect(page.getByText('Turn on JavaScript to see live figures').first().isVisible()).resolves.toBe(true);

    await page.goto(url('/stores/freshmart'));
    await expect(page.getByRole('heading', { level: 1, name: 'FreshMart' }).isVisible()).resolves.toBe(true);
    await close();
  });
});
